import { Progress, Stack, Text } from '@mantine/core';

/**
 * How far a long file has got (docs/product/imports.md#states): first the file going up, then the rows written by
 * the import's one transaction, counted by the server.
 */
export const ImportProgress = ({ label, value }: { label: string; value: number | null }) => (
  <Stack gap={4} aria-live="polite">
    <Text size="sm">{label}</Text>
    <Progress
      value={value === null ? 100 : Math.round(value * 100)}
      animated={value === null}
      striped={value === null}
      size="lg"
      aria-label={label}
    />
  </Stack>
);
