import {
  TASK_ASSIGNEE_FILTERS,
  TASK_DEPARTMENT_LABELS,
  TASK_DEPARTMENTS,
  TASK_DISPLAY_STATUSES,
  TASK_MESSAGES,
  TASK_STATUS_LABELS,
  type TaskDepartment,
  type TaskDisplayStatus,
  type TaskSort,
  type TTask,
  type TTaskListItem,
} from '@hearth/domain/tasks';
import { Box, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClipboardPlus, IconFilterOff } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useAnyHomeAssignees } from '../../../api/tasks/get-task-assignees';
import { useTaskList } from '../../../api/tasks/get-tasks';
import { DatePickerField } from '../../../components/date-picker-field';
import { DebouncedSearch } from '../../../components/list-controls';
import { InfiniteList } from '../../../components/list-table';
import type { TaskFormRequest } from '../../../components/tasks/task-form-drawer';
import { TaskHomeSelect } from '../../../components/tasks/task-home-select';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { lazyPage } from '../../../lib/lazy-page';
import { MOBILE_QUERY } from '../../../lib/media';
import { useTasksAddress } from '../hooks/use-tasks-address';
import { isFiltered, taskListParamsOf, type TasksAddress } from '../utils/tasks-address';
import { TaskCards, TaskTable } from './task-list';

// The task popup and the form load when first opened, not with the list.
const TaskDetailModal = lazyPage<
  React.ComponentProps<typeof import('../../../components/tasks/task-detail-modal').TaskDetailModal>
>(() => import('../../../components/tasks/task-detail-modal'), 'TaskDetailModal');
const TaskFormDrawer = lazyPage<
  React.ComponentProps<typeof import('../../../components/tasks/task-form-drawer').TaskFormDrawer>
>(() => import('../../../components/tasks/task-form-drawer'), 'TaskFormDrawer');

const TITLE = 'Tasks';
const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = TASK_DISPLAY_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));
const DEPARTMENT_OPTIONS = TASK_DEPARTMENTS.map((value) => ({ value, label: TASK_DEPARTMENT_LABELS[value] }));
const SORT_OPTIONS: { value: TaskSort; label: string }[] = [
  { value: 'overdue', label: 'Overdue first' },
  { value: 'date', label: 'Day, earliest first' },
  { value: '-date', label: 'Day, latest first' },
];

