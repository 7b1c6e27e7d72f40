import { configure, screen, waitFor, within } from '@testing-library/react';
import { calendarWindowCalls, propertyFirstCalls } from '@hearth/domain/properties';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_UNAVAILABLE } from '../../../components/error-page';
import { paths } from '../../../config/paths';
import { MOBILE_QUERY } from '../../../lib/media';
import { jsonApiError } from '../../../test/fake-fetch';
import { attachment, booking, comment, PROPERTY_ID, propertyReply, task } from '../test/calendar-fixtures';
import { renderCalendar } from '../test/render-calendar';

configure({ asyncUtilTimeout: 4000 });

const day = (value: string) => screen.getByTestId(`day-${value}`);

beforeEach(() => {
  // 10 March 2026, midday in Brisbane: days before it are restricted.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CalendarScreen', { timeout: 20_000 }, () => {
  // The server preloads the home and the calls for its days with the app page (apps/api/src/plugins/web.ts): the
  // browser uses those answers only when the calendar asks for exactly the same URLs, or it fetches them twice.
  it.each([['ROLE_STAFF'], ['ROLE_OWNER'], ['ROLE_RESERVATION_MANAGER'], ['ROLE_DEVELOPER']])(
    'asks for the home and its days by the URLs the server preloads, for %s',
    async (role) => {
      const { calls } = renderCalendar({ roles: [role] });
      // The first test of the file loads the screen's chunks cold.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      const home = calls.filter((call) => call.url.pathname === `/api/v3/properties/${PROPERTY_ID}`);
      expect(home.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual(
        propertyFirstCalls(`/properties/${PROPERTY_ID}`, ''),
      );
      // Today is in 2026 in the home's time zone: the calendar opens on that year's window.
      const days = /\/(bookings|rates|events|property-tasks)$/;
      await waitFor(() =>
        expect(
          calls.filter((call) => days.test(call.url.pathname)).map((call) => `${call.url.pathname}${call.url.search}`),
        ).toEqual(calendarWindowCalls(PROPERTY_ID, 2026, { roles: [role] })),
      );
    },
  );

  it('shows the header, rates in whole dollars, bookings, holds and tasks, loading the whole window once', async () => {
    const { callsTo, user, router } = renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
    expect(screen.getByText('12 Hastings Street, Noosa Heads QLD 4567')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Hastings Street Beach House' })).toHaveAttribute(
      'src',
      '/api/files/photo-1.jpg',
    );
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('March 2026');

    // The stay runs from Sunday into the next week: a bar in each.
    const [stay] = await screen.findAllByRole('link', { name: /^Mia Chen, Booked/ });
    expect(stay).toHaveAttribute('href', '/reservations/b1');
    expect(await screen.findByText('A$245')).toBeInTheDocument();
    expect(screen.getByText('A$310')).toBeInTheDocument();
    expect(screen.getByText('Hold until 12th Mar 26 3:00 PM AEST')).toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Task Departure clean, Assigned' })).toBeInTheDocument();
    // The iCal address loads after the days (calendar-ical.tsx).
    expect(await screen.findByRole('textbox', { name: 'iCal export' })).toHaveValue(
      'http://localhost/ical/secret-token.ics',
    );

    const [bookings] = callsTo('/bookings');
    expect(bookings?.url.searchParams.get('from')).toBe('2025-12-01');
    expect(bookings?.url.searchParams.get('to')).toBe('2028-01-31');
    expect(bookings?.url.searchParams.get('recordStatuses')).toBe('ACTIVE,CANCELLING');
    expect(bookings?.url.searchParams.get('statuses')).toBe('BOOKED,BLOCKED');
    expect(bookings?.url.searchParams.get('include')).toBe('resources,notes');
    const [tasks] = callsTo('/property-tasks');
    expect(tasks?.url.searchParams.get('externalPlatform')).toBe('breezeway');
    expect(tasks?.url.searchParams.get('propertyId')).toBe(PROPERTY_ID);
    expect(tasks?.url.searchParams.get('include')).toBe('comments');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('April 2026');
    expect(router.state.location.search).toContain('month=4');
    expect(router.state.location.search).toContain('year=2026');
    // Still inside the window: nothing is loaded again.
    expect(callsTo('/bookings')).toHaveLength(1);
    expect(callsTo('/rates')).toHaveLength(1);
  });

  it('shows the days once the rates, events and tasks are in as well as the bookings, so no day grows after', async () => {
    let answerTasks: () => void = () => {};
    const tasksHeld = new Promise<void>((resolve) => (answerTasks = resolve));
    const { callsTo } = renderCalendar({
      api: ({ url }) =>
        url.pathname === '/api/v3/property-tasks'
          ? tasksHeld.then(() => ({ status: 200, body: { data: [task('t1', '2026-03-18')], included: [] } }))
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/rates')).toHaveLength(1));
    await waitFor(() => expect(callsTo('/property-tasks')).toHaveLength(1));
    // The bookings, rates and events have answered; the tasks have not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();
    expect(screen.queryByTestId('day-2026-03-11')).not.toBeInTheDocument();

    answerTasks();
    expect(await screen.findByRole('button', { name: 'Task Departure clean, Assigned' })).toBeInTheDocument();
    expect(screen.getByText('A$245')).toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the calendar' })).not.toBeInTheDocument();
  });

  it('shows the days without the events when the events fail, and says so', async () => {
    renderCalendar({
      api: ({ url }) =>
        url.pathname === `/api/v3/properties/${PROPERTY_ID}/events`
          ? jsonApiError(503, 'EVENTS_DOWN', 'Events are resting')
          : undefined,
    });
    expect(await screen.findByText('Could not load events')).toBeInTheDocument();
    expect(await screen.findByText('A$245')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Task Departure clean, Assigned' })).toBeInTheDocument();
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
  });

  it('reopens the month, view and range from the address', async () => {
    renderCalendar({
      path: paths.property.calendar.getHref(PROPERTY_ID, { month: 5, year: 2026, view: 'week', week: '2026-05-11' }),
    });
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('11 – 17 May 2026');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
  });

  it('opens an availability search on the check-in month with the stay selected', async () => {
    const { user, router } = renderCalendar({
      path: paths.property.calendar.getHref(PROPERTY_ID, {
        availableFrom: '2026-05-11',
        availableTo: '2026-05-14',
        adults: 3,
        children: 1,
      }),
    });
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('May 2026');
    expect(screen.getByRole('button', { name: /^Start:/ })).toHaveTextContent(/11.*May/);
    expect(screen.getByRole('button', { name: /^End:/ })).toHaveTextContent(/14.*May/);
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    await screen.findByTestId('day-2026-05-11');
    for (const night of ['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14']) {
      expect(day(night)).toHaveAttribute('aria-pressed', 'true');
    }
    expect(day('2026-05-15')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Choosing other days keeps the month on screen.
    await user.click(screen.getByRole('button', { name: /^Start:/ }));
    await user.click(day('2026-05-12'));
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('May 2026');
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    expect(router.state.location.search).toContain('month=5');
    expect(router.state.location.search).toContain('startDate=2026-05-12');
    expect(router.state.location.search).not.toContain('availableFrom');
  });

  it("opens an availability search in week view on the check-in's week", async () => {
    renderCalendar({
      path: paths.property.calendar.getHref(PROPERTY_ID, {
        view: 'week',
        availableFrom: '2026-05-13',
        availableTo: '2026-05-16',
      }),
    });
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('11 – 17 May 2026');
    expect(screen.getByText('3 nights')).toBeInTheDocument();
  });

  it("says 'End day before start date' for an address whose end is before its start", async () => {
    renderCalendar({
      path: paths.property.calendar.getHref(PROPERTY_ID, { startDate: '2026-03-14', endDate: '2026-03-12' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('End day before start date');
    expect(screen.getByRole('button', { name: /^Start:/ })).toHaveTextContent(/14.*Mar/);
    expect(screen.getByRole('button', { name: /^End:/ })).toHaveTextContent('End: Select');
  });

  it('drops unreadable values from the address and opens on today', async () => {
    const { router } = renderCalendar({
      path: paths.property.calendar.getHref(PROPERTY_ID, { month: 13, year: 2026, adults: 0, availableFrom: 'soon' }),
    });
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('March 2026');
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026'));
  });

  it("opens where a saved event sends it: the event's month on a desktop", async () => {
    renderCalendar({ path: paths.property.calendar.getHrefOn(PROPERTY_ID, '2026-07-22') });
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('July 2026');
  });

  it("opens where a saved event sends it: the event's week on a phone", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderCalendar({ path: paths.property.calendar.getHrefOn(PROPERTY_ID, '2026-07-22') });
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('20 – 26 Jul 2026');
  });

  it('gives an owner bookings only: no rates, events, tasks, notes or iCal, and no confidential calls', async () => {
    const { calls, callsTo } = renderCalendar({ roles: ['ROLE_OWNER'], property: propertyReply({ icalUrl: null }) });
    // An owner may not open booking records: a stay opens its summary on the calendar instead.
    expect(await screen.findAllByRole('button', { name: /^Mia Chen, Booked/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Mia Chen/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^A\$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Hold until/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Task / })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'iCal export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
    expect(callsTo('/bookings')[0]?.url.searchParams.get('include')).toBe('resources');
    const called = calls.map((call) => call.url.pathname);
    expect(called.some((path) => path.endsWith('/rates'))).toBe(false);
    expect(called.some((path) => path.endsWith('/events'))).toBe(false);
    expect(called.some((path) => path.includes('property-tasks'))).toBe(false);
  });

  it('shows a content creator taken dates without a guest name, and co-owners by name only', async () => {
    // What the API sends a content creator: no guest name, no total; owners without email, sign-in or roles.
    const attributes = { ...booking('b1', '2026-03-15', '2026-03-18').attributes, guest: { adults: 2, children: 0 } };
    delete attributes.totalAmount;
    const property = propertyReply({ icalUrl: null, owners: [{ id: 'o1', fullName: 'Olivia Owner' }] });
    renderCalendar({
      roles: ['ROLE_CONTENT_CREATOR'],
      property,
      bookings: [{ id: 'b1', type: 'booking', attributes }],
    });
    expect(await screen.findAllByRole('button', { name: /^Guest, Booked/ })).toHaveLength(2);
    expect(document.body.innerHTML).not.toContain('undefined');
  });

  it('says each selection message of docs/product/calendar.md#rules', async () => {
    const { user, router } = renderCalendar({ path: `/properties/${PROPERTY_ID}?startDate=2026-99-01` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid start date');
    await screen.findAllByRole('link', { name: /^Mia Chen, Booked/ });

    await user.click(day('2026-03-09'));
    expect(screen.getByRole('alert')).toHaveTextContent('That date is restricted');
    await user.click(day('2026-03-16'));
    expect(screen.getByRole('alert')).toHaveTextContent('That date is not available');

    await user.click(day('2026-03-11'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.search).toContain('startDate=2026-03-11');
    await user.click(day('2026-03-11'));
    expect(screen.getByRole('alert')).toHaveTextContent('End day before start date');
    await user.click(day('2026-03-17'));
    expect(screen.getByRole('alert')).toHaveTextContent('That date is not available');
    await user.click(day('2026-03-20'));
    // The refusal names the stay the range runs over.
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Invalid end date: it runs over Mia Chen's stay, \w{3} \d+ Mar 2026 to \w{3} \d+ Mar 2026\.$/,
    );
    await user.click(day('2026-03-14'));
    expect(router.state.location.search).toContain('endDate=2026-03-14');
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(day('2026-03-12')).toHaveAttribute('aria-pressed', 'true');

    await user.click(day('2026-03-13'));
    expect(screen.getByRole('alert')).toHaveTextContent('Select start or end date first');
    await user.click(screen.getByRole('button', { name: /^Start:/ }));
    await user.click(day('2026-03-14'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid start date');
    await user.click(day('2026-03-12'));
    expect(router.state.location.search).toContain('startDate=2026-03-12');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).not.toContain('startDate');
  });

  it('shows Book to a reservation manager with a range', async () => {
    renderCalendar({
      roles: ['ROLE_RESERVATION_MANAGER'],
      path: `/properties/${PROPERTY_ID}?availableFrom=2026-03-11&availableTo=2026-03-14&adults=3&children=1`,
    });
    expect(await screen.findByRole('button', { name: 'Book' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('shows no Book to a reservation manager without a range', async () => {
    renderCalendar({ roles: ['ROLE_RESERVATION_MANAGER'] });
    await screen.findAllByRole('button', { name: /^Mia Chen/ });
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('does not offer Book to those who may not book (owners, licensees)', async () => {
    renderCalendar({
      roles: ['ROLE_LICENSEE'],
      path: `/properties/${PROPERTY_ID}?startDate=2026-03-11&endDate=2026-03-14`,
    });
    await screen.findAllByRole('link', { name: /^Mia Chen/ });
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('lets those allowed create an event for the range (event=makeEvent)', async () => {
    const { user, router } = renderCalendar({ roles: ['ROLE_LICENSEE'] });
    await screen.findAllByRole('link', { name: /^Mia Chen/ });
    await user.click(screen.getByRole('button', { name: 'New event' }));
    expect(router.state.location.search).toContain('event=makeEvent');
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
    await user.click(day('2026-03-11'));
    await user.click(day('2026-03-14'));
    expect(screen.getByRole('link', { name: 'Create event' })).toHaveAttribute(
      'href',
      paths.events.create.getHref(PROPERTY_ID, { startDate: '2026-03-11', endDate: '2026-03-13' }),
    );
  });

  it('reopens event creation from the address', async () => {
    renderCalendar({
      path: `/properties/${PROPERTY_ID}?event=makeEvent&startDate=2026-03-11&endDate=2026-03-12`,
    });
    expect(await screen.findByRole('link', { name: 'Create event' })).toHaveAttribute(
      'href',
      paths.events.create.getHref(PROPERTY_ID, { startDate: '2026-03-11', endDate: '2026-03-11' }),
    );
  });

  it('hides event creation from an owner even with event=makeEvent', async () => {
    renderCalendar({
      roles: ['ROLE_OWNER'],
      path: `/properties/${PROPERTY_ID}?event=makeEvent&startDate=2026-03-11&endDate=2026-03-12`,
    });
    await screen.findAllByRole('button', { name: /^Mia Chen/ });
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
  });

  it('opens the task detail popup with every field', async () => {
    const detail = task('t1', '2026-03-18', {
      priority: 'normal',
      startedAt: '2026-03-18T00:00:00Z',
      finishedAt: '2026-03-18T01:30:00Z',
      totalTime: 5400,
      description: 'Strip the beds.\n'.repeat(30),
    });
    const { user } = renderCalendar({
      taskDetail: {
        status: 200,
        body: {
          data: detail,
          included: [
            comment('c1', 't1', '2024-01-01T05:00:00Z', 'Linen is in the cupboard'),
            attachment('a1', 't1', '/api/files/task-photo.jpg'),
          ],
          meta: { source: 'breezeway', canEdit: false },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Task Departure clean, Assigned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task' });
    const popup = within(dialog);
    expect(popup.getByRole('link', { name: 'View on Breezeway' })).toHaveAttribute(
      'href',
      'https://app.breezeway.test/task/bw-1',
    );
    expect(popup.getByText('Assigned')).toBeInTheDocument();
    expect(popup.getByRole('heading', { name: 'Departure clean' })).toBeInTheDocument();
    expect(popup.getByText('Wed 18 Mar 2026 10:00 AM AEST')).toBeInTheDocument();
    expect(popup.getByText('Medium')).toBeInTheDocument();
    expect(popup.getByText('Priya Patel')).toBeInTheDocument();
    expect(await popup.findByText('1h 30m')).toBeInTheDocument();
    expect(popup.getByText('18th Mar 26 10:00 AM AEST')).toBeInTheDocument();
    expect(popup.getByText('18th Mar 26 11:30 AM AEST')).toBeInTheDocument();
    expect(popup.getByText('Priya Patel · 1st Jan 24 3:00 PM AEST')).toBeInTheDocument();
    expect(popup.getByText('Linen is in the cupboard')).toBeInTheDocument();
    expect(popup.getByRole('link', { name: 'Reply on Breezeway' })).toBeInTheDocument();
    expect(popup.getByText('Sam Staff · 1st Jan 24 2:00 PM AEST')).toBeInTheDocument();
    expect(await popup.findByRole('img', { name: 'Task photo 1' })).toHaveAttribute('src', '/api/files/task-photo.jpg');

    expect(popup.getByTestId('task-description')).toHaveStyle({ maxHeight: '9em' });
    await user.click(popup.getByRole('button', { name: 'Show all' }));
    expect(popup.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(popup.getByTestId('task-description').style.maxHeight).toBe('');
  });

  it('keeps the task popup from the list when the task cannot load, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCalendar({ taskDetail: jsonApiError(503, 'TASKS_DOWN', 'Breezeway is resting') });
    await user.click(await screen.findByRole('button', { name: 'Task Departure clean, Assigned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task' });
    expect(within(dialog).getByText('Linen is in the cupboard')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("titles the header's failure '{code} Could not load property' with the message", async () => {
    renderCalendar({ property: jsonApiError(503, 'DATABASE_BUSY', 'The database is busy') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('DATABASE_BUSY Could not load property')).toBeInTheDocument();
    expect(within(alert).getByText('The database is busy')).toBeInTheDocument();
  });

  it('links to the property’s other tabs', async () => {
    renderCalendar();
    const tabs = await screen.findByRole('tablist', { name: 'Property' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY_ID}/details`,
    );
    expect(within(tabs).getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
  });

  it('answers an unknown tab with the 404 page', async () => {
    renderCalendar({ path: `/properties/${PROPERTY_ID}/nonsense` });
    await expectNotFoundPage();
  });
});

/** The 404 page of the shell, and nothing of the calendar around it. */
const expectNotFoundPage = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByText(PAGE_UNAVAILABLE)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByTestId('calendar-title')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
};

describe('CalendarScreen with a wrong id in the address', { timeout: 20_000 }, () => {
  it('shows the 404 page for a malformed id without asking the API about it', async () => {
    const { calls } = renderCalendar({ path: '/properties/abc' });
    await expectNotFoundPage();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v3/properties/'))).toBe(false);
    expect(calls.some((call) => call.url.pathname === '/api/v3/property-tasks')).toBe(false);
  });

  it('shows the 404 page for a malformed id under a tab too', async () => {
    renderCalendar({ path: '/properties/999999/details' });
    await expectNotFoundPage();
  });

  it("shows the 404 page once the API answers 404 for a well-formed id (unknown, or not the caller's)", async () => {
    const unknown = '3f2a1b0c-4d5e-4f60-8a7b-9c8d7e6f5a4b';
    const { callsTo } = renderCalendar({ roles: ['ROLE_OWNER'], path: `/properties/${unknown}` });
    await expectNotFoundPage();
    expect(callsTo(`/api/v3/properties/${unknown}`)).toHaveLength(1);
  });

  it('shows the 404 page when the property answers 404 even though its parts loaded', async () => {
    renderCalendar({ property: jsonApiError(404, 'NOT_FOUND', 'No property has this id') });
    await expectNotFoundPage();
  });
});
