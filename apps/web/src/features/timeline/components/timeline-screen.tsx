import { lifecycleNote, lifecycleRefusal } from '@hearth/domain/bookings';
import { PROPERTY_MESSAGES } from '@hearth/domain/properties';
import { todayIn } from '@hearth/domain/dates';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { addDays } from '@hearth/domain/dates';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BookStayRequest } from '../../../components/bookings/book-stay-drawer';
import type { BlockDatesRequest } from '../../../components/events/block-dates-drawer';
import type { SetNightsRequest } from '../../../components/rates/set-nights-drawer';
import type { TaskFormRequest } from '../../../components/tasks/task-form-drawer';
import { RetryAlert } from '../../../components/error-alert';
import { useTimeline } from '../../../api/calendar/get-timeline';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useSignedInSession } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { lazyPage } from '../../../lib/lazy-page';
import { MOBILE_QUERY } from '../../../lib/media';
import { canDo, useCan } from '../../../lib/use-can';
import { useRangeSelection } from '../hooks/use-range-selection';
import { useTimelineState } from '../hooks/use-timeline-state';
import { nightsOf, takenNights } from '../utils/timeline-layout';
import { TimelineGrid } from './timeline-grid';
import { TimelineLegend } from './timeline-legend';
import type { RowAbilities } from './timeline-row';
import { TimelineSelectionBar } from './timeline-selection-bar';
import { TimelineToolbar } from './timeline-toolbar';

// Book, Block and Set rates open their forms in drawers on this page, so the place on the multi-calendar is kept; their code
// loads once a range is chosen (or a pointer reaches the buttons).
const BookStayDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/bookings/book-stay-drawer').BookStayDrawer>
>(() => import('../../../components/bookings/book-stay-drawer'), 'BookStayDrawer');
const BlockDatesDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/events/block-dates-drawer').BlockDatesDrawer>
>(() => import('../../../components/events/block-dates-drawer'), 'BlockDatesDrawer');
const SetNightsDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/rates/set-nights-drawer').SetNightsDrawer>
>(() => import('../../../components/rates/set-nights-drawer'), 'SetNightsDrawer');
const TaskFormDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/tasks/task-form-drawer').TaskFormDrawer>
>(() => import('../../../components/tasks/task-form-drawer'), 'TaskFormDrawer');
const preloadDrawers = () => {
  void BookStayDrawer.preload();
  void BlockDatesDrawer.preload();
  void SetNightsDrawer.preload();
  void TaskFormDrawer.preload();
};

type Opened<T> = { request: T & { propertyId: string; propertyName: string | null }; opened: boolean };

/** 'There was an error {code} {message}' (docs/product/calendar.md#messages), as the property list says it. */
const errorBody = (error: unknown): string =>
  isApiError(error)
    ? PROPERTY_MESSAGES.listErrorBody(error.errorCode, error.errorMessage)
    : PROPERTY_MESSAGES.listErrorBody(NETWORK_ERROR, error instanceof Error ? error.message : '');

