import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CalendarMode } from '../hooks/use-calendar-view';

/** Previous, Today, next, what is shown, and the Month/Week switch. */
export const CalendarToolbar = ({
  mode,
  title,
  onStep,
  onToday,
  onMode,
  mobile,
}: {
  mode: CalendarMode;
  title: string;
  onStep: (delta: -1 | 1) => void;
  onToday: () => void;
  onMode: (mode: CalendarMode) => void;
  mobile: boolean;
}) => {
  const unit = mode === 'month' ? 'month' : 'week';
  return (
    <Group justify="space-between" gap="sm" wrap={mobile ? 'wrap' : 'nowrap'}>
      <Group gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={onToday}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Title
          order={2}
          size="h4"
          ml={mobile ? 0 : 'xs'}
          aria-live="polite"
          data-testid="calendar-title"
          style={{ whiteSpace: 'nowrap' }}
        >
          {title}
        </Title>
      </Group>
      <SegmentedControl
        aria-label="Calendar view"
        value={mode}
        onChange={(value) => onMode(value === 'week' ? 'week' : 'month')}
        data={[
          { label: 'Month', value: 'month' },
          { label: 'Week', value: 'week' },
        ]}
      />
    </Group>
  );
};
