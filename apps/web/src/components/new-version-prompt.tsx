import { Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

export const NEW_VERSION_MESSAGE = 'It looks like a new version of our website is available';

/** Shown when a lazily loaded part of the app fails to load (docs/product/shell.md#screens). */
export const NewVersionPrompt = () => (
  <Center mih="60vh" p="md">
    <Paper withBorder p="xl" radius="md" maw={420} role="alert">
      <Stack align="center" gap="md">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconRefresh size={26} aria-hidden />
        </ThemeIcon>
        <Text ta="center" fw={500}>
          {NEW_VERSION_MESSAGE}
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Paper>
  </Center>
);
