import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'A new user has been created' or 'User has been updated', and 'All done' back to the list (docs/product/users.md#screens). */
export const UserSaveSuccess = ({ message }: { message: string }) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="md" role="status">
      <ThemeIcon size={48} radius="xl" color="green" variant="light">
        <IconCircleCheck size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={500} ta="center">
        {message}
      </Text>
      <Button component={Link} to={paths.users.getHref()}>
        All done
      </Button>
    </Stack>
  </Paper>
);

/** 'Adding user - failed' or 'Editing user - failed' with the reason; Try again goes back to the filled form. */
export const UserSaveFailure = ({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="md" role="alert">
      <ThemeIcon size={48} radius="xl" color="red" variant="light">
        <IconAlertTriangle size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h4" ta="center">
        {title}
      </Title>
      <Text size="sm" ta="center">
        {message}
      </Text>
      <Button variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  </Paper>
);
