import { addressDay, addressFlag, addressInt, addressOrNull } from '@hearth/domain/api';
import { monthOf, shiftMonth, weekStartOf } from '@hearth/domain/calendar';
import { addDays } from '@hearth/domain/dates';
import { EVENT_LIMITS } from '@hearth/domain/events';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { useUrlState } from '../../../lib/url-state';

export type CalendarMode = 'month' | 'week';

/**
 * The calendar's address (docs/product/calendar.md#screens; `CalendarQuery` in config/paths.ts builds it). A value that fails is dropped
 * from the address, except the chosen range `startDate`/`endDate`: the day selection checks it as it checks a click
 * and says what is wrong ('Invalid start date', 'End day before start date'...).
 */
export const ZCalendarAddress = z.object({
  month: addressOrNull(addressInt(1, 12)),
  year: addressOrNull(addressInt(EVENT_LIMITS.yearMin, EVENT_LIMITS.yearMax)),
  view: addressOrNull(z.enum(['month', 'week'])),
  /** Any day of the week shown in week view. */
  week: addressOrNull(addressDay),
  event: addressOrNull(z.literal('makeEvent')),
  startDate: addressOrNull(z.string()),
  endDate: addressOrNull(z.string()),
  /** An availability search of the property list: the stay it searched, and its guests. */
  availableFrom: addressOrNull(addressDay),
  availableTo: addressOrNull(addressDay),
  adults: addressOrNull(addressInt(PROPERTY_LIST.adultsMin, PROPERTY_LIST.adultsMax)),
  children: addressOrNull(addressInt(PROPERTY_LIST.childrenMin, PROPERTY_LIST.childrenMax)),
  /** `book=1`: open 'Book a stay' on the range (the multi-calendar's Book links here); taken out once read. */
  book: addressFlag,
});
type CalendarAddress = z.output<typeof ZCalendarAddress>;

/** What the calendar shows, as the address holds it (docs/product/calendar.md#screens), so a reload or a copied link reopens it. */
export type CalendarView = {
  mode: CalendarMode;
  year: number;
  /** 1–12. */
  month: number;
  /** Monday of the week shown in week view. */
  weekStart: string;
  makeEvent: boolean;
  /** The chosen range, raw from the address (`startDate`/`endDate`, else the list's `availableFrom`/`availableTo`). */
  startDate: string | null;
  endDate: string | null;
  adults: number | null;
  children: number | null;
  /** Open 'Book a stay' on the chosen range (`book=1`). */
  book: boolean;
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** Whether the address names no month: the calendar then picks the one it opens on. */
const picksMonth = (address: CalendarAddress): boolean => address.month === null && address.year === null;

/**
 * The view for an address. Without a month, the calendar opens on the month (and week) of a searched stay's
 * check-in, or of the chosen range's start (a link to book it: `startDate`, `endDate`, `book=1`), else on today's;
 * week view on phones unless the address says otherwise.
 */
const toView = (address: CalendarAddress, today: string, mobile: boolean): CalendarView => {
  const rangeStart =
    address.availableFrom ??
    (address.startDate && addressDay.safeParse(address.startDate).success ? address.startDate : null);
  const opensOn = picksMonth(address) && rangeStart ? rangeStart : today;
  const anchor = monthOf(opensOn);
  const year = address.year ?? anchor.year;
  const month = address.month ?? anchor.month;
  const shownAnchor = year === anchor.year && month === anchor.month;
  const weekStart = weekStartOf(address.week ?? (shownAnchor ? opensOn : `${year}-${pad(month)}-01`));
  const startDate = address.startDate ?? address.availableFrom;
  const endDate = address.endDate ?? address.availableTo;
  return {
    mode: address.view ?? (mobile ? 'week' : 'month'),
    year,
    month,
    weekStart,
    makeEvent: address.event === 'makeEvent',
    startDate: startDate || null,
    endDate: endDate || null,
    adults: address.adults,
    children: address.children,
    book: address.book,
  };
};

/** The month a week belongs to: the one holding its Thursday (as ISO weeks count). */
const monthOfWeek = (weekStart: string) => monthOf(addDays(weekStart, 3));

export const useCalendarView = (today: string, mobile: boolean) => {
  const [address, setAddress] = useUrlState(ZCalendarAddress);
  const view = useMemo(() => toView(address, today, mobile), [address, today, mobile]);

  const update = useCallback(
    (changes: Partial<CalendarAddress>, replace = false) =>
      setAddress((current) => ({ ...current, ...changes }), { replace }),
    [setAddress],
  );

  const showMonth = useCallback(
    (year: number, month: number, weekStart: string) => update({ year, month, week: weekStart }),
    [update],
  );

  /** Previous (-1) or next (+1) month or week. */
  const step = useCallback(
    (delta: -1 | 1) => {
      if (view.mode === 'week') {
        const weekStart = addDays(view.weekStart, delta * 7);
        const { year, month } = monthOfWeek(weekStart);
        showMonth(year, month, weekStart);
      } else {
        const { year, month } = shiftMonth(view.year, view.month, delta);
        showMonth(year, month, weekStartOf(`${year}-${pad(month)}-01`));
      }
    },
    [view, showMonth],
  );

  const goToday = useCallback(() => {
    const { year, month } = monthOf(today);
    showMonth(year, month, weekStartOf(today));
  }, [today, showMonth]);

  const setMode = useCallback((mode: CalendarMode) => update({ view: mode }), [update]);

  // The searched stay gives way to the chosen range; the month on screen stays there, also when it was picked from
  // the range (no month in the address) and the range changes or goes.
  const pinMonth = Boolean(address.availableFrom) || picksMonth(address);
  const setRange = useCallback(
    (start: string | null, end: string | null) =>
      update(
        {
          startDate: start,
          endDate: end,
          availableFrom: null,
          availableTo: null,
          ...(pinMonth ? { year: view.year, month: view.month, week: view.weekStart } : {}),
        },
        true,
      ),
    [update, pinMonth, view],
  );

  const setMakeEvent = useCallback((on: boolean) => update({ event: on ? 'makeEvent' : null }), [update]);

  /** `book=1` has been acted on: out of the address, so that a reload or Back does not book again. */
  const clearBook = useCallback(() => update({ book: false }, true), [update]);

  return { view, step, goToday, setMode, setRange, setMakeEvent, clearBook };
};
