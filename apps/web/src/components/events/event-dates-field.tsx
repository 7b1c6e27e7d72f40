import '@mantine/dates/styles.css';
import { EVENT_LIMITS } from '@hearth/domain/events';
import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { FIRST_DAY, LAST_DAY } from './event-form-values';

export type EventDates = { start: string | null; end: string | null };

const DAY = 'YYYY-MM-DD';
const DATE_FORMAT = 'ddd D MMM YYYY';

const toDay = (value: string | Date | null): string | null => (value ? dayjs(value).format(DAY) : null);

/** The last day an event starting on `start` may end: its longest length, and never past 2100. */
const lastEndFor = (start: string): string => {
  const longest = dayjs(start)
    .add(EVENT_LIMITS.nightsMax - 1, 'day')
    .format(DAY);
  return longest < LAST_DAY ? longest : LAST_DAY;
};

/** A single date sets both: a new start takes the end along unless the end still follows it. */
export const withStart = (dates: EventDates, start: string | null): EventDates => ({
  start,
  end: start && dates.end && dates.end >= start ? dates.end : start,
});

/** Clicking the start field when an end exists resets the end (docs/product/events.md#screens). */
export const resetEnd = (dates: EventDates): EventDates => (dates.end ? { start: dates.start, end: null } : dates);

type EventDatesFieldProps = {
  value: EventDates;
  onChange: (value: EventDates) => void;
  errors: { start?: ReactNode; end?: ReactNode };
};

/**
 * Start and end as a pair of pickers: the start is chosen first (the end waits for it), a single date sets both,
 * and reopening the start clears the end so the range is picked again from its first day.
 */
export const EventDatesField = ({ value, onChange, errors }: EventDatesFieldProps) => {
  const { start, end } = value;
  const today = dayjs().format(DAY);
  const opensAt = today < FIRST_DAY ? FIRST_DAY : today > LAST_DAY ? LAST_DAY : today;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <DatePickerInput
        label="Start date"
        placeholder="Pick the first day"
        valueFormat={DATE_FORMAT}
        leftSection={<IconCalendar size={16} aria-hidden />}
        withAsterisk
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        defaultDate={start ?? opensAt}
        value={start}
        error={errors.start}
        onClick={() => onChange(resetEnd(value))}
        onChange={(picked) => onChange(withStart(resetEnd(value), toDay(picked)))}
      />
      <DatePickerInput
        label="End date"
        placeholder={start ? 'Same as the start' : 'Pick the start first'}
        valueFormat={DATE_FORMAT}
        leftSection={<IconCalendar size={16} aria-hidden />}
        disabled={!start}
        minDate={start ?? FIRST_DAY}
        maxDate={start ? lastEndFor(start) : LAST_DAY}
        defaultDate={start ?? undefined}
        value={end}
        error={errors.end}
        onChange={(picked) => onChange({ start, end: toDay(picked) ?? start })}
      />
    </SimpleGrid>
  );
};
