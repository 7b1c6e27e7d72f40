import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonApiError, type FakeRequest } from '../../../test/fake-fetch';
import { PROPERTY_ID, task } from '../test/calendar-fixtures';
import { renderCalendar } from '../test/render-calendar';

configure({ asyncUtilTimeout: 4000 });

/*
 * Tasks from the calendar (issue 31 item 4, docs/product/tasks.md#screens): a chosen day's New task opens the task
 * form on the home and the day; a task made in Hearth opens with its actions and a comment box.
 */

const DAY = `/properties/${PROPERTY_ID}?startDate=2026-03-11`;
const isCall = (request: FakeRequest, method: string, path: string) =>
  request.method === method && request.url.pathname === path;

const hearthTask = task('t1', '2026-03-18', {
  breezewayId: null,
  externalUrl: null,
  displayStatus: 'assigned',
  assignments: [{ name: 'Sam Staff', userId: 'u-sam' }],
});

/** The calls the task form and popup make; `sent` keeps each write. */
const tasksApi =
  (sent: FakeRequest[], answer?: (request: FakeRequest) => { status: number; body?: unknown }) =>
  (request: FakeRequest) => {
    if (isCall(request, 'GET', '/api/v3/tasks/assignees')) {
      return {
        status: 200,
        body: { data: [{ id: 'u-sam', type: 'task-assignee', attributes: { name: 'Sam Staff' } }] },
      };
    }
    if (request.method !== 'GET' && request.url.pathname.startsWith('/api/v3/property-tasks')) {
      sent.push(request);
      return answer?.(request) ?? { status: 201, body: { data: hearthTask, meta: { source: 'local', canEdit: true } } };
    }
    return undefined;
  };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Tasks on the calendar', { timeout: 30_000 }, () => {
  it('opens New task on the chosen day and home, and creates the task with its assignees', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderCalendar({ path: DAY, api: tasksApi(sent) });
    const bar = within(await screen.findByRole('region', { name: 'Selected dates' }));
    await user.click(await bar.findByRole('button', { name: 'New task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New task' }));
    expect(dialog.getByText('Hastings Street Beach House')).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: /^Day/ })).toHaveTextContent('Wed 11 Mar 2026');

    await user.click(dialog.getByRole('textbox', { name: /^Task name/ }));
    await user.paste('Restock linen');
    await user.click(dialog.getByLabelText(/^Time/));
    await user.paste('10:30');
    await user.click(dialog.getByLabelText(/^Cleaners/));
    // A pasted name is a cleaner at once (typing it, Enter adds it).
    await user.paste('Chloe Nguyen');
    await user.click(dialog.getByRole('button', { name: 'Create task' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url.pathname).toBe('/api/v3/property-tasks');
    expect(sent[0]?.body).toEqual({
      data: {
        type: 'property-task',
        attributes: {
          propertyId: PROPERTY_ID,
          name: 'Restock linen',
          department: 'cleaning',
          scheduledDate: '2026-03-11',
          scheduledTime: '10:30',
          priority: 'normal',
          assigneeUserIds: [],
          assignees: ['Chloe Nguyen'],
          description: null,
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).not.toBeInTheDocument());
  });

  it('says what is missing before sending anything', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderCalendar({ path: DAY, api: tasksApi(sent) });
    const bar = within(await screen.findByRole('region', { name: 'Selected dates' }));
    await user.click(await bar.findByRole('button', { name: 'New task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New task' }));
    await user.click(dialog.getByRole('button', { name: 'Create task' }));
    expect(await dialog.findByText('Enter a task name')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('hides New task from those who may not manage tasks', async () => {
    renderCalendar({ path: `${DAY}&endDate=2026-03-13`, roles: ['ROLE_RESERVATION_MANAGER'] });
    const bar = within(await screen.findByRole('region', { name: 'Selected dates' }));
    await bar.findByRole('button', { name: 'Book' });
    expect(bar.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
  });

  it('opens a task made in Hearth with Complete, Move, Edit, Cancel task and a comment box', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderCalendar({
      taskDetail: { status: 200, body: { data: hearthTask, meta: { source: 'local', canEdit: true } } },
      api: tasksApi(sent, (request) =>
        request.url.pathname.endsWith('/cancel')
          ? jsonApiError(409, 'TASK_NOT_OPEN', 'This task is already closed')
          : { status: 200, body: { data: hearthTask, meta: { source: 'local', canEdit: true } } },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Task Departure clean, Assigned' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Task' }));
    await user.click(await popup.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(sent.map((r) => r.url.pathname)).toEqual(['/api/v3/property-tasks/t1/complete']));

    await user.click(popup.getByRole('button', { name: 'Move' }));
    expect(popup.getByRole('button', { name: /^New day/ })).toHaveTextContent('Wed 18 Mar 2026');
    await user.clear(popup.getByLabelText(/^New time/));
    await user.paste('14:00');
    await user.click(popup.getByRole('button', { name: 'Save move' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      method: 'PATCH',
      body: { data: { attributes: { scheduledDate: '2026-03-18', scheduledTime: '14:00' } } },
    });

    await user.click(popup.getByRole('button', { name: 'Cancel task' }));
    await user.click(popup.getByRole('textbox', { name: /^Reason/ }));
    await user.paste('Owner cancelled');
    await user.click(popup.getByRole('button', { name: 'Cancel the task' }));
    expect(await popup.findByText('This task is already closed')).toBeInTheDocument();
    expect(sent[2]?.body).toEqual({ reason: 'Owner cancelled' });

    await user.click(popup.getByRole('textbox', { name: /^Add a comment/ }));
    await user.paste('Key under the mat');
    await user.click(popup.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]?.body).toEqual({ data: { type: 'task-comment', attributes: { comment: 'Key under the mat' } } });

    await user.click(popup.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    expect(form.getByRole('textbox', { name: /^Task name/ })).toHaveValue('Departure clean');
  });
});
