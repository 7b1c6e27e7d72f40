import { Skeleton, Stack } from '@mantine/core';

/** Rows of grey while a list's first page loads; `label` names what is loading for screen readers. */
export const ListSkeleton = ({ label, rows = 8 }: { label: string; rows?: number }) => (
  <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={40} radius="sm" />
    ))}
  </Stack>
);
