import { Anchor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHomeOff } from '@tabler/icons-react';

/** Shown instead of the list to a user who is not staff or admin and has no properties (docs/product/properties.md#screens, #who-uses-it). */
export const NoProperties = ({ productName, faqUrl }: { productName: string; faqUrl: string }) => (
  <Paper withBorder radius="md" p="xl">
    <Stack align="center" gap="xs" maw={460} mx="auto" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconHomeOff size={26} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        No properties yet
      </Text>
      <Text size="sm" c="dimmed">
        When a property is linked to your account it will appear here. If you expected to see one, contact your{' '}
        {productName} account manager.
      </Text>
      {faqUrl ? (
        <Anchor href={faqUrl} target="_blank" rel="noopener noreferrer" size="sm">
          Read the FAQ
        </Anchor>
      ) : null}
    </Stack>
  </Paper>
);
