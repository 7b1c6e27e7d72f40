import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';

export const PAGE_UNAVAILABLE = 'The page you are looking for is unavailable';

type ErrorPageProps = { code: number | string; detail?: string };

/** The error page of spec 001 §2: the code and 'The page you are looking for is unavailable'. */
export const ErrorPage = ({ code, detail }: ErrorPageProps) => {
  useDocumentTitle(`Error ${code}`);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="xs" maw={520}>
        <Title order={1} fz={72} c="dimmed" lh={1}>
          {code}
        </Title>
        <Text size="lg" fw={500} ta="center">
          {PAGE_UNAVAILABLE}
        </Text>
        {detail ? (
          <Text c="dimmed" size="sm" ta="center">
            {detail}
          </Text>
        ) : null}
        <Anchor component={Link} to="/" mt="md">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
};
