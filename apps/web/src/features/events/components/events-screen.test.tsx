import { EVENT_MESSAGES } from '@hearth/domain/events';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_UNAVAILABLE } from '../../../components/error-page';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { renderRoutes as renderShared } from '../../../test/render';
import {
  CONFIG_REPLY,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeReply,
  type FakeRequest,
} from '../../../test/fake-fetch';
import { EVENT_ID, eventReply, PROPERTY_ID, propertyEvent, propertyReply } from '../test/event-fixtures';
import { EventsScreen } from './events-screen';

// ProseMirror measures the selection to keep it in view; jsdom lays nothing out and has no Range geometry.
Range.prototype.getClientRects = function getClientRects() {
  return Object.assign([], { item: () => null }) as unknown as DOMRectList;
};
Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return new DOMRect(0, 0, 0, 0);
};
document.elementFromPoint = () => null;

// The first render loads the session, the property and the lazy editor through the fake fetch: give it time.
configure({ asyncUtilTimeout: 4000 });

type Options = {
  roles?: string[];
  path?: string;
  /** Answers every call the screen makes beyond the session, config and CSRF token. */
  handle?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
};

const renderRoutes = (routes: RouteObject[], path: string) => renderShared(routes, path, { env: 'test' });

const Calendar = () => {
  const location = useLocation();
  return <p>Calendar at {`${location.pathname}${location.search}`}</p>;
};

const renderScreen = ({
  roles = ['ROLE_LICENSEE'],
  path = paths.events.create.getHref(PROPERTY_ID),
  handle = () => ({ status: 404 }),
}: Options = {}) => {
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === `/api/v3/properties/${PROPERTY_ID}` && request.method === 'GET') return propertyReply();
    return handle(request);
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          { path: '/events/:propertyId?/:action?/:eventId?', element: <EventsScreen /> },
          { path: '/properties/:propertyId', element: <Calendar /> },
          { path: '/properties', element: <p>Property list</p> },
        ],
      },
    ],
    path,
  );
  const sent = (method: string) => calls.filter((call) => call.method === method);
  return { ...view, calls, sent, user: userEvent.setup() };
};

const startField = () => screen.getByRole('button', { name: 'Start date' });
const endField = () => screen.getByRole('button', { name: 'End date' });
// The editor is its own chunk: its first import under a busy test run can take several seconds.
const details = () => screen.findByRole('textbox', { name: 'Event details' }, { timeout: 15_000 });

const chooseOption = async (user: ReturnType<typeof userEvent.setup>, field: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Waits for the property line and the lazily loaded editor, then types the details. */
const typeDetails = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const box = await details();
  await user.click(box);
  await user.type(box, text);
};

const DAY_MS = 86_400_000;

