import { TIMELINE, TIMELINE_WIDTHS, type TimelineWidth } from '@hearth/domain/calendar';
import { ActionIcon, Button, Group, SegmentedControl } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DatePickerField } from '../../../components/date-picker-field';
import { DebouncedSearch } from '../../../components/list-controls';
import type { TimelineView } from '../hooks/use-timeline-state';

const SHORT_WIDTHS: Record<TimelineWidth, string> = { '2w': '2 wk', '1m': '1 mo', '2m': '2 mo', '3m': '3 mo' };

/** Search (in the address, after a pause), the start night, previous/Today/next by a whole width, and the width. */
export const TimelineToolbar = ({
  view,
  mobile,
  onSearch,
  onStart,
  onStep,
  onWidth,
}: {
  view: TimelineView;
  mobile: boolean;
  onSearch: (text: string) => void;
  onStart: (day: string | null) => void;
  onStep: (delta: -1 | 1) => void;
  onWidth: (width: TimelineWidth) => void;
}) => {
  const unit = TIMELINE_WIDTHS.find((w) => w.value === view.width)?.label ?? 'period';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearch
        label="Search property"
        placeholder="Search property"
        value={view.filterText}
        onSearch={onSearch}
        delayMs={TIMELINE.searchDebounceMs}
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)} mb={1}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" size="sm" onClick={() => onStart(null)}>
          Today
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => onStep(1)} mb={1}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <div style={{ width: mobile ? 150 : 180 }}>
        <DatePickerField
          label="Start date"
          size="sm"
          value={view.from}
          onChange={(day) => onStart(day)}
          clearable={false}
        />
      </div>
      <SegmentedControl
        aria-label="Width"
        size="sm"
        value={view.width}
        onChange={(value) => onWidth(value as TimelineWidth)}
        data={TIMELINE_WIDTHS.map((w) => ({ value: w.value, label: mobile ? SHORT_WIDTHS[w.value] : w.label }))}
      />
    </Group>
  );
};
