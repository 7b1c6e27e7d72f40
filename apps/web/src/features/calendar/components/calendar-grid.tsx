import { nightTakesStays, wholeDollars, type HomeLifecycle } from '@hearth/domain/bookings';
import type { TBookingListItem } from '@hearth/domain/bookings';
import { itemsOnDay, type WeekLayout, type DaySelection } from '@hearth/domain/calendar';
import { type Currency } from '@hearth/domain/properties';
import { Popover, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDay, formatDollars } from '../../../lib/format';
import type { CalendarEntry } from '../utils/calendar-entries';
import { CalendarEntryView } from './calendar-entry';
import classes from './calendar-grid.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A night as its day cell shows it (docs/product/rates.md#calls): price in cents, and what was set by hand. */
export type NightRate = {
  price: number;
  closed: boolean;
  /** The shortest stay arriving on it when it differs from the home's own; null: the home's. */
  minNights: number | null;
  byHand: boolean;
};

/** A night with a mark under its date (closed, or its own minimum stay): its week's head is a line taller. */
const isMarked = (night: NightRate | undefined): boolean =>
  Boolean(night && (night.closed || night.minNights !== null));

/** What each mark on a day cell means, under the calendar once one is shown. */
export const RateMarksLegend = () => (
  <p className={classes.legend}>
    <span>
      <span className={classes.handMark} aria-hidden /> Rate or minimum stay set by hand
    </span>
    <span>
      <span className={classes.minStay}>min 5</span> Shortest stay arriving that night
    </span>
    <span>
      <span className={classes.closed}>Closed</span> No stay may hold the night
    </span>
  </p>
);

export type GridProps = {
  weeks: WeekLayout<CalendarEntry>[];
  entries: readonly CalendarEntry[];
  /** The month shown (1–12), to grey the days of its neighbours; null in week view. */
  month: number | null;
  today: string;
  /** Each night's rate by day; null when the user does not see rates. */
  rates: ReadonlyMap<string, NightRate> | null;
  currency: Currency;
  /** The home's place in its life cycle, to grey the nights it takes no stays on; null until the home loads. */
  lifecycle: HomeLifecycle | null;
  selection: DaySelection;
  onDay: (day: string) => void;
  onTask: (taskId: string) => void;
  /** Opens a booking's summary; without it booking bars link to the booking record. */
  onBooking?: ((booking: TBookingListItem) => void) | undefined;
  propertyId: string;
  canEditEvents: boolean;
  tall?: boolean;
  mobile?: boolean;
};

const inSelection = (day: string, selection: DaySelection) => {
  const { start, end } = selection;
  const edge = day === start || day === end;
  const inside = start !== null && end !== null && day > start && day < end;
  return { edge, inside };
};

