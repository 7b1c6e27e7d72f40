import { lifecycleNote, nightTakesStays } from '@hearth/domain/bookings';
import type { TTimelineRow, TTimelineTask } from '@hearth/domain/calendar';
import { addDays } from '@hearth/domain/dates';
import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { PortalLogo } from '../../../components/portal-logo';
import { paths } from '../../../config/paths';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import type { RowSelection } from '../hooks/use-range-selection';
import {
  bookingLabel,
  bookingStatusWord,
  bookingTitle,
  channelColour,
  colourVar,
  eventLabel,
  eventText,
  closedNightsOf,
  nightCellLabel,
  placeSpan,
  shortDay,
  taskColour,
  tasksByDay,
  taskStatusWord,
  type Night,
  type Placement,
} from '../utils/timeline-layout';
import classes from './timeline.module.css';

/** What a row may offer, decided once for the screen. */
export type RowAbilities = {
  /** Booking bars open the reservation (reservation:list), else the property's calendar on that month. */
  opensReservations: boolean;
  /** Event bars open the event page (event:update). */
  editsEvents: boolean;
};

type RowProps = {
  row: TTimelineRow;
  nights: readonly Night[];
  /** Labels of the nights ('Mon 5 Mar 2031'), as the cells are named. */
  nightLabels: readonly string[];
  dayWidth: number;
  top: number;
  today: string;
  selection: RowSelection | null;
  abilities: RowAbilities;
  productName: string;
  onNight: (propertyId: string, day: string) => void;
};

const GAP = 2;

/** Left and width of a span of columns, a little in from the edges it does not cross. */
const box = (p: Placement, dayWidth: number): CSSProperties => {
  const left = p.first * dayWidth + (p.clippedBefore ? 0 : GAP);
  const right = (p.last + 1) * dayWidth - (p.clippedAfter ? 0 : GAP);
  return { left, width: Math.max(4, right - left) };
};

const clipFlags = (p: Placement) => ({
  'data-clipped-before': p.clippedBefore || undefined,
  'data-clipped-after': p.clippedAfter || undefined,
});

/** Arrow keys move along the row's nights; the row is one stop of the Tab order. */
const moveAlong = (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const target = event.target as HTMLElement;
  if (!target.dataset.night) return;
  const next = (
    event.key === 'ArrowRight' ? target.nextElementSibling : target.previousElementSibling
  ) as HTMLElement | null;
  if (next?.dataset.night) {
    event.preventDefault();
    next.focus();
  }
};

const taskName = (tasks: readonly TTimelineTask[]): string =>
  tasks.length === 1
    ? `Task ${tasks[0]?.name ?? ''}, ${taskStatusWord(tasks[0]!)}`
    : `${tasks.length} tasks: ${tasks.map((t) => `${t.name} (${taskStatusWord(t)})`).join('; ')}`;

/** What the name column says after the code: an inactive home, or an offboarding one's last night. */
const lifecycleWord = (status: string, lastNight: string | null): string | null => {
  if (status === 'inactive') return 'Inactive';
  return status === 'offboarding' && lastNight ? `Last night ${shortDay(lastNight)}` : null;
};

/**
 * One home: its name (a link to its calendar), a button per night, and its stays, events and tasks over them. Nights
 * the home takes no stays on (inactive, after its last night: docs/product/properties.md#life-cycle) are greyed, and
 * the nights closed by hand striped, as on the home's calendar (docs/product/rates.md#nights-by-hand).
 */
