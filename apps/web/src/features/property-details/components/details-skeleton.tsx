import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The details tab while its facts (or a form, or the rate plan) load: four cards of grey lines. */
export const DetailsSkeleton = ({ label = 'Loading the property details' }: { label?: string }) => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: 4 }, (_, index) => (
      <Paper key={index} withBorder radius="md" p="md">
        <Stack gap="sm">
          <Skeleton height={18} width="40%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Paper>
    ))}
  </SimpleGrid>
);
