import type { TTaskListItem, TTaskListResponse } from '@hearth/domain/tasks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeRequest, type UserFixture } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { TasksScreen } from './tasks-screen';

configure({ asyncUtilTimeout: 4000 });

/*
 * /tasks (issue 31 item 4, docs/product/tasks.md#screens): every home's tasks, overdue first, with filters in the
 * address; a row opens its task; New task asks for the property.
 */

const STAFF: UserFixture = { roles: ['ROLE_STAFF'] };
const HOME = '0b6c4d2e-1f3a-4b5c-8d9e-0f1a2b3c4d5e';

const row = (id: string, fields: Partial<TTaskListItem['attributes']> = {}): TTaskListItem => ({
  id,
  type: 'property-task',
  attributes: {
    propertyId: HOME,
    breezewayId: null,
    name: 'Departure clean',
    description: null,
    displayStatus: 'assigned',
    priority: 'normal',
    scheduledDate: '2026-03-18',
    scheduledTime: '10:00',
    startedAt: null,
    finishedAt: null,
    isPaused: false,
    reportUrl: null,
    department: 'cleaning',
    tags: [],
    statusCode: null,
    statusStage: null,
    createdAt: '2026-03-01T00:00:00Z',
    deletedAt: null,
    assignments: [{ name: 'Chloe Nguyen', userId: null }],
    reporterType: 'staff',
    location: null,
    repairDuringStay: false,
    totalTime: null,
    createdBy: { name: 'Sam Staff' },
    externalUrl: null,
    bookingId: null,
    breezewayPush: null,
    property: { id: HOME, name: 'Harbour House', code: 'HH-1', timezone: 'Australia/Sydney' },
    ...fields,
  },
});

const ROWS = [
  row('t1', {
    name: 'Smoke alarm check',
    displayStatus: 'overdue',
    department: 'maintenance',
    scheduledDate: '2026-03-02',
  }),
  row('t2', { breezewayPush: { state: 'pending', lastError: 'Breezeway answered 503', lastAttemptAt: null } }),
];
const page = (data: TTaskListItem[]): { status: number; body: TTaskListResponse } => ({
  status: 200,
  body: { data, meta: { totalCount: data.length, totalPages: 1, pageNumber: 1, overdueCount: 1 } },
});

const renderTasks = (path = '/tasks') => {
  resetCsrfToken();
  const calls = mockFetch((request: FakeRequest) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/ping') return sessionReply(STAFF);
    if (pathname === '/api/v3/tasks') return page(ROWS);
    if (pathname === '/api/v3/tasks/assignees') {
      return {
        status: 200,
        body: { data: [{ id: 'u-sam', type: 'task-assignee', attributes: { name: 'Sam Staff' } }] },
      };
    }
    if (pathname === '/api/v3/search') {
      return { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1 } } };
    }
    if (pathname === '/api/v3/property-tasks/t1') {
      return { status: 200, body: { data: ROWS[0], meta: { source: 'local', canEdit: true } } };
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes([{ element: <Guard />, children: [{ path: '/tasks', element: <TasksScreen /> }] }], path, {
    env: 'test',
  });
  const lists = () =>
    calls
      .filter((call) => call.url.pathname === '/api/v3/tasks')
      .map((call) => Object.fromEntries(call.url.searchParams));
  return { ...view, lists, user: userEvent.setup() };
};

describe('TasksScreen', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('lists every home’s tasks overdue first, with their home, assignees, status and whether they reached Breezeway', async () => {
    const { lists } = renderTasks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const late = (await screen.findByText('Smoke alarm check')).closest('tr') as HTMLElement;
    for (const text of ['Mon 2 Mar 2026, 10:00 AM', 'Maintenance', 'Harbour House', 'Chloe Nguyen', 'Overdue']) {
      expect(within(late).getByText(text)).toBeInTheDocument();
    }
    const waiting = screen.getByText('Departure clean').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Not yet sent to Breezeway')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('2 tasks · 1 overdue');
    expect(lists()[0]).toEqual({ sort: 'overdue', 'page[number]': '1', 'page[size]': '25' });
  });

  it('keeps its filters in the address and asks the API with them', async () => {
    const { lists, user, router } = renderTasks('/tasks?status=overdue&assignee=me&department=cleaning');
    await screen.findByText('Smoke alarm check');
    expect(lists()[0]).toMatchObject({
      'filters[statuses]': 'overdue',
      'filters[assignee]': 'me',
      'filters[departments]': 'cleaning',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lists().at(-1)).toEqual({ sort: 'overdue', 'page[number]': '1', 'page[size]': '25' }));
  });

  it('opens a row’s task with its actions', async () => {
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Open task Smoke alarm check at Harbour House' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Task' }));
    expect(await popup.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(popup.getByRole('button', { name: 'Cancel task' })).toBeInTheDocument();
  });

  it('asks which property a new task is for', async () => {
    const { user } = renderTasks();
    await screen.findByText('Smoke alarm check');
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const form = within(await screen.findByRole('dialog', { name: 'New task' }));
    await user.click(form.getByRole('textbox', { name: /^Task name/ }));
    await user.paste('Replace smoke alarm');
    await user.click(form.getByRole('button', { name: 'Create task' }));
    expect(await form.findByText('Choose a property')).toBeInTheDocument();
    expect(form.getByText('Choose a day')).toBeInTheDocument();
  });
});
