import { addDays, monthOf, shiftMonth, weekStartOf, EVENT_LIMITS, isNight } from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type CalendarMode = 'month' | 'week';

/** What the calendar shows, as the address holds it (spec 000 §2), so a reload or a copied link reopens it. */
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
};

const intIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** Reads the view from the address; anything missing or unreadable falls back to today (week view on mobile). */
export const readCalendarView = (params: URLSearchParams, today: string, mobile: boolean): CalendarView => {
  const current = monthOf(today);
  const year = intIn(params.get('year'), EVENT_LIMITS.yearMin, EVENT_LIMITS.yearMax) ?? current.year;
  const month = intIn(params.get('month'), 1, 12) ?? current.month;
  const viewParam = params.get('view');
  const mode: CalendarMode = viewParam === 'week' || viewParam === 'month' ? viewParam : mobile ? 'week' : 'month';
  const week = params.get('week');
  const shownToday = year === current.year && month === current.month;
  const weekStart =
    week && isNight(week) ? weekStartOf(week) : weekStartOf(shownToday ? today : `${year}-${pad(month)}-01`);
  const startDate = params.get('startDate') ?? params.get('availableFrom');
  const endDate = params.get('endDate') ?? params.get('availableTo');
  return {
    mode,
    year,
    month,
    weekStart,
    makeEvent: params.get('event') === 'makeEvent',
    startDate: startDate || null,
    endDate: endDate || null,
    adults: intIn(params.get('adults'), 1, 10),
    children: intIn(params.get('children'), 0, 10),
  };
};

/** The month a week belongs to: the one holding its Thursday (as ISO weeks count). */
const monthOfWeek = (weekStart: string) => monthOf(addDays(weekStart, 3));

export const useCalendarView = (today: string, mobile: boolean) => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readCalendarView(params, today, mobile), [params, today, mobile]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const showMonth = useCallback(
    (year: number, month: number, weekStart: string) =>
      update({ year: String(year), month: String(month), week: weekStart }),
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

  const setRange = useCallback(
    (start: string | null, end: string | null) =>
      update({ startDate: start, endDate: end, availableFrom: null, availableTo: null }, true),
    [update],
  );

  const setMakeEvent = useCallback((on: boolean) => update({ event: on ? 'makeEvent' : null }), [update]);

  return { view, step, goToday, setMode, setRange, setMakeEvent };
};
