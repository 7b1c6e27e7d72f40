import type { TBookingListItem } from '@hearth/domain/bookings';
import { statusPillColour } from '@hearth/domain/properties';
import { IconBrush, IconClipboardCheck, IconTool } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import type { CalendarEntry } from '../utils/calendar-entries';
import { guestName } from '../utils/calendar-entries';
import classes from './calendar-grid.module.css';

export type EntryPlacement = {
  style?: CSSProperties;
  continuesBefore?: boolean;
  continuesAfter?: boolean;
};

const colourStyle = (status: string): CSSProperties => {
  const colour = statusPillColour(status);
  return {
    '--bar-colour': `var(--mantine-color-${colour}-filled)`,
    '--bar-bg': `var(--mantine-color-${colour}-light)`,
  } as CSSProperties;
};

const TASK_ICONS = { cleaning: IconBrush, maintenance: IconTool, inspection: IconClipboardCheck } as const;

/**
 * One thing on the calendar: a booking bar (opens the booking record, or its summary for those who may not open
 * records), an event bar (opens the event for those who may
 * change it), or a task (opens the task detail popup). Bars take the colour of their status word (docs/product/calendar.md#states).
 */
export const CalendarEntryView = ({
  entry,
  propertyId,
  canEditEvents,
  onTask,
  onBooking,
  placement = {},
  showTaskName = false,
  compact = false,
}: {
  entry: CalendarEntry;
  propertyId: string;
  canEditEvents: boolean;
  onTask: (taskId: string) => void;
  /** Opens the booking's summary; without it a booking bar links to the booking record. */
  onBooking?: ((booking: TBookingListItem) => void) | undefined;
  placement?: EntryPlacement;
  showTaskName?: boolean;
  /** A bar one narrow day wide: its colour carries the status (still in its label and tooltip), without the pill. */
  compact?: boolean;
}) => {
  const flags = {
    'data-before': placement.continuesBefore || undefined,
    'data-after': placement.continuesAfter || undefined,
  };

  if (entry.kind === 'booking') {
    const a = entry.booking.attributes;
    const guest = guestName(entry.booking);
    const common = {
      className: classes.bar,
      style: { ...colourStyle(entry.status), ...placement.style },
      'aria-label': `${guest}, ${entry.status}, ${formatDay(a.startDate)} to ${formatDay(a.endDate)}`,
      title: `${guest} · ${entry.status} · ${a.channel}`,
      ...flags,
    };
    const content = (
      <>
        <span className={classes.barText}>{guest}</span>
        {compact ? null : <StatusPill label={entry.status} size="xs" />}
      </>
    );
    return onBooking ? (
      <button type="button" onClick={() => onBooking(entry.booking)} aria-haspopup="dialog" {...common}>
        {content}
      </button>
    ) : (
      <Link to={paths.reservation.getHref(entry.id)} {...common}>
        {content}
      </Link>
    );
  }

  if (entry.kind === 'event') {
    const a = entry.event.attributes;
    const name = `${entry.label}, ${entry.status}, ${formatDay(a.start)} to ${formatDay(a.end)}`;
    const common = {
      className: classes.bar,
      style: { ...colourStyle(entry.status), ...placement.style },
      title: `${entry.label} · ${entry.status}`,
      'data-available': a.status === 'available' || undefined,
      'data-expired': a.expired || undefined,
      ...flags,
    };
    const content = (
      <>
        <span className={classes.barText}>{entry.label}</span>
        {compact ? null : <StatusPill label={entry.status} size="xs" />}
      </>
    );
    return canEditEvents ? (
      <Link to={paths.events.edit.getHref(propertyId, entry.id)} aria-label={name} {...common}>
        {content}
      </Link>
    ) : (
      <span role="note" aria-label={name} {...common}>
        {content}
      </span>
    );
  }

  const a = entry.task.attributes;
  const Icon = TASK_ICONS[a.department as keyof typeof TASK_ICONS] ?? IconClipboardCheck;
  return (
    <button
      type="button"
      className={classes.task}
      style={placement.style}
      onClick={() => onTask(entry.id)}
      aria-label={`Task ${a.name}, ${entry.status}`}
      title={a.name}
    >
      <Icon
        size={14}
        stroke={1.6}
        aria-hidden
        style={{ flex: 'none' }}
        color={compact ? `var(--mantine-color-${statusPillColour(entry.status)}-filled)` : undefined}
      />
      {showTaskName ? <span className={classes.barText}>{a.name}</span> : null}
      {compact ? null : <StatusPill label={entry.status} size="xs" />}
    </button>
  );
};
