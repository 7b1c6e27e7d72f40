import { type SelectionMessage } from '@hearth/domain/calendar';
import { addDays, daysBetween } from '@hearth/domain/dates';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconLock, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import type { RowSelection } from '../hooks/use-range-selection';
import classes from './timeline.module.css';

/**
 * Where Book leads: the property's calendar with the stay chosen and `book=1`, which opens its booking form there
 * (reservation managers have no reservation pages; the form lives on the calendar, issue 15 item 3).
 */
export const bookHref = (propertyId: string, checkIn: string, checkOut: string): string =>
  `${paths.property.getHref(propertyId)}?${new URLSearchParams({ startDate: checkIn, endDate: checkOut, book: '1' }).toString()}`;

/** Where Block leads: the event page, which takes the first and last day the event covers. */
export const blockHref = (propertyId: string, checkIn: string, checkOut: string): string =>
  paths.events.create.getHref(propertyId, { startDate: checkIn, endDate: addDays(checkOut, -1) });

/** The chosen nights of one home and what may be done with them: Book, Block, or clear them. */
export const TimelineSelectionBar = ({
  selection,
  propertyName,
  message,
  canBook,
  canBlock,
  onClear,
}: {
  selection: RowSelection | null;
  propertyName: string | null;
  message: SelectionMessage | null;
  canBook: boolean;
  canBlock: boolean;
  onClear: () => void;
}) => {
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
                component={Link}
                to={bookHref(selection.propertyId, selection.start, end)}
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                Book
              </Button>
            ) : null}
            {selection && end && canBlock ? (
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={blockHref(selection.propertyId, selection.start, end)}
                leftSection={<IconLock size={14} aria-hidden />}
              >
                Block
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
