import type { TIcalImportResponse } from '@hearth/domain/ical';
import { Progress, Stack, Text } from '@mantine/core';

const count = (n: number) => n.toLocaleString('en-AU');

/** A running import: how far it is, read from its progress (docs/product/ical.md#imports). */
export const IcalImportProgress = ({ job }: { job: TIcalImportResponse }) => {
  const a = job.data.attributes;
  const { done, total } = a.progress;
  const source = a.mode === 'url' ? 'Sync' : 'Upload';
  const label =
    total === 0 ? `${source}: reading the calendar…` : `${source}: ${count(done)} of ${count(total)} events imported`;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress value={total === 0 ? 0 : (100 * done) / total} animated aria-label={label} size="sm" />
    </Stack>
  );
};
