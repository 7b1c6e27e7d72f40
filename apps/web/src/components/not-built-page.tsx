import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useDocumentTitle } from '../lib/document-title';

/** The stand-in for an area that a later piece of work will build (issue 2, item 9). */
export const NotBuiltPage = ({ name }: { name: string }) => {
  useDocumentTitle(name);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {name}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <IconTools size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={500}>This area is not built yet.</Text>
          <Text size="sm" c="dimmed" ta="center">
            {name} will appear here in a coming release.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
};