export const TimelineRowView = memo(function TimelineRowView({
  row,
  nights,
  nightLabels,
  dayWidth,
  top,
  today,
  selection,
  abilities,
  productName,
  onNight,
}: RowProps) {
  const a = row.attributes;
  const count = nights.length;
  const from = nights[0]?.day ?? today;
  const timeZone = a.timezone || DEFAULT_TIME_ZONE;
  const chosenStart = selection?.start ?? null;
  const chosenEnd = selection?.end ?? null;
  // One stop of the Tab order per row: the chosen night, else today's, else the first.
  const tabNight = chosenStart ?? (nights.some((n) => n.day === today) ? today : from);
  const lifecycle = { status: a.status, lastNight: a.lastNight };
  const word = lifecycleWord(a.status, a.lastNight);
  const closedNights = closedNightsOf(a.closedNights);

  return (
    <div
      role="group"
      aria-label={a.name}
      className={classes.row}
      style={{ top }}
      data-property={row.id}
      data-inactive={a.status === 'inactive' || undefined}
    >
      <div className={classes.name} title={lifecycleNote(lifecycle) ?? undefined}>
        <Link className={classes.nameLink} to={paths.property.getHref(row.id)} title={a.name}>
          {a.name}
        </Link>
        <span className={classes.code}>
          {a.code}
          {word ? ` · ${word}` : null}
        </span>
      </div>
      <div className={classes.track} onKeyDown={moveAlong}>
        {nights.map((night, index) => {
          const inRange =
            chosenStart !== null && chosenEnd !== null && night.day > chosenStart && night.day < chosenEnd;
          const edge = night.day === chosenStart || night.day === chosenEnd;
          const noStays = !nightTakesStays(lifecycle, night.day);
          const closed = closedNights.has(night.day);
          return (
            <button
              key={night.day}
              type="button"
              className={classes.cell}
              data-night={night.day}
              data-weekend={night.weekend || undefined}
              data-today={night.day === today || undefined}
              data-past={night.day < today || undefined}
              data-in-range={inRange || undefined}
              data-edge={edge || undefined}
              data-no-stays={noStays || undefined}
              data-closed={closed || undefined}
              aria-pressed={edge || inRange}
              aria-label={
                closed || noStays ? nightCellLabel(nightLabels[index] ?? '', closed, noStays) : nightLabels[index]
              }
              tabIndex={night.day === tabNight ? 0 : -1}
              onClick={() => onNight(row.id, night.day)}
            />
          );
        })}

        {a.bookings.map((booking) => {
          const p = placeSpan(booking.start, booking.end, from, count);
          if (!p) return null;
          const colour = booking.status === 'BLOCKED' ? 'gray' : channelColour(booking.channel);
          const style = {
            ...box(p, dayWidth),
            '--bar': colourVar(colour, 'filled'),
            '--bar-bg': colourVar(colour, 'light'),
          } as CSSProperties;
          const label = bookingLabel(booking, productName);
          const width = Number(style.width);
          return (
            <Link
              key={booking.id}
              className={classes.bar}
              style={style}
              to={
                abilities.opensReservations
                  ? paths.reservation.getHref(booking.id)
                  : paths.property.calendar.getHrefOn(row.id, booking.start)
              }
              aria-label={label}
              title={`${bookingTitle(booking)} · ${bookingStatusWord(booking)} · ${booking.longCode}`}
              data-kind="booking"
              data-channel={booking.channel}
              data-cancelling={booking.recordStatus === 'CANCELLING' || undefined}
              {...clipFlags(p)}
            >
              {width >= 56 ? <PortalLogo channel={booking.channel} productName={productName} size={14} /> : null}
              {width >= 28 ? <span className={classes.barText}>{bookingTitle(booking)}</span> : null}
            </Link>
          );
        })}

        {(a.events ?? []).map((event) => {
          const p = placeSpan(event.start, event.end, from, count);
          if (!p) return null;
          const label = eventLabel(event, timeZone);
          const common = {
            className: event.kind === 'available' ? classes.note : classes.bar,
            style: box(p, dayWidth),
            'aria-label': label,
            title: label,
            'data-kind': event.kind,
            ...clipFlags(p),
          };
          const text = event.kind === 'available' ? null : <span className={classes.barText}>{eventText(event)}</span>;
          return abilities.editsEvents ? (
            <Link key={event.id} to={paths.events.edit.getHref(row.id, event.id)} {...common}>
              {text}
            </Link>
          ) : (
            <span key={event.id} role="note" {...common}>
              {text}
            </span>
          );
        })}

        {[...tasksByDay(a.tasks ?? [])].map(([day, tasks]) => {
          const p = placeSpan(day, addDays(day, 1), from, count);
          if (!p) return null;
          const overdue = tasks.some((t) => t.overdue);
          const colour = overdue ? 'red' : taskColour(tasks[0]!);
          const name = taskName(tasks);
          return (
            <span
              key={day}
              role="note"
              className={classes.task}
              style={
                {
                  left: p.first * dayWidth + 1,
                  width: dayWidth - 2,
                  '--task': colourVar(colour, 'filled'),
                  '--task-bg': colourVar(colour, 'light'),
                } as CSSProperties
              }
              aria-label={name}
              title={name}
              data-overdue={overdue || undefined}
            >
              <span className={classes.taskDot} aria-hidden />
              {dayWidth >= 40 ? (
                <span className={classes.taskText}>
                  {tasks.length === 1 ? tasks[0]!.name : `${tasks.length} tasks`}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
    </div>
  );
});
