import { type SelectionMessage } from '@hearth/domain/calendar';
import { daysBetween } from '@hearth/domain/dates';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCalendarPlus, IconCurrencyDollar, IconLock, IconX } from '@tabler/icons-react';
import { LifecycleNote } from '../../../components/bookings/lifecycle-note';
import { formatDay } from '../../../lib/format';
import type { RowSelection } from '../hooks/use-range-selection';
import classes from './timeline.module.css';

/**
 * The chosen nights of one home and what may be done with them: Book, Block, Set rates, a New task on the first
 * night chosen, or clear them. Book is
 * disabled, and says why, on a home that takes no stays or past its last night (docs/product/properties.md#life-cycle).
 */
export const TimelineSelectionBar = ({
  selection,
  propertyName,
  message,
  canBook,
  bookRefusal,
  lifecycleNote,
  canBlock,
  canSetRates,
  canCreateTask = false,
  onBook,
  onBlock,
  onSetRates,
  onNewTask,
  onIntent,
  onClear,
}: {
  selection: RowSelection | null;
  propertyName: string | null;
  message: SelectionMessage | null;
  canBook: boolean;
  /** Why the home's life cycle refuses the chosen nights; Book is disabled. */
  bookRefusal: string | null;
  /** What the home's life cycle allows ('This home is inactive: …'), said as soon as a night is chosen. */
  lifecycleNote: string | null;
  canBlock: boolean;
  canSetRates: boolean;
  /** 'New task' on the home and the first night chosen (task:manage). */
  canCreateTask?: boolean;
  /** Open 'Book a stay', 'Block dates' or 'Set rates' on this page, over the chosen nights. */
  onBook: () => void;
  onBlock: () => void;
  onSetRates: () => void;
  /** Open 'New task' on this page, on the home and its first chosen night. */
  onNewTask?: () => void;
  /** A pointer on Book, Block or Set rates: load the drawers' code before the click. */
  onIntent: () => void;
  onClear: () => void;
}) => {
  const reasonId = useId();
  if (!selection && !message) return null;
  const end = selection?.end ?? null;
  const nights = selection && end ? daysBetween(selection.start, end) : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.selectionBar}
      component="section"
      aria-label="Selected nights"
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {selection ? (
            <Text size="sm">
              <Text span fw={600}>
                {propertyName}
              </Text>
              {' · '}
              {formatDay(selection.start)}
              {end
                ? ` to ${formatDay(end)} · ${nights} ${nights === 1 ? 'night' : 'nights'}`
                : ' · click the check-out night'}
            </Text>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {selection && end && canBook ? (
              <Button
                size="xs"
                disabled={bookRefusal !== null}
                aria-describedby={bookRefusal !== null ? reasonId : undefined}
                onClick={onBook}
                onPointerEnter={onIntent}
                onFocus={onIntent}
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                Book
              </Button>
            ) : null}
            {selection && end && canBlock ? (
              <Button
                size="xs"
                variant="default"
                onClick={onBlock}
                onPointerEnter={onIntent}
                onFocus={onIntent}
                leftSection={<IconLock size={14} aria-hidden />}
              >
                Block
              </Button>
            ) : null}
            {selection && end && canSetRates ? (
              <Button
                size="xs"
                variant="default"
                onClick={onSetRates}
                onPointerEnter={onIntent}
                onFocus={onIntent}
                leftSection={<IconCurrencyDollar size={14} aria-hidden />}
              >
                Set rates
              </Button>
            ) : null}
            {selection && canCreateTask && onNewTask ? (
              <Button size="xs" variant="default" onClick={onNewTask} onPointerEnter={onIntent} onFocus={onIntent}>
                New task
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onClear}
            >
              Clear
            </Button>
          </Group>
        </Group>
        {selection ? <LifecycleNote id={reasonId} refusal={bookRefusal} note={lifecycleNote} /> : null}
        {message ? (
          <Text size="sm" c="red.8" role="alert" fw={500}>
            {message}
          </Text>
        ) : !end ? (
          <Text size="xs" c="dimmed">
            Escape clears the selection.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};