/** '+n more' on a day: a popover with everything on that day. */
const MoreOnDay = ({
  day,
  count,
  column,
  row,
  entries,
  entryProps,
}: {
  day: string;
  count: number;
  column: number;
  row: number;
  entries: readonly CalendarEntry[];
  entryProps: Pick<GridProps, 'propertyId' | 'canEditEvents' | 'onTask' | 'onBooking'>;
}) => {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <button
          type="button"
          className={classes.more}
          style={{ gridColumn: column + 1, gridRow: row }}
          onClick={() => setOpened((open) => !open)}
          aria-label={`${count} more on ${formatDay(day)}`}
        >
          +{count} more
        </button>
      </Popover.Target>
      <Popover.Dropdown aria-label={formatDay(day)}>
        <Text size="sm" fw={600} mb="xs">
          {formatDay(day)}
        </Text>
        <div className={classes.popoverList}>
          {itemsOnDay(day, entries).map((entry) => (
            <CalendarEntryView key={`${entry.kind}-${entry.id}`} entry={entry} showTaskName {...entryProps} />
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
};

type DayProps = Pick<GridProps, 'month' | 'today' | 'rates' | 'currency' | 'lifecycle' | 'selection' | 'onDay'>;

/**
 * A day cell: its date and nightly rate; a click sets the start or end of the range. A night the home takes no stays
 * on (inactive, or after an offboarding home's last night: docs/product/properties.md#life-cycle) is greyed.
 */
const DayButton = ({
  day,
  column,
  month,
  today,
  rates,
  currency,
  lifecycle,
  selection,
  onDay,
}: DayProps & { day: string; column?: number }) => {
  const night = rates?.get(day);
  const noStays = lifecycle !== null && !nightTakesStays(lifecycle, day);
  const rate = night === undefined ? null : formatDollars(wholeDollars(night.price), currency);
  const closed = night?.closed ?? false;
  const minNights = night?.minNights ?? null;
  const { edge, inside } = inSelection(day, selection);
  return (
    <button
      type="button"
      className={classes.day}
      style={column === undefined ? undefined : { gridColumn: column + 1 }}
      onClick={() => onDay(day)}
      aria-pressed={edge || inside}
      aria-label={[
        formatDay(day),
        rate,
        closed ? 'closed' : null,
        minNights === null ? null : `minimum stay ${minNights} nights`,
        night?.byHand ? 'set by hand' : null,
        noStays ? 'takes no stays' : null,
        day === today ? 'today' : null,
      ]
        .filter(Boolean)
        .join(', ')}
      data-testid={`day-${day}`}
      data-outside={(month !== null && Number(day.slice(5, 7)) !== month) || undefined}
      data-today={day === today || undefined}
      data-past={day < today || undefined}
      data-in-range={inside || undefined}
      data-edge={edge || undefined}
      data-closed={closed || undefined}
      data-no-stays={noStays || undefined}
    >
      <span className={classes.dayNumber}>{Number(day.slice(8, 10))}</span>
      {column === undefined ? <span className={classes.rate}>{formatDay(day).slice(0, 3)}</span> : null}
      {rate ? (
        <span className={classes.rate} data-closed={closed || undefined}>
          {night?.byHand ? <span className={classes.handMark} aria-hidden /> : null}
          {rate}
        </span>
      ) : null}
      {isMarked(night) ? (
        <span className={classes.marks}>
          {closed ? <span className={classes.closed}>Closed</span> : null}
          {minNights === null ? null : <span className={classes.minStay}>min {minNights}</span>}
        </span>
      ) : null}
    </button>
  );
};

/** Week view on a phone: the days one under another, each with everything on it. */
export const WeekAgenda = ({
  days,
  entries,
  propertyId,
  canEditEvents,
  onTask,
  onBooking,
  ...dayProps
}: DayProps & {
  days: readonly string[];
  entries: readonly CalendarEntry[];
  propertyId: string;
  canEditEvents: boolean;
  onTask: (taskId: string) => void;
  onBooking?: ((booking: TBookingListItem) => void) | undefined;
}) => (
  <div className={`${classes.grid} ${classes.agenda}`}>
    {days.map((day) => (
      <div key={day} className={classes.agendaRow}>
        <DayButton day={day} {...dayProps} />
        <div className={classes.agendaItems}>
          {itemsOnDay(day, entries).map((entry) => (
            <CalendarEntryView
              key={`${entry.kind}-${entry.id}`}
              entry={entry}
              propertyId={propertyId}
              canEditEvents={canEditEvents}
              onTask={onTask}
              onBooking={onBooking}
              showTaskName
            />
          ))}
        </div>
      </div>
    ))}
  </div>
);

/** Month or week grid: day cells (date, nightly rate, selection), bars across days in row slots, '+n more'. */
export const CalendarGrid = ({
  weeks,
  entries,
  month,
  today,
  rates,
  currency,
  lifecycle,
  selection,
  onDay,
  onTask,
  onBooking,
  propertyId,
  canEditEvents,
  tall = false,
  mobile = false,
}: GridProps) => {
  const entryProps = { propertyId, canEditEvents, onTask, onBooking };
  const dayProps = { month, today, rates, currency, lifecycle, selection, onDay };
  return (
    <div className={classes.grid}>
      <div className={classes.weekdays} aria-hidden>
        {WEEKDAYS.map((name) => (
          <div key={name} className={classes.weekday}>
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => {
        const moreRow = week.slotCount + 2;
        return (
          <div
            key={week.days[0]}
            className={`${classes.week} ${tall ? classes.weekTall : ''}`}
            data-marked={week.days.some((day) => isMarked(rates?.get(day))) || undefined}
            style={{ gridTemplateRows: `var(--head) repeat(${week.slotCount}, var(--slot)) auto 1fr` }}
          >
            {week.days.map((day, column) => (
              <DayButton key={day} day={day} column={column} {...dayProps} />
            ))}
            {week.bars.map((bar) => (
              <CalendarEntryView
                key={`${bar.item.kind}-${bar.item.id}`}
                entry={bar.item}
                showTaskName={tall && !mobile}
                compact={mobile || (!tall && bar.span === 1 && bar.item.kind !== 'task')}
                placement={{
                  style: { gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.slot + 2 },
                  continuesBefore: bar.continuesBefore,
                  continuesAfter: bar.continuesAfter,
                }}
                {...entryProps}
              />
            ))}
            {week.more.map((count, column) =>
              count > 0 ? (
                <MoreOnDay
                  key={`more-${column}`}
                  day={week.days[column] ?? ''}
                  count={count}
                  column={column}
                  row={moreRow}
                  entries={entries}
                  entryProps={entryProps}
                />
              ) : null,
            )}
          </div>
        );
      })}
    </div>
  );
};
