import type { IcalImportStatus, TIcalImportResponse } from '@hearth/domain/ical';
import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDay } from '../../../lib/format';

const STATUS_COLOURS: Record<IcalImportStatus, string> = {
  created: 'green',
  updated: 'blue',
  unchanged: 'gray',
  removed: 'gray',
  skipped: 'orange',
};

/** The counts worth reading first; unchanged events are counted but not listed. */
const SHOWN_COUNTS: IcalImportStatus[] = ['created', 'updated', 'removed', 'skipped', 'unchanged'];

/** Events listed one by one; a long calendar's others are counted (the feed's last error names the skipped ones). */
const LISTED_MAX = 50;

const count = (n: number) => n.toLocaleString('en-AU');

const nightsOf = (start: string | null, end: string | null): string | null =>
  start && end ? `${formatDay(start)} to ${formatDay(end)}` : null;

/** What one sync or upload did: the failure reason, or per-event outcomes (skipped ones with their reason). */
export const IcalImportSummary = ({ result }: { result: TIcalImportResponse }) => {
  const a = result.data.attributes;
  const source = a.mode === 'url' ? 'Sync' : 'Upload';
  if (a.outcome === 'failed') {
    return (
      <ErrorAlert title={`${source} failed: nothing was changed`}>
        {a.error ?? 'The calendar could not be read.'}
      </ErrorAlert>
    );
  }
  const changed = a.results.filter((item) => item.status !== 'unchanged');
  const listed = changed.slice(0, LISTED_MAX);
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} aria-hidden />}
      title={`${source} finished`}
      role="status"
    >
      <Text size="sm">{SHOWN_COUNTS.map((status) => `${count(a.counts[status])} ${status}`).join(' · ')}</Text>
      {listed.length > 0 ? (
        <List size="sm" spacing={6} mt="xs" listStyleType="none" aria-label="Events imported">
          {listed.map((item) => (
            <List.Item key={`${item.uid}-${item.status}`}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Badge size="sm" variant="light" color={STATUS_COLOURS[item.status]} style={{ flex: 'none' }}>
                  {item.status}
                </Badge>
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {nightsOf(item.start, item.end) ?? item.uid}
                  {item.reason ? (
                    <Text span size="sm" c="dimmed">
                      {` — ${item.reason}`}
                    </Text>
                  ) : null}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {changed.length > listed.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          {`and ${count(changed.length - listed.length)} more`}
        </Text>
      ) : null}
    </Alert>
  );
};