describe('EventsScreen without an action', { timeout: 20_000 }, () => {
  it('points to the property calendar when a property is named', async () => {
    renderScreen({ path: `/events/${PROPERTY_ID}` });
    expect(await screen.findByText(EVENT_MESSAGES.pointToCalendar)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the property calendar' })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY_ID}`,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('points to the properties page without a property', async () => {
    renderScreen({ path: '/events' });
    expect(await screen.findByText(EVENT_MESSAGES.pointToCalendar)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to properties' })).toHaveAttribute('href', '/properties');
  });
});

describe('EventsScreen dates', { timeout: 20_000 }, () => {
  it('takes the start first, lets a single date set both, and resets the end when the start is clicked', async () => {
    const { user } = renderScreen();
    await screen.findByText('Hastings Street Beach House');
    // The end waits for the start.
    expect(endField()).toBeDisabled();

    await user.click(startField());
    const today = new Date();
    const day = new Date(today.getFullYear(), today.getMonth(), 15);
    const label = `15 ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
    await user.click(await screen.findByRole('button', { name: label }));
    const shown = startField().textContent ?? '';
    expect(shown).toMatch(/15 \w{3} \d{4}/);
    // A single date sets both.
    expect(endField()).toBeEnabled();
    expect(endField()).toHaveTextContent(shown.replace(/^.*?(\w{3} 15)/, '$1'));
  });

  it('keeps the end after the start and clears it when the start field is clicked again', async () => {
    const { user } = renderScreen({
      path: paths.events.create.getHref(PROPERTY_ID, { startDate: '2030-03-12', endDate: '2030-03-14' }),
    });
    await details();
    expect(startField()).toHaveTextContent('Tue 12 Mar 2030');
    expect(endField()).toHaveTextContent('Thu 14 Mar 2030');

    // Clicking the start field when an end exists resets the end.
    await user.click(startField());
    expect(endField()).not.toHaveTextContent('Mar 2030');
    await user.click(await screen.findByRole('button', { name: '20 March 2030' }));
    expect(startField()).toHaveTextContent('Wed 20 Mar 2030');
    expect(endField()).toHaveTextContent('Wed 20 Mar 2030');

    await user.click(endField());
    // Days before the start cannot be the end.
    expect(await screen.findByRole('button', { name: '19 March 2030' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '22 March 2030' }));
    expect(endField()).toHaveTextContent('Fri 22 Mar 2030');
    expect(startField()).toHaveTextContent('Wed 20 Mar 2030');
  });

  it('drops prefilled days outside the years 2010 to 2100', async () => {
    renderScreen({
      path: paths.events.create.getHref(PROPERTY_ID, { startDate: '2009-12-31', endDate: '2010-01-02' }),
    });
    await screen.findByText('Hastings Street Beach House');
    expect(startField()).not.toHaveTextContent('2009');
    expect(screen.getByText(EVENT_MESSAGES.invalidStart)).toBeInTheDocument();
    expect(endField()).toBeDisabled();
  });
});

describe('EventsScreen expiry', { timeout: 20_000 }, () => {
  it('shows the expiry only while blocking, for a licensee', async () => {
    const { user } = renderScreen({ roles: ['ROLE_LICENSEE'] });
    await details();
    expect(screen.queryByRole('combobox', { name: 'Expiry' })).not.toBeInTheDocument();
    await chooseOption(user, 'Status', 'Blocking (dates blocked)');
    expect(screen.getByRole('combobox', { name: 'Expiry' })).toHaveValue('Never');
    await chooseOption(user, 'Status', 'Available');
    expect(screen.queryByRole('combobox', { name: 'Expiry' })).not.toBeInTheDocument();
  });

  it('shows it to a reservation manager', async () => {
    renderScreen({
      roles: ['ROLE_RESERVATION_MANAGER'],
      path: paths.events.create.getHref(PROPERTY_ID, { status: 'blocking' }),
    });
    await screen.findByText('Hastings Street Beach House');
    expect(screen.getByRole('combobox', { name: 'Expiry' })).toBeInTheDocument();
  });

  it('is not offered to an admin, even when blocking', async () => {
    renderScreen({ roles: ['ROLE_ADMIN'], path: paths.events.create.getHref(PROPERTY_ID, { status: 'blocking' }) });
    await screen.findByText('Hastings Street Beach House');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Blocking (dates blocked)');
    expect(screen.queryByRole('combobox', { name: 'Expiry' })).not.toBeInTheDocument();
  });

  it("sends expiryAt in GMT one day on for '1 day' and lands on the calendar of the start", async () => {
    const { user, sent, router } = renderScreen({
      path: paths.events.create.getHref(PROPERTY_ID, {
        startDate: '2030-03-12',
        endDate: '2030-03-14',
        status: 'blocking',
      }),
      handle: ({ url, method, body }) =>
        method === 'POST' && url.pathname === `/api/v3/properties/${PROPERTY_ID}/events`
          ? eventReply(
              propertyEvent({
                ...(body as { data: { attributes: Record<string, string> } }).data.attributes,
              }),
              201,
            )
          : { status: 404 },
    });
    await typeDetails(user, 'Owner stay');
    await chooseOption(user, 'Expiry', '1 day');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(`Calendar at ${paths.property.calendar.getHrefOn(PROPERTY_ID, '2030-03-12')}`);
    const after = Date.now();

    const [post] = sent('POST');
    const attributes = (post?.body as { data: { type: string; attributes: Record<string, string> } }).data;
    expect(attributes.type).toBe('property-event');
    expect(attributes.attributes).toMatchObject({
      start: '2030-03-12',
      end: '2030-03-14',
      status: 'blocking',
      name: '<p>Owner stay</p>',
    });
    const expiryAt = attributes.attributes.expiryAt ?? '';
    expect(expiryAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(expiryAt)).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(Date.parse(expiryAt)).toBeLessThanOrEqual(after + DAY_MS);
    expect(router.state.location.search).toBe('?month=3&year=2030&week=2030-03-12');
  });

  it('sends no expiry for an available event', async () => {
    const { user, sent } = renderScreen({
      path: paths.events.create.getHref(PROPERTY_ID, { startDate: '2030-03-12', status: 'available', expiry: '2' }),
      handle: ({ method }) =>
        method === 'POST' ? eventReply(propertyEvent({ status: 'available' }), 201) : { status: 404 },
    });
    await typeDetails(user, 'Open for bookings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Calendar at/);
    const body = sent('POST')[0]?.body as { data: { attributes: Record<string, unknown> } };
    expect(body.data.attributes).toMatchObject({ start: '2030-03-12', end: '2030-03-12', status: 'available' });
    expect(body.data.attributes).not.toHaveProperty('expiryAt');
  });
});

describe('EventsScreen address', { timeout: 20_000 }, () => {
  const open = async (query: Record<string, string>) => {
    const view = renderScreen({ path: paths.events.create.getHref(PROPERTY_ID, query) });
    await screen.findByText('Hastings Street Beach House');
    return view;
  };

  it("says 'Invalid start date' for a day that does not exist and takes it out of the address", async () => {
    const { router } = await open({ startDate: '2030-02-30', status: 'blocking' });
    expect(await screen.findByText(EVENT_MESSAGES.invalidStart)).toBeInTheDocument();
    expect(startField()).not.toHaveTextContent('2030');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=blocking'));
    expect(screen.getByText(EVENT_MESSAGES.invalidStart)).toBeInTheDocument();
  });

  it("says 'Invalid start date' for a day not written YYYY-MM-DD", async () => {
    await open({ startDate: '12/03/2030' });
    expect(await screen.findByText(EVENT_MESSAGES.invalidStart)).toBeInTheDocument();
  });

  it("says 'Invalid end date' and keeps the start as a single day", async () => {
    const { router } = await open({ startDate: '2030-03-12', endDate: '2030-13-01' });
    expect(await screen.findByText(EVENT_MESSAGES.invalidEnd)).toBeInTheDocument();
    expect(startField()).toHaveTextContent('Tue 12 Mar 2030');
    expect(endField()).toHaveTextContent('Tue 12 Mar 2030');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?startDate=2030-03-12'));
  });

  it("says 'Invalid status' for a status other than available or blocking", async () => {
    const { router } = await open({ status: 'pending' });
    expect(await screen.findByText(EVENT_MESSAGES.invalidStatus)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'End day before start date' for an end before the start", async () => {
    await open({ startDate: '2030-03-14', endDate: '2030-03-12' });
    expect(await screen.findByText(EVENT_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(startField()).toHaveTextContent('Thu 14 Mar 2030');
    expect(endField()).toHaveTextContent('Thu 14 Mar 2030');
  });

  it('shows nothing wrong for a good address', async () => {
    await open({ startDate: '2030-03-12', endDate: '2030-03-14', status: 'available' });
    expect(screen.queryByText(/^Invalid|End day before/)).not.toBeInTheDocument();
  });
});

describe('EventsScreen validation', { timeout: 20_000 }, () => {
  it('asks for details, a status and a start before sending anything', async () => {
    const { user, sent } = renderScreen();
    await details();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_MESSAGES.detailsMin)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.invalidStatus)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.invalidStart)).toBeInTheDocument();
    expect(screen.queryByText(EVENT_MESSAGES.invalidEnd)).not.toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);
  });

  it('refuses more than 250 characters of details', async () => {
    const { user, sent } = renderScreen({
      path: `/events/${PROPERTY_ID}/edit/${EVENT_ID}`,
      handle: ({ url, method }) =>
        method === 'GET' && url.pathname === `/api/v3/property-events/${EVENT_ID}`
          ? eventReply(propertyEvent({ name: `<p>${'a'.repeat(250)}</p>` }))
          : { status: 404 },
    });
    await typeDetails(user, 'b');
    expect(await screen.findByText('251/250 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_MESSAGES.detailsMax)).toBeInTheDocument();
    expect(sent('PATCH')).toHaveLength(0);
  });
});

describe('EventsScreen save errors', { timeout: 20_000 }, () => {
  const prefilled = paths.events.create.getHref(PROPERTY_ID, {
    startDate: '2030-03-12',
    endDate: '2030-03-14',
    status: 'blocking',
  });

  it("lists a 409's details under 'Something is wrong'", async () => {
    const { user } = renderScreen({
      path: prefilled,
      handle: ({ method }) =>
        method === 'POST'
          ? jsonApiError(409, 'NIGHTS_TAKEN', 'The nights 2030-03-12 to 2030-03-14 clash with booking HX-1042')
          : { status: 404 },
    });
    await typeDetails(user, 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(EVENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(
      within(alert).getByText('The nights 2030-03-12 to 2030-03-14 clash with booking HX-1042'),
    ).toBeInTheDocument();
  });

  it("lists every detail of a 400 under 'Something is wrong'", async () => {
    const { user } = renderScreen({
      path: prefilled,
      handle: ({ method }) =>
        method === 'POST'
          ? {
              status: 400,
              body: {
                errors: [
                  {
                    status: '400',
                    code: 'INVALID',
                    title: 'Invalid',
                    detail: 'Invalid start date',
                    source: { pointer: '/data/attributes/start' },
                  },
                  {
                    status: '400',
                    code: 'INVALID',
                    title: 'Invalid',
                    detail: 'Invalid end date',
                    source: { pointer: '/data/attributes/end' },
                  },
                ],
              },
            }
          : { status: 404 },
    });
    await typeDetails(user, 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(EVENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/data/attributes/start: Invalid start date', '/data/attributes/end: Invalid end date']);
  });

  it("says 'No response' when the request gets none", async () => {
    const { user } = renderScreen({
      path: prefilled,
      handle: ({ method }) => {
        if (method === 'POST') throw new TypeError('Failed to fetch');
        return { status: 404 };
      },
    });
    await typeDetails(user, 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(EVENT_MESSAGES.noResponse)).toBeInTheDocument();
    expect(within(alert).queryByText(EVENT_MESSAGES.saveFailed)).not.toBeInTheDocument();
  });

  it("shows a 403's permission message", async () => {
    const { user } = renderScreen({
      path: prefilled,
      handle: ({ method }) =>
        method === 'POST' ? jsonApiError(403, 'EVENT_FORBIDDEN', EVENT_MESSAGES.permission.create) : { status: 404 },
    });
    await typeDetails(user, 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(EVENT_MESSAGES.permission.create)).toBeInTheDocument();
  });
});

describe('EventsScreen permission', { timeout: 20_000 }, () => {
  it('tells an owner they may not create an event, without a form', async () => {
    renderScreen({ roles: ['ROLE_OWNER'] });
    expect(await screen.findByText(EVENT_MESSAGES.permission.create)).toBeInTheDocument();
    expect(await screen.findByText('Hastings Street Beach House')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('tells an owner they may not update one, without asking for it', async () => {
    const { calls } = renderScreen({ roles: ['ROLE_OWNER'], path: `/events/${PROPERTY_ID}/edit/${EVENT_ID}` });
    expect(await screen.findByText(EVENT_MESSAGES.permission.update)).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v3/property-events'))).toBe(false);
  });
});

describe('EventsScreen edit', { timeout: 20_000 }, () => {
  const editing = (handle: (request: FakeRequest) => FakeReply = () => ({ status: 404 })) =>
    renderScreen({
      path: `/events/${PROPERTY_ID}/edit/${EVENT_ID}`,
      handle: (request) =>
        request.method === 'GET' && request.url.pathname === `/api/v3/property-events/${EVENT_ID}`
          ? eventReply(propertyEvent({ expiryAt: '2030-03-01T05:00:00.000Z' }))
          : handle(request),
    });

  it('loads the event and saves the changes with PATCH', async () => {
    const { user, sent } = editing(({ method }) =>
      method === 'PATCH' ? eventReply(propertyEvent({ start: '2030-04-02', end: '2030-04-02' })) : { status: 404 },
    );
    expect(await details()).toHaveTextContent('Owner stay');
    expect(startField()).toHaveTextContent('Tue 12 Mar 2030');
    expect(endField()).toHaveTextContent('Thu 14 Mar 2030');
    // The saved expiry stays unless another is chosen.
    expect(screen.getByRole('combobox', { name: 'Expiry' })).toHaveValue('');
    // Shown in the property's zone (Sydney when it names none).
    expect(screen.getByText('Expires Fri 1 Mar 2030 4:00 PM AEDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(`Calendar at ${paths.property.calendar.getHrefOn(PROPERTY_ID, '2030-04-02')}`);
    const [patch] = sent('PATCH');
    expect(patch?.url.pathname).toBe(`/api/v3/property-events/${EVENT_ID}`);
    const attributes = (patch?.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(attributes).toMatchObject({
      start: '2030-03-12',
      end: '2030-03-14',
      status: 'blocking',
      name: '<p>Owner stay</p>',
    });
    expect(attributes).not.toHaveProperty('expiryAt');
  });

  it('asks before deleting, then deletes and returns to the calendar', async () => {
    const { user, sent } = editing(({ method }) => (method === 'DELETE' ? { status: 204 } : { status: 404 }));
    await details();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this property event?')).toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(`Calendar at ${paths.property.calendar.getHrefOn(PROPERTY_ID, '2030-03-12')}`);
    const [remove] = sent('DELETE');
    expect(remove?.url.pathname).toBe(`/api/v3/property-events/${EVENT_ID}`);
    expect(remove?.headers['X-CSRF-Token']).toBe('token');
  });

  it("keeps the confirmation open with 'Something is wrong' when the delete fails", async () => {
    const { user } = editing(({ method }) =>
      method === 'DELETE' ? jsonApiError(403, 'EVENT_FORBIDDEN', EVENT_MESSAGES.permission.delete) : { status: 404 },
    );
    await details();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(EVENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByText(EVENT_MESSAGES.permission.delete)).toBeInTheDocument();
  });
});

describe('EventsScreen with a wrong id in the address', { timeout: 20_000 }, () => {
  const UNKNOWN_ID = '3f2a1b0c-4d5e-4f60-8a7b-9c8d7e6f5a4b';
  const apiCalls = (calls: FakeRequest[]) =>
    calls.filter(({ url }) => url.pathname.startsWith('/api/v3/propert')).map(({ url }) => url.pathname);

  /** The 404 page of the shell, with no form and no Save. */
  const expectNotFoundPage = async () => {
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText(PAGE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  };

  it('shows the 404 page for a malformed property id without asking the API', async () => {
    const { calls } = renderScreen({ path: paths.events.create.getHref('abc') });
    await expectNotFoundPage();
    expect(apiCalls(calls)).toEqual([]);
  });

  it('shows the 404 page for a malformed event id without asking the API', async () => {
    const { calls } = renderScreen({ path: `/events/${PROPERTY_ID}/edit/abc` });
    await expectNotFoundPage();
    expect(apiCalls(calls)).toEqual([]);
  });

  it('shows the 404 page once the property answers 404, instead of the form', async () => {
    const { calls } = renderScreen({
      path: paths.events.create.getHref(UNKNOWN_ID),
      handle: () => jsonApiError(404, 'NOT_FOUND', 'No property has this id'),
    });
    await expectNotFoundPage();
    expect(apiCalls(calls)).toEqual([`/api/v3/properties/${UNKNOWN_ID}`]);
  });

  it('shows the 404 page once the event answers 404', async () => {
    renderScreen({
      path: `/events/${PROPERTY_ID}/edit/${UNKNOWN_ID}`,
      handle: () => jsonApiError(404, 'NOT_FOUND', 'No event has this id'),
    });
    await expectNotFoundPage();
  });
});
