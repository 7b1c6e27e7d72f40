import {
  calendarLoadWindow,
  firstDayOfMonth,
  lastDayOfMonth,
  layoutMonth,
  layoutWeek,
  monthWeeks,
  weekDaysOf,
  type SelectionRules,
} from '@hearth/domain/calendar';
import { addDays, todayIn } from '@hearth/domain/dates';
import { isRouteAllowed } from '@hearth/domain/access';
import { lifecycleNote, lifecycleRefusal, type TBookingListItem } from '@hearth/domain/bookings';
import { type TTask, type TTaskComment } from '@hearth/domain/tasks';
import { Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { isApiError } from '../../../lib/api-client';
import { useSignedInSession } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { lazyPage } from '../../../lib/lazy-page';
import { paths } from '../../../config/paths';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { usePropertyBookings } from '../../../api/bookings/get-property-bookings';
import type { CalendarWindow } from '../../../api/window';
import { usePropertyEvents } from '../../../api/events/get-property-events';
import { useProperty } from '../../../api/properties/get-property';
import { usePropertyRates } from '../../../api/rates/get-property-rates';
import { usePropertyTasks } from '../../../api/tasks/get-property-tasks';
import { useCalendarView, type CalendarView } from '../hooks/use-calendar-view';
import { useDaySelection } from '../hooks/use-day-selection';
import { holderOf, takenNightsOf, toEntries } from '../utils/calendar-entries';
import { CalendarGrid, RateMarksLegend, WeekAgenda, type NightRate } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { PropertyHeader, PropertyHeaderError } from '../../../components/property-header';
import { PropertyTabs } from '../../../components/property-tabs';
import { SelectionBar } from './selection-bar';
import { canDo } from '../../../lib/use-can';
import type { BookStayRequest } from '../../../components/bookings/book-stay-drawer';
import type { SetNightsRequest } from '../../../components/rates/set-nights-drawer';
import type { TaskFormRequest } from '../../../components/tasks/task-form-drawer';

// The drawers (and the form, date picker and schema under them) load when first opened, not with the calendar.
const BookStayDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/bookings/book-stay-drawer').BookStayDrawer>
>(() => import('../../../components/bookings/book-stay-drawer'), 'BookStayDrawer');
const SetNightsDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/rates/set-nights-drawer').SetNightsDrawer>
>(() => import('../../../components/rates/set-nights-drawer'), 'SetNightsDrawer');
const BookingSummaryDrawer = lazyPage<
  React.ComponentProps<typeof import('./booking-summary-drawer').BookingSummaryDrawer>
>(() => import('./booking-summary-drawer'), 'BookingSummaryDrawer');
// The iCal address and its panel (a drawer, a confirmation, a copy button) sit under the days: they load once the
// bookings have, not with the screen's first paint.
const CalendarIcal = lazyPage<React.ComponentProps<typeof import('./calendar-ical').CalendarIcal>>(
  () => import('./calendar-ical'),
  'CalendarIcal',
);
// The task popup too: it loads with the first task opened; the task form with its first 'New task' or 'Edit'.
const TaskDetailModal = lazyPage<
  React.ComponentProps<typeof import('../../../components/tasks/task-detail-modal').TaskDetailModal>
>(() => import('../../../components/tasks/task-detail-modal'), 'TaskDetailModal');
const TaskFormDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/tasks/task-form-drawer').TaskFormDrawer>
>(() => import('../../../components/tasks/task-form-drawer'), 'TaskFormDrawer');

/** 'Book a stay' once opened: what it was opened on, and whether it is open (it stays mounted to slide out). */
type BookStayState = { request: BookStayRequest; opened: boolean };
/** 'Set rates' once opened, kept while it slides out. */
type SetNightsState = { request: SetNightsRequest; opened: boolean };
/** The booking summary once opened, kept while it slides out. */
type SummaryState = { booking: TBookingListItem; opened: boolean };
/** The task form once opened, kept while it slides out. */
type TaskFormState = { request: TaskFormRequest; opened: boolean };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = MONTHS.map((name) => name.slice(0, 3));

const titleOf = (view: CalendarView): string => {
  if (view.mode === 'month') return `${MONTHS[view.month - 1]} ${view.year}`;
  const last = addDays(view.weekStart, 6);
  const [y1, m1, d1] = view.weekStart.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = last.split('-').map(Number) as [number, number, number];
  const left = `${d1}${m1 === m2 ? '' : ` ${SHORT_MONTHS[m1 - 1]}`}${y1 === y2 ? '' : ` ${y1}`}`;
  return `${left} – ${d2} ${SHORT_MONTHS[m2 - 1]} ${y2}`;
};

/** The days on screen, first and last. */
const shownRange = (view: CalendarView): CalendarWindow => {
  if (view.mode === 'week') return { from: view.weekStart, to: addDays(view.weekStart, 6) };
  const weeks = monthWeeks(view.year, view.month);
  return {
    from: weeks[0]?.[0] ?? firstDayOfMonth(view.year, view.month),
    to: weeks.at(-1)?.[6] ?? lastDayOfMonth(view.year, view.month),
  };
};

/**
 * The load window (docs/product/calendar.md#states) follows the year shown, but only moves when the shown days leave it: paging through
 * months inside it never loads again.
 */
const useLoadWindow = (view: CalendarView): CalendarWindow => {
  const shown = shownRange(view);
  const [year, setYear] = useState(view.year);
  const window = calendarLoadWindow(year);
  if (shown.from < window.from || shown.to > window.to) {
    setYear(view.year);
    return calendarLoadWindow(view.year);
  }
  return window;
};

/** A part of the calendar that failed. A 404 is left to the property: the page becomes the 404 page when it says so. */
const loadFailure = (title: string, error: unknown) =>
  isNotFound(error) ? null : (
    <ErrorAlert title={title}>
      {isApiError(error) ? `${error.errorCode} ${error.errorMessage}` : 'Something went wrong. Try again.'}
    </ErrorAlert>
  );

const PropertyCalendar = ({ propertyId }: { propertyId: string }) => {
  const { user } = useSignedInSession();
  const roles = user.roles;
  const caller = { userId: user.id, roles };
  // Read at the first render: a phone's first render is then its own (the week, the smaller header), not a desktop's
  // replaced a moment later.
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const property = useProperty(propertyId);
  const attributes = property.data?.data.attributes;
  const timeZone = attributes?.timezone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone);
  useDocumentTitle(attributes?.name ?? 'Property');

  const { view, step, goToday, setMode, setRange, setMakeEvent, clearBook } = useCalendarView(today, mobile);
  const window = useLoadWindow(view);

  const confidential = canDo(caller, 'property:read-confidential');
  const bookings = usePropertyBookings(propertyId, window, roles);
  const rates = usePropertyRates(propertyId, window, canDo(caller, 'rate:read'));
  const events = usePropertyEvents(propertyId, window, canDo(caller, 'event:view'));
  const tasks = usePropertyTasks(propertyId, window, confidential);
  // The days show once everything the caller sees on them is here (the four calls answer within milliseconds of each
  // other): a day does not grow under the reader as its rate, event or task arrives, and the days render once, not
  // four times. A call the caller may not make (`isLoading` is false when disabled), or one that failed, holds nothing.
  const windowPending = bookings.isPending || rates.isLoading || events.isLoading || tasks.isLoading;

  const entries = useMemo(
    () => toEntries(bookings.data?.data ?? [], events.data?.data ?? [], tasks.data?.data ?? [], timeZone),
    [bookings.data, events.data, tasks.data, timeZone],
  );
  const rules: SelectionRules = useMemo(() => {
    const taken = takenNightsOf(entries);
    return {
      isRestricted: (day) => day < today || day < window.from || day > window.to,
      isTaken: (night) => taken.has(night),
      takenBy: (night) => holderOf(entries, night),
    };
  }, [entries, today, window.from, window.to]);
  const { selection, message, clickDay, focusOn, clear } = useDaySelection({
    startDate: view.startDate,
    endDate: view.endDate,
    rules,
    onRange: setRange,
  });

  const rateByDay = useMemo(
    () =>
      rates.data
        ? new Map<string, NightRate>(
            rates.data.data.map(({ attributes: a }) => [
              a.date,
              { price: a.price, closed: a.closed, minNights: a.minNights, byHand: a.byHand },
            ]),
          )
        : null,
    [rates.data],
  );
  const currency = rates.data?.meta.currency ?? attributes?.currency ?? 'AUD';
  const weeks = useMemo(
    () =>
      view.mode === 'month'
        ? layoutMonth(view.year, view.month, entries)
        : [layoutWeek(weekDaysOf(view.weekStart), entries)],
    [view.mode, view.year, view.month, view.weekStart, entries],
  );

  // The marks' legend shows under the days once one of them carries a mark.
  const ratesMarked = useMemo(
    () =>
      weeks.some((week) =>
        week.days.some((day) => {
          const night = rateByDay?.get(day);
          return Boolean(night && (night.closed || night.minNights !== null || night.byHand));
        }),
      ),
    [weeks, rateByDay],
  );

  const [openTask, setOpenTask] = useState<string | null>(null);
  // The popup mounts with the first task opened and stays mounted, so that it closes with its transition.
  const [taskShown, setTaskShown] = useState(false);
  if (openTask !== null && !taskShown) setTaskShown(true);
  const commentsByTask = useMemo(() => {
    const map = new Map<string, TTaskComment[]>();
    for (const item of tasks.data?.included ?? []) {
      if (item.type !== 'task-comment') continue;
      map.set(item.attributes.taskId, [...(map.get(item.attributes.taskId) ?? []), item]);
    }
    return map;
  }, [tasks.data]);
  const knownTask = tasks.data?.data.find((task) => task.id === openTask) ?? null;
  const closeTask = useCallback(() => setOpenTask(null), []);

  // Booking a stay (issue 15 item 3): Book on a chosen range, or `book=1` in the address once the bookings have
  // loaded and the range still holds (a link from the multi-calendar). An inactive home takes no stay, an offboarding
  // one none past its last night (docs/product/properties.md#life-cycle): Book waits for the home, and is disabled
  // and says why.
  const canBook = canDo(caller, 'booking:create');
  const range =
    selection.start !== null && selection.end !== null ? { start: selection.start, end: selection.end } : null;
  const lifecycle = attributes ? { status: attributes.status, lastNight: attributes.lastNight } : null;
  const bookRefusal = lifecycle && range ? lifecycleRefusal(lifecycle, range.end) : null;
  const [bookStay, setBookStay] = useState<BookStayState | null>(null);
  const openBookStay = useCallback(
    (stay: { start: string; end: string }) =>
      setBookStay((current) => ({
        opened: true,
        request: {
          id: (current?.request.id ?? 0) + 1,
          checkIn: stay.start,
          checkOut: stay.end,
          adults: view.adults,
          children: view.children,
        },
      })),
    [view.adults, view.children],
  );
  const bookFromAddress = view.book && !bookings.isPending && !property.isPending;
  if (bookFromAddress && canBook && range && !bookRefusal && !bookStay?.opened) openBookStay(range);
  useEffect(() => {
    if (bookFromAddress) clearBook();
  }, [bookFromAddress, clearBook]);
  const closeBookStay = useCallback(() => setBookStay((current) => current && { ...current, opened: false }), []);
  const booked = useCallback(() => {
    closeBookStay();
    clear();
  }, [closeBookStay, clear]);

  // Nights by hand (docs/product/rates.md#nights-by-hand): the chosen nights are the stay's, check-out day left out.
  const canSetRates = canDo(caller, 'rate:manage');
  const [setNights, setSetNights] = useState<SetNightsState | null>(null);
  const openSetNights = (stay: { start: string; end: string }) =>
    setSetNights((current) => ({
      opened: true,
      request: {
        id: (current?.request.id ?? 0) + 1,
        propertyId,
        propertyName: attributes?.name ?? null,
        from: stay.start,
        to: addDays(stay.end, -1),
        currency,
      },
    }));
  const closeSetNights = useCallback(() => setSetNights((current) => current && { ...current, opened: false }), []);
  const nightsSet = useCallback(() => {
    closeSetNights();
    clear();
  }, [closeSetNights, clear]);

  // Tasks (docs/product/tasks.md#screens): 'New task' on the chosen day (the first of a range), and a task's Edit.
  const canManageTasks = canDo(caller, 'task:manage');
  const [taskForm, setTaskForm] = useState<TaskFormState | null>(null);
  const openTaskForm = useCallback(
    (fields: Pick<TaskFormRequest, 'day' | 'task'>) =>
      setTaskForm((current) => ({
        opened: true,
        request: { id: (current?.request.id ?? 0) + 1, propertyId, propertyName: attributes?.name ?? null, ...fields },
      })),
    [propertyId, attributes?.name],
  );
  const closeTaskForm = useCallback(() => setTaskForm((current) => current && { ...current, opened: false }), []);
  const taskSaved = useCallback(() => {
    closeTaskForm();
    clear();
  }, [closeTaskForm, clear]);
  const editTask = useCallback(
    (task: TTask) => {
      setOpenTask(null);
      openTaskForm({ day: task.attributes.scheduledDate, task });
    },
    [openTaskForm],
  );

  // Those who may not open the booking record (reservation managers, owners...) get its summary on the calendar.
  const opensRecords = isRouteAllowed(paths.reservation.getHref('booking'), roles);
  const [summary, setSummary] = useState<SummaryState | null>(null);
  const openSummary = useCallback((booking: TBookingListItem) => setSummary({ booking, opened: true }), []);
  const closeSummary = useCallback(() => setSummary((current) => current && { ...current, opened: false }), []);

  // What every view's day cells share (the grid, or the agenda on phones).
  const dayProps = {
    entries,
    today,
    rates: rateByDay,
    currency,
    lifecycle,
    selection,
    onDay: clickDay,
    onTask: setOpenTask,
    onBooking: opensRecords ? undefined : openSummary,
    propertyId,
    canEditEvents: canDo(caller, 'event:update'),
  };

  return (
    <Stack gap="md">
      {property.isError ? (
        <PropertyHeaderError error={property.error} />
      ) : (
        <PropertyHeader property={property.data?.data} mobile={mobile} />
      )}
      <PropertyTabs propertyId={propertyId} active="calendar" />

      <CalendarToolbar
        mode={view.mode}
        title={titleOf(view)}
        onStep={step}
        onToday={goToday}
        onMode={setMode}
        mobile={mobile}
      />

      <SelectionBar
        selection={selection}
        message={message}
        onFocus={focusOn}
        onClear={clear}
        propertyId={propertyId}
        canBook={canBook && lifecycle !== null}
        bookRefusal={bookRefusal}
        lifecycleNote={lifecycle ? lifecycleNote(lifecycle) : null}
        onBook={openBookStay}
        onBookIntent={BookStayDrawer.preload}
        canSetRates={canSetRates}
        onSetRates={openSetNights}
        onSetRatesIntent={SetNightsDrawer.preload}
        canCreateEvent={canDo(caller, 'event:create')}
        makeEvent={view.makeEvent}
        onMakeEvent={setMakeEvent}
        canCreateTask={canManageTasks}
        onNewTask={(day) => openTaskForm({ day })}
        onNewTaskIntent={TaskFormDrawer.preload}
      />

      {bookings.isError ? loadFailure('Could not load bookings', bookings.error) : null}
      {rates.isError ? loadFailure('Could not load rates', rates.error) : null}
      {events.isError ? loadFailure('Could not load events', events.error) : null}

      {windowPending ? (
        <Stack gap={4} role="status" aria-busy="true" aria-label="Loading the calendar">
          <Skeleton height={28} radius="sm" />
          {Array.from({ length: view.mode === 'month' ? 5 : 1 }, (_, index) => (
            <Skeleton key={index} height={view.mode === 'month' ? 104 : 320} radius="sm" />
          ))}
        </Stack>
      ) : view.mode === 'week' && mobile ? (
        <WeekAgenda days={weekDaysOf(view.weekStart)} month={null} {...dayProps} />
      ) : (
        <CalendarGrid
          weeks={weeks}
          month={view.mode === 'month' ? view.month : null}
          tall={view.mode === 'week'}
          mobile={mobile}
          {...dayProps}
        />
      )}

      {ratesMarked && !windowPending ? <RateMarksLegend /> : null}

      {attributes?.icalUrl && !windowPending ? (
        <Suspense fallback={null}>
          <CalendarIcal
            propertyId={propertyId}
            url={attributes.icalUrl}
            confidential={confidential}
            timeZone={timeZone}
            mobile={mobile}
          />
        </Suspense>
      ) : null}

      {taskShown ? (
        <Suspense fallback={null}>
          <TaskDetailModal
            taskId={openTask}
            known={knownTask}
            knownComments={openTask ? (commentsByTask.get(openTask) ?? []) : []}
            timeZone={timeZone}
            onClose={closeTask}
            onEdit={canManageTasks ? editTask : undefined}
          />
        </Suspense>
      ) : null}
      {taskForm && canManageTasks ? (
        <Suspense fallback={null}>
          <TaskFormDrawer
            opened={taskForm.opened}
            request={taskForm.request}
            mobile={mobile}
            onClose={closeTaskForm}
            onSaved={taskSaved}
          />
        </Suspense>
      ) : null}

      {bookStay && canBook ? (
        <Suspense fallback={null}>
          <BookStayDrawer
            opened={bookStay.opened}
            request={bookStay.request}
            onClose={closeBookStay}
            onBooked={booked}
            propertyId={propertyId}
            propertyName={attributes?.name}
            today={today}
            mobile={mobile}
          />
        </Suspense>
      ) : null}
      {setNights && canSetRates ? (
        <Suspense fallback={null}>
          <SetNightsDrawer
            opened={setNights.opened}
            request={setNights.request}
            onClose={closeSetNights}
            onSaved={nightsSet}
            mobile={mobile}
          />
        </Suspense>
      ) : null}
      {summary ? (
        <Suspense fallback={null}>
          <BookingSummaryDrawer
            opened={summary.opened}
            booking={summary.booking}
            onClose={closeSummary}
            canCancel={canDo(caller, 'booking:cancel')}
            mobile={mobile}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};

/**
 * The property is the page's subject: once it answers 404 (unknown, or not the caller's) the whole page is the 404
 * page. Its parts load beside it, not after it.
 */
const KnownProperty = ({ propertyId }: { propertyId: string }) => {
  const { error } = useProperty(propertyId);
  return isNotFound(error) ? <NotFoundPage /> : <PropertyCalendar propertyId={propertyId} />;
};

const ZCalendarParams = z.object({ propertyId: ZRouteId, tab: z.optional(z.string()) });

/** `/properties/:propertyId`: the calendar. The other tabs have routes of their own; an unknown tab is a 404. */
export const CalendarScreen = () => {
  const params = useRouteParams(ZCalendarParams);
  if (!params || params.tab) return <NotFoundPage />;
  return <KnownProperty key={params.propertyId} propertyId={params.propertyId} />;
};