const listErrorText = (error: Error): string =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${error.message}`;

const countLabel = (total: number, overdue: number) =>
  `${total.toLocaleString('en-AU')} ${total === 1 ? 'task' : 'tasks'}${overdue > 0 ? ` · ${overdue.toLocaleString('en-AU')} overdue` : ''}`;

/**
 * `/tasks` (docs/product/tasks.md#screens): the tasks of every home in reach, overdue first, filtered by home, status,
 * department, assignee and day and searched, 25 at a time as the end comes into view; a row opens its task (its
 * actions and comments), and New task makes one on any home.
 */
export const TasksScreen = () => {
  useDocumentTitle(TITLE);
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [address, setAddress] = useTasksAddress();
  const params = useMemo(() => taskListParamsOf(address), [address]);
  const list = useTaskList(params);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const meta = list.data?.pages[0]?.meta;
  const people = useAnyHomeAssignees();
  const filtered = isFiltered(address);
  const change = (next: Partial<TasksAddress>) => setAddress((current) => ({ ...current, ...next }));

  const assigneeOptions = [
    { value: TASK_ASSIGNEE_FILTERS.me, label: 'Me' },
    { value: TASK_ASSIGNEE_FILTERS.none, label: 'Nobody (unassigned)' },
    ...(people.data?.data ?? []).map((person) => ({ value: person.id, label: person.attributes.name })),
  ];

  // The popup stays mounted once opened, with the last task it showed, so that it closes with its transition.
  const [openId, setOpenId] = useState<string | null>(null);
  const [last, setLast] = useState<TTaskListItem | null>(null);
  const openTask = useCallback((task: TTaskListItem) => {
    setLast(task);
    setOpenId(task.id);
  }, []);
  const closeTask = useCallback(() => setOpenId(null), []);

  const [form, setForm] = useState<{ request: TaskFormRequest; opened: boolean } | null>(null);
  const openForm = (fields: Omit<TaskFormRequest, 'id'>) =>
    setForm((current) => ({ opened: true, request: { id: (current?.request.id ?? 0) + 1, ...fields } }));
  const closeForm = useCallback(() => setForm((current) => current && { ...current, opened: false }), []);
  const editTask = (task: TTask) => {
    const home = last?.id === task.id ? last.attributes.property : null;
    setOpenId(null);
    openForm({ propertyId: task.attributes.propertyId, propertyName: home?.name ?? null, day: null, task });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Button
          leftSection={<IconClipboardPlus size={16} aria-hidden />}
          onPointerEnter={TaskFormDrawer.preload}
          onFocus={TaskFormDrawer.preload}
          onClick={() => openForm({ propertyId: null, propertyName: null, day: null })}
        >
          New task
        </Button>
      </Group>

      <Stack gap="sm" component="section" aria-label="Filters">
        <DebouncedSearch
          label="Search tasks"
          placeholder="Search by task, property or assignee"
          delayMs={SEARCH_DEBOUNCE_MS}
          value={address.search}
          onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <TaskHomeSelect
            label="Property"
            placeholder="Every property"
            value={address.property}
            onChange={(property) => change({ property })}
            clearable
          />
          <Select
            label="Status"
            placeholder="Every status"
            data={STATUS_OPTIONS}
            value={address.status}
            onChange={(status) => change({ status: status as TaskDisplayStatus | null })}
            clearable
          />
          <Select
            label="Assignee"
            placeholder="Anyone"
            data={assigneeOptions}
            value={address.assignee}
            onChange={(assignee) => change({ assignee })}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Department"
            placeholder="Every department"
            data={DEPARTMENT_OPTIONS}
            value={address.department}
            onChange={(department) => change({ department: department as TaskDepartment | null })}
            clearable
          />
          <DatePickerField
            label="From"
            value={address.from}
            onChange={(from) => change({ from })}
            maxDate={address.to ?? undefined}
            size="sm"
          />
          <DatePickerField
            label="To"
            value={address.to}
            onChange={(to) => change({ to })}
            minDate={address.from ?? undefined}
            size="sm"
          />
          <Select
            label="Sort"
            data={SORT_OPTIONS}
            value={address.sort}
            onChange={(sort) => sort && change({ sort: sort as TaskSort })}
            allowDeselect={false}
          />
          <Box style={{ alignSelf: 'flex-end' }}>
            {filtered ? (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={() => setAddress((current) => ({ ...current, ...CLEARED }))}
              >
                Clear filters
              </Button>
            ) : null}
          </Box>
        </SimpleGrid>
      </Stack>

      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {meta ? countLabel(meta.totalCount, meta.overdueCount) : ''}
      </Text>

      <InfiniteList
        list={list}
        count={rows.length}
        loadingLabel="Loading tasks"
        loadingMoreLabel="Loading more tasks"
        empty={filtered ? TASK_MESSAGES.listEmptyFiltered : TASK_MESSAGES.listEmpty}
        errorTitle={TASK_MESSAGES.listError}
        errorText={listErrorText}
      >
        {mobile ? (
          <TaskCards rows={rows} stale={list.isPlaceholderData} onOpen={openTask} />
        ) : (
          <TaskTable rows={rows} stale={list.isPlaceholderData} onOpen={openTask} />
        )}
      </InfiniteList>

      {last ? (
        <Suspense fallback={null}>
          <TaskDetailModal
            taskId={openId}
            known={last}
            knownComments={[]}
            timeZone={last.attributes.property.timezone}
            onClose={closeTask}
            onEdit={editTask}
          />
        </Suspense>
      ) : null}
      {form ? (
        <Suspense fallback={null}>
          <TaskFormDrawer
            opened={form.opened}
            request={form.request}
            mobile={mobile}
            onClose={closeForm}
            onSaved={closeForm}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};

const CLEARED: Omit<TasksAddress, 'sort'> = {
  search: '',
  property: null,
  status: null,
  department: null,
  assignee: null,
  from: null,
  to: null,
};
