import type { ImportKind } from '@hearth/domain/imports';
import { SimpleGrid, Stack, Text } from '@mantine/core';

type Figures = { rows: number; added: number; updated: number; unchanged: number };

/** What a file holds and does, for a check ('To add') or a finished import ('Added'). */
export const ImportFigures = ({ kind, figures, done }: { kind: ImportKind; figures: Figures; done: boolean }) => {
  const cells: [string, number][] = [
    ['Rows', figures.rows],
    [done ? 'Added' : 'To add', figures.added],
    ...(kind === 'homes' ? [[done ? 'Updated' : 'To update', figures.updated] as [string, number]] : []),
    [kind === 'homes' ? 'Unchanged' : 'Already here', figures.unchanged],
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: cells.length }} spacing="sm" maw={640}>
      {cells.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} size="lg">
            {value.toLocaleString('en-AU')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
};
