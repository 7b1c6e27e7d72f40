import { selectedNights, type DaySelection } from '@hearth/domain/calendar';
import { addDays } from '@hearth/domain/dates';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarPlus, IconCurrencyDollar, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LifecycleNote } from '../../../components/bookings/lifecycle-note';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';

/** Where an event for the chosen nights is made: the event page takes the first and last day it covers. */
export const createEventHref = (propertyId: string, start: string, end: string): string =>
  paths.events.create.getHref(propertyId, { startDate: start, endDate: addDays(end, -1) });

const hintFor = (selection: DaySelection, makeEvent: boolean): string | null => {
  if (selection.focus === 'start') return makeEvent ? 'Click the first day of the event.' : 'Click a day to start.';
  if (selection.focus === 'end') {
    return makeEvent ? 'Click the day after the last day of the event.' : 'Click the check-out day.';
  }
  return null;
};

/** The chosen range, which end the next click sets, the selection message, and what can be done with the range. */
export const SelectionBar = ({
  selection,
  message,
  onFocus,
  onClear,
  propertyId,
  canBook,
  bookRefusal,
  lifecycleNote,
  onBook,
  onBookIntent,
  canCreateEvent,
  makeEvent,
  onMakeEvent,
  canSetRates,
  onSetRates,
  onSetRatesIntent,
  canCreateTask = false,
  onNewTask,
  onNewTaskIntent,
}: {
  selection: DaySelection;
  message: string | null;
  onFocus: (end: 'start' | 'end') => void;
  onClear: () => void;
  propertyId: string;
  canBook: boolean;
  /** Why the home's life cycle refuses the chosen range (inactive, past its last night): Book is disabled. */
  bookRefusal: string | null;
  /** What the home's life cycle allows, said before any range is chosen ('This home is inactive: …'). */
  lifecycleNote: string | null;
  /** Opens 'Book a stay' on the chosen range. */
  onBook: (range: { start: string; end: string }) => void;
  /** The pointer is on Book: its form can start loading. */
  onBookIntent?: () => void;
  canCreateEvent: boolean;
  makeEvent: boolean;
  onMakeEvent: (on: boolean) => void;
  /** 'Set rates' on the chosen nights (rate:manage). */
  canSetRates: boolean;
  onSetRates: (range: { start: string; end: string }) => void;
  /** The pointer is on Set rates: its drawer can start loading. */
  onSetRatesIntent?: () => void;
  /** 'New task' on the chosen day, the first of a range (task:manage). */
  canCreateTask?: boolean;
  onNewTask?: (day: string) => void;
  /** The pointer is on New task: its form can start loading. */
  onNewTaskIntent?: () => void;
}) => {
  const { start, end, focus } = selection;
  const range = start !== null && end !== null ? { start, end } : null;
  const nights = selectedNights(selection);
  const hint = hintFor(selection, makeEvent);
  const reasonId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Selected dates">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button
              variant={focus === 'start' ? 'light' : 'default'}
              size="xs"
              aria-pressed={focus === 'start'}
              onClick={() => onFocus('start')}
            >
              Start: {start ? formatDay(start) : 'Select'}
            </Button>
            <Button
              variant={focus === 'end' ? 'light' : 'default'}
              size="xs"
              aria-pressed={focus === 'end'}
              onClick={() => onFocus('end')}
            >
              End: {end ? formatDay(end) : 'Select'}
            </Button>
            {nights > 0 ? (
              <Text size="sm" c="dimmed">
                {nights} {nights === 1 ? 'night' : 'nights'}
              </Text>
            ) : null}
            {start !== null || end !== null ? (
              <Button
                variant="subtle"
                size="xs"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={onClear}
              >
                Clear
              </Button>
            ) : null}
          </Group>
          <Group gap="xs">
            {canBook && range ? (
              <Button
                size="xs"
                leftSection={<IconCalendarCheck size={14} aria-hidden />}
                aria-haspopup="dialog"
                disabled={bookRefusal !== null}
                aria-describedby={bookRefusal !== null ? reasonId : undefined}
                onPointerEnter={onBookIntent}
                onFocus={onBookIntent}
                onClick={() => onBook(range)}
              >
                Book
              </Button>
            ) : null}
            {canCreateTask && start !== null && !makeEvent && onNewTask ? (
              <Button
                size="xs"
                variant="default"
                aria-haspopup="dialog"
                onPointerEnter={onNewTaskIntent}
                onFocus={onNewTaskIntent}
                onClick={() => onNewTask(start)}
              >
                New task
              </Button>
            ) : null}
            {canSetRates && range && !makeEvent ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCurrencyDollar size={14} aria-hidden />}
                aria-haspopup="dialog"
                onPointerEnter={onSetRatesIntent}
                onFocus={onSetRatesIntent}
                onClick={() => onSetRates(range)}
              >
                Set rates
              </Button>
            ) : null}
            {canCreateEvent && !makeEvent ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
                onClick={() => onMakeEvent(true)}
              >
                New event
              </Button>
            ) : null}
            {canCreateEvent && makeEvent && range ? (
              <Button
                size="xs"
                component={Link}
                to={createEventHref(propertyId, range.start, range.end)}
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                Create event
              </Button>
            ) : null}
            {canCreateEvent && makeEvent ? (
              <Button size="xs" variant="subtle" color="gray" onClick={() => onMakeEvent(false)}>
                Cancel event
              </Button>
            ) : null}
          </Group>
        </Group>
        <LifecycleNote id={reasonId} refusal={bookRefusal} note={lifecycleNote} />
        {message ? (
          <Text size="sm" c="red.8" role="alert" fw={500}>
            {message}
          </Text>
        ) : hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};
