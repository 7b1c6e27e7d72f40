import { Skeleton, Stack } from '@mantine/core';

/** What a page shows while its data or the session check loads: never a blank screen. */
export const PageSkeleton = ({ rows = 4 }: { rows?: number }) => (
  <Stack gap="md" p="md" role="status" aria-busy="true" aria-label="Loading">
    <Skeleton height={28} width="40%" radius="sm" />
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={40} radius="sm" />
    ))}
  </Stack>
);
