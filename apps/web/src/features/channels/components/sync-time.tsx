import { Text, Tooltip } from '@mantine/core';
import { DEFAULT_TIME_ZONE, formatInstantIn } from '../../../lib/format';
import { relativeTime } from '../utils/relative-time';

/** A sync time as relative text ('3 hours ago'), the exact time in its tooltip and title; 'Never' when missing. */
export const SyncTime = ({ iso, missing = 'Never' }: { iso: string | null; missing?: string }) => {
  if (!iso) {
    return (
      <Text size="sm" c="dimmed" span>
        {missing}
      </Text>
    );
  }
  const exact = formatInstantIn(iso, DEFAULT_TIME_ZONE, { withZone: true });
  return (
    <Tooltip label={exact} withinPortal>
      <Text size="sm" span title={exact} style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={iso}>{relativeTime(iso)}</time>
      </Text>
    </Tooltip>
  );
};