const countLabel = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'property' : 'properties'}`;

/**
 * `/properties/timeline`, the multi-calendar (issue 15 item 4): the caller's homes one per row, searched as the list
 * is, over two weeks to three months of nights; stays coloured by channel, holds and blocks, tasks by status, and
 * nights closed by hand. A range chosen on a row can be booked (booking:create) or blocked
 * (event:create); nights a home takes no stays on are greyed and not booked. Inactive homes show when asked for.
 */
export const TimelineScreen = () => {
  useDocumentTitle('Multi-calendar');
  const { user } = useSignedInSession();
  const { productName } = usePublicConfig();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const today = todayIn(DEFAULT_TIME_ZONE);
  const { view, setStart, step, setWidth, setFilterText, setIncludeInactive } = useTimelineState(today);
  const canIncludeInactive = useCan('property:include-inactive');
  const includeInactive = canIncludeInactive && view.includeInactive;

  const params = useMemo(
    () => ({ from: view.from, to: view.to, filterText: view.filterText || undefined, includeInactive }),
    [view.from, view.to, view.filterText, includeInactive],
  );
  const timeline = useTimeline(params);
  const rows = useMemo(() => timeline.data?.pages.flatMap((page) => page.data) ?? [], [timeline.data]);
  const total = timeline.data?.pages[0]?.meta.totalCount;
  const nights = useMemo(() => nightsOf(view.from, view.to), [view.from, view.to]);

  const caller = { userId: user.id, companyId: user.companyId ?? null, roles: user.roles };
  const canBook = canDo(caller, 'booking:create');
  const canBlock = canDo(caller, 'event:create');
  const canSetRates = canDo(caller, 'rate:manage');
  const canCreateTask = canDo(caller, 'task:manage');
  const opensReservations = canDo(caller, 'reservation:list');
  const editsEvents = canDo(caller, 'event:update');
  const abilities: RowAbilities = useMemo(() => ({ opensReservations, editsEvents }), [opensReservations, editsEvents]);

  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const rules = useMemo(
    () => ({
      today,
      takenOf: (propertyId: string) => {
        const row = rowsById.get(propertyId);
        return row ? takenNights(row) : new Set<string>();
      },
    }),
    [rowsById, today],
  );
  const { selection, message, clickNight, clear } = useRangeSelection(rules);
  // The rows stay the same objects while a range is chosen: they get a stable handler that calls the latest one.
  const latestClick = useRef(clickNight);
  useEffect(() => {
    latestClick.current = clickNight;
  });
  const onNight = useCallback((propertyId: string, day: string) => latestClick.current(propertyId, day), []);
  const fetchNext = timeline.fetchNextPage;
  const onNextPage = useCallback(() => void fetchNext(), [fetchNext]);

  // The drawers stay mounted once opened, so they slide out; each opening starts its form afresh.
  const [bookStay, setBookStay] = useState<Opened<BookStayRequest> | null>(null);
  const [blockDates, setBlockDates] = useState<Opened<BlockDatesRequest> | null>(null);
  const [setNights, setSetNights] = useState<{ request: SetNightsRequest; opened: boolean } | null>(null);
  const [taskForm, setTaskForm] = useState<{ request: TaskFormRequest; opened: boolean } | null>(null);
  const chosen = selection?.end
    ? {
        propertyId: selection.propertyId,
        propertyName: rowsById.get(selection.propertyId)?.attributes.name ?? null,
        checkIn: selection.start,
        checkOut: selection.end,
      }
    : null;
  // A whole range chosen is the intent: the drawers' code loads while the pointer travels to Book or Block.
  const rangeChosen = Boolean(selection?.end);
  // An inactive home takes no stay, an offboarding one none past its last night (docs/product/properties.md#life-cycle).
  const chosenRow = selection ? rowsById.get(selection.propertyId) : undefined;
  const bookRefusal = chosenRow && selection?.end ? lifecycleRefusal(chosenRow.attributes, selection.end) : null;
  const legend = useMemo(
    () => ({
      closed: rows.some((row) => (row.attributes.closedNights?.length ?? 0) > 0),
      noStays: rows.some((row) => lifecycleNote(row.attributes) !== null),
    }),
    [rows],
  );
  useEffect(() => {
    if (rangeChosen) preloadDrawers();
  }, [rangeChosen]);
  const openBook = () => {
    if (!chosen || bookRefusal) return;
    setBookStay({ request: { ...chosen, id: Date.now(), adults: null, children: null }, opened: true });
  };
  // An event covers days, both ends inclusive: the nights chosen end the day before check-out.
  const openBlock = () => {
    if (!chosen) return;
    const { checkIn, checkOut, ...home } = chosen;
    setBlockDates({ request: { ...home, id: Date.now(), start: checkIn, end: addDays(checkOut, -1) }, opened: true });
  };
  // Rates are set on nights, both ends inclusive, as blocks are: the last night is the day before check-out.
  const openSetNights = () => {
    if (!chosen) return;
    const row = rowsById.get(chosen.propertyId);
    setSetNights({
      request: {
        id: Date.now(),
        propertyId: chosen.propertyId,
        propertyName: chosen.propertyName,
        from: chosen.checkIn,
        to: addDays(chosen.checkOut, -1),
        currency: row?.attributes.currency ?? 'AUD',
      },
      opened: true,
    });
  };
  // A task on the home, on the first night chosen (a day's task: its check-out is not asked for).
  const openNewTask = () => {
    if (!selection) return;
    setTaskForm({
      request: {
        id: Date.now(),
        propertyId: selection.propertyId,
        propertyName: rowsById.get(selection.propertyId)?.attributes.name ?? null,
        day: selection.start,
      },
      opened: true,
    });
  };
  const closeTaskForm = useCallback(() => setTaskForm((current) => current && { ...current, opened: false }), []);
  const taskSaved = useCallback(() => {
    closeTaskForm();
    clear();
  }, [closeTaskForm, clear]);
  const closeSetNights = useCallback(() => setSetNights((current) => current && { ...current, opened: false }), []);
  const nightsSet = useCallback(() => {
    closeSetNights();
    clear();
  }, [closeSetNights, clear]);
  const closeBook = useCallback(() => setBookStay((current) => current && { ...current, opened: false }), []);
  const closeBlock = useCallback(() => setBlockDates((current) => current && { ...current, opened: false }), []);
  const booked = useCallback(() => {
    closeBook();
    clear();
  }, [closeBook, clear]);
  const blocked = useCallback(() => {
    closeBlock();
    clear();
  }, [closeBlock, clear]);

  const firstPageFailed = timeline.isError && rows.length === 0;
  const clearSearch = view.filterText ? () => setFilterText('') : null;

  return (
    <Stack gap="sm" miw={0}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Multi-calendar
        </Title>
        <Group gap="md">
          {/*
           * As on the property list (docs/product/properties.md#screens): staff, admin and content creators. A toggle
           * button rather than a Checkbox, whose chunk would add 3.3 kB to this page's first load.
           */}
          {canIncludeInactive ? (
            <Button
              size="xs"
              variant={includeInactive ? 'light' : 'default'}
              leftSection={includeInactive ? <IconCheck size={14} aria-hidden /> : null}
              aria-pressed={includeInactive}
              onClick={() => setIncludeInactive(!includeInactive)}
            >
              Include Inactive
            </Button>
          ) : null}
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
            {total !== undefined ? countLabel(total) : ''}
          </Text>
        </Group>
      </Group>

      <TimelineToolbar
        view={view}
        mobile={mobile}
        onSearch={setFilterText}
        onStart={setStart}
        onStep={step}
        onWidth={setWidth}
      />

      <TimelineGrid
        rows={rows}
        nights={nights}
        today={today}
        pending={timeline.isPending}
        error={
          firstPageFailed ? (
            <RetryAlert
              title={PROPERTY_MESSAGES.listErrorTitle}
              message={errorBody(timeline.error)}
              onRetry={() => void timeline.refetch()}
            />
          ) : null
        }
        moreError={
          timeline.isFetchNextPageError ? (
            <Text size="sm" c="red.8" role="alert">
              {errorBody(timeline.error)}
            </Text>
          ) : null
        }
        hasNextPage={timeline.hasNextPage}
        fetchingNextPage={timeline.isFetchingNextPage}
        onNextPage={onNextPage}
        onRetry={onNextPage}
        empty={
          <Stack gap="xs" align="flex-start">
            <Text fw={500}>{PROPERTY_MESSAGES.noResults}</Text>
            {clearSearch ? (
              <Button size="xs" variant="light" onClick={clearSearch}>
                Clear search
              </Button>
            ) : null}
          </Stack>
        }
        selection={selection}
        onNight={onNight}
        abilities={abilities}
        productName={productName}
        mobile={mobile}
      >
        <TimelineSelectionBar
          selection={selection}
          propertyName={selection ? (rowsById.get(selection.propertyId)?.attributes.name ?? null) : null}
          message={message}
          canBook={canBook}
          bookRefusal={bookRefusal}
          lifecycleNote={chosenRow ? lifecycleNote(chosenRow.attributes) : null}
          canBlock={canBlock}
          canSetRates={canSetRates}
          canCreateTask={canCreateTask}
          onBook={openBook}
          onBlock={openBlock}
          onSetRates={openSetNights}
          onNewTask={openNewTask}
          onIntent={preloadDrawers}
          onClear={clear}
        />
      </TimelineGrid>
      <TimelineLegend closed={legend.closed} noStays={legend.noStays} />
      {bookStay ? (
        <BookStayDrawer
          opened={bookStay.opened}
          request={bookStay.request}
          onClose={closeBook}
          onBooked={booked}
          propertyId={bookStay.request.propertyId}
          propertyName={bookStay.request.propertyName ?? undefined}
          today={today}
          mobile={mobile}
        />
      ) : null}
      {blockDates ? (
        <BlockDatesDrawer
          opened={blockDates.opened}
          request={blockDates.request}
          roles={user.roles}
          mobile={mobile}
          onClose={closeBlock}
          onBlocked={blocked}
        />
      ) : null}
      {taskForm ? (
        <TaskFormDrawer
          opened={taskForm.opened}
          request={taskForm.request}
          mobile={mobile}
          onClose={closeTaskForm}
          onSaved={taskSaved}
        />
      ) : null}
      {setNights ? (
        <SetNightsDrawer
          opened={setNights.opened}
          request={setNights.request}
          onClose={closeSetNights}
          onSaved={nightsSet}
          mobile={mobile}
        />
      ) : null}
    </Stack>
  );
};
