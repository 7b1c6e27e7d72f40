import { PROPERTY_EDIT_MESSAGES, PROPERTY_RECORD_TEXT, type TPropertyAttributes } from '@hearth/domain/properties';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_UNAVAILABLE } from '../../../components/error-page';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PROPERTY_ID, propertyDocument, propertyReply } from '../test/property-fixtures';
import { PropertyDetailsScreen } from './property-details-screen';

configure({ asyncUtilTimeout: 4000 });

const BASE = `/api/v3/properties/${PROPERTY_ID}`;

const renderDetails = ({
  roles = ['ROLE_STAFF'],
  path = `/properties/${PROPERTY_ID}/details`,
  property = propertyReply(),
  move = () => ({ status: 404 }),
  patch = (body: unknown): FakeReply => {
    const attributes = (body as { data: { attributes: { details?: { bedrooms?: number } } } }).data.attributes;
    const doc = propertyDocument();
    return {
      status: 200,
      body: {
        data: {
          ...doc.data,
          attributes: { ...doc.data.attributes, details: { ...doc.data.attributes.details, ...attributes.details } },
        },
      },
    };
  },
}: {
  roles?: string[];
  path?: string;
  property?: FakeReply | Promise<FakeReply>;
  patch?: (body: unknown) => FakeReply;
  move?: (move: string, body: unknown) => FakeReply;
} = {}) => {
  const calls = mockFetch(async ({ url, method, body }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === BASE && method === 'GET') return await property;
    if (pathname === BASE && method === 'PATCH') return patch(body);
    if (pathname.startsWith(`${BASE}/`) && method === 'POST') return move(pathname.slice(BASE.length + 1), body);
    if (pathname === `${BASE}/history`) {
      return {
        status: 200,
        body: {
          data: [
            {
              id: '1',
              type: 'history',
              attributes: {
                at: '2026-03-02T00:00:00Z',
                action: 'property.update-details',
                actor: { id: 'u1', fullName: 'Sam Staff' },
                impersonator: null,
                changes: [{ field: 'bedrooms', before: 2, after: 3 }],
              },
            },
          ],
          meta: { totalCount: 1, totalPages: 1 },
        },
      };
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [
      {
        element: <Guard />,
        children: [{ path: '/properties/:propertyId/details/:section?', element: <PropertyDetailsScreen /> }],
      },
    ],
    path,
  );
  const patches = () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
  return { ...view, calls, patches, user: userEvent.setup() };
};

afterEach(() => {
  resetCsrfToken();
});

describe('the home’s life cycle on its record', { timeout: 20_000 }, () => {
  it('offers staff the moves open to the home, asks for the last night, and confirms', async () => {
    const { user, calls } = renderDetails({
      property: propertyReply({ status: 'onboarding' }),
      move: () => ({
        status: 200,
        body: { ...propertyDocument({ status: 'active' }), meta: { staysAfterLastNight: [] } },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Status' });
    expect(within(panel).getByText('Onboarding')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Start offboarding' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate?' });
    expect(dialog).toHaveTextContent('The home becomes active: it can be booked and appears in availability searches.');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
        `${BASE}/activate`,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('will not start offboarding without a last night', async () => {
    const { user, calls } = renderDetails({ property: propertyReply({ status: 'active' }) });
    const panel = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(panel).getByRole('button', { name: 'Start offboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start offboarding?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start offboarding' }));
    expect(await within(dialog).findByText('Choose the last night guests may stay')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('is not there for an owner, who cannot move homes', async () => {
    renderDetails({ roles: ['ROLE_OWNER'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status' })).toBeNull();
  });
});

describe('PropertyDetailsScreen', { timeout: 20_000 }, () => {
  it('shows every fact with the renewal and compliance block, people and links', async () => {
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
    const compliance = await screen.findByRole('region', { name: 'Renewal and compliance' });
    expect(within(compliance).getByTestId('stay-rule')).toHaveTextContent(PROPERTY_RECORD_TEXT.longTermOnly);
    expect(within(compliance).getByText('Registration renewal due')).toBeInTheDocument();
    expect(
      within(compliance).getByText('180 nights a year (Greater Sydney short-term rental cap)'),
    ).toBeInTheDocument();
    expect(within(compliance).getByTestId('night-cap-count')).toHaveTextContent(
      '132 booked, 48 left in the year to Wed 30 Jun 2027',
    );
    expect(within(compliance).getByText('Wed 1 Jul 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Amenities' })).getByText('Pool')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'The property' });
    expect(within(facts).getByText('Beds').nextSibling).toHaveTextContent('4');
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('Sam Staff')).toBeInTheDocument();
    expect(within(people).getByText(/olivia@example.com · Last signed in Sun 1 Mar 2026 11:00 AM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in property manager' })).toHaveAttribute(
      'href',
      'https://manager.example.com/p/NOO-012',
    );
    expect(screen.getByRole('link', { name: /Salesforce/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fees and finance' })).getByText('A$165')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByText(PROPERTY_RECORD_TEXT.onboardingTitle)).toBeNull();
  });

  it('shows a loading placeholder as a status while the property loads', async () => {
    renderDetails({ property: new Promise<FakeReply>(() => {}) });
    expect(await screen.findByRole('status', { name: 'Loading the property details' })).toBeInTheDocument();
  });

  it("gives owners no 'Edit property details' and no history; 'All stays accepted' without the override", async () => {
    const compliance = { ...propertyDocument().data.attributes.compliance!, currentYearOverrideActivated: false };
    renderDetails({ roles: ['ROLE_OWNER'], property: propertyReply({ compliance }) });
    expect(await screen.findByTestId('stay-rule')).toHaveTextContent(PROPERTY_RECORD_TEXT.allStays);
    expect(screen.queryByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
  });

  it('shows the onboarding page for a property still onboarding', async () => {
    renderDetails({ roles: ['ROLE_OWNER'], property: propertyReply({ status: 'onboarding' }) });
    expect(await screen.findByRole('heading', { name: PROPERTY_RECORD_TEXT.onboardingTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PROPERTY_RECORD_TEXT.goToArticles })).toHaveAttribute(
      'href',
      'https://help.hearth.test/faq',
    );
    expect(screen.getByText('Done Fri 5 Jan 2024')).toBeInTheDocument();
  });

  it('edits the details and sends only what changed', async () => {
    const { user, patches } = renderDetails({ path: `/properties/${PROPERTY_ID}/details/the-property` });
    await user.click(await screen.findByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails }));
    const form = await screen.findByRole('form', { name: PROPERTY_RECORD_TEXT.editDetails });
    const save = within(form).getByRole('button', { name: 'Save details' });
    expect(save).toBeDisabled();
    const bedrooms = within(form).getByRole('textbox', { name: 'Bedrooms' });
    await user.clear(bedrooms);
    await user.type(bedrooms, '4');
    // Beds sit beside the bathrooms (issue 30 item 3).
    const beds = within(form).getByRole('textbox', { name: 'Beds' });
    expect(beds).toHaveValue('4');
    await user.clear(beds);
    await user.type(beds, '5');
    await user.click(save);
    await waitFor(() =>
      expect(patches()).toEqual([{ data: { type: 'property', attributes: { details: { bedrooms: 4, beds: 5 } } } }]),
    );
    // The form closes on the answer, and the facts show it.
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const facts = screen.getByRole('region', { name: 'The property' });
    expect(within(facts).getByText('Bedrooms').nextSibling).toHaveTextContent('4');
    expect(within(facts).getByText('Beds').nextSibling).toHaveTextContent('5');
  });

  it('edits a room and a management fee, sending those two parts whole, and shows what was saved', async () => {
    const { user, patches } = renderDetails({
      // The API answers the property with the sent parts in place, as it stores them.
      patch: (body) => {
        const sent = (body as { data: { attributes: Partial<TPropertyAttributes> } }).data.attributes;
        return { status: 200, body: propertyDocument({ rooms: sent.rooms, managementFees: sent.managementFees }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails }));
    const form = await screen.findByRole('form', { name: PROPERTY_RECORD_TEXT.editDetails });

    const room = within(form).getByRole('group', { name: 'Room 1' });
    const roomName = within(room).getByRole('textbox', { name: 'Room name' });
    await user.clear(roomName);
    // Pasted rather than typed: each key re-renders the whole form, and typing is not what this test is about.
    await user.paste('Primary bedroom');
    const fee = within(form).getByRole('group', { name: 'Management fee 1' });
    const percentage = within(fee).getByRole('textbox', { name: 'Percentage' });
    await user.clear(percentage);
    await user.type(percentage, '22.5');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));

    await waitFor(() =>
      expect(patches()).toEqual([
        {
          data: {
            type: 'property',
            attributes: {
              rooms: [{ name: 'Primary bedroom', type: 'bedroom', beds: [{ type: 'king', count: 1 }], ensuite: true }],
              managementFees: [{ kind: 'short-stay', percentage: 22.5, startsOn: '2024-01-01', endsOn: null }],
            },
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Rooms and beds' })).getByText('Primary bedroom'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fees and finance' })).getByText('22.5%')).toBeInTheDocument();
  });

  it('refuses a short-stay management fee under 10% before sending, on its field', async () => {
    const { user, patches } = renderDetails();
    await user.click(await screen.findByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails }));
    const form = await screen.findByRole('form', { name: PROPERTY_RECORD_TEXT.editDetails });
    const fee = within(form).getByRole('group', { name: 'Management fee 1' });
    const percentage = within(fee).getByRole('textbox', { name: 'Percentage' });
    await user.clear(percentage);
    await user.type(percentage, '8');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(fee).findByText(PROPERTY_EDIT_MESSAGES.shortStayFee)).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('says the range a management fee above 100% breaks (issue 32 item 6)', async () => {
    const { user, patches } = renderDetails();
    await user.click(await screen.findByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails }));
    const form = await screen.findByRole('form', { name: PROPERTY_RECORD_TEXT.editDetails });
    const fee = within(form).getByRole('group', { name: 'Management fee 1' });
    const percentage = within(fee).getByRole('textbox', { name: 'Percentage' });
    await user.clear(percentage);
    await user.type(percentage, '150');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(fee).findByText('Must be a number between 10% and 100%')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it("checks the form with the API's schema before sending", async () => {
    const { user, patches } = renderDetails();
    await user.click(await screen.findByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails }));
    const form = await screen.findByRole('form', { name: PROPERTY_RECORD_TEXT.editDetails });
    await user.clear(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(PROPERTY_EDIT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it("shows the API's refusal on the field it names", async () => {
    const { user } = renderDetails({
      patch: () => ({
        status: 400,
        body: {
          errors: [
            {
              status: '400',
              code: 'VALIDATION_ERROR',
              title: 'Bad request',
              detail: PROPERTY_EDIT_MESSAGES.minimumStay,
              source: { pointer: '/data/attributes/details/minimumStay' },
            },
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: PROPERTY_RECORD_TEXT.editDetails }));
    const form = await screen.findByRole('form', { name: PROPERTY_RECORD_TEXT.editDetails });
    const stay = within(form).getByRole('textbox', { name: 'Minimum stay (nights)' });
    await user.clear(stay);
    await user.type(stay, '3');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(PROPERTY_EDIT_MESSAGES.minimumStay)).toBeInTheDocument();
  });

  it("lists the property's changes under History for staff, and sends others back to the property", async () => {
    renderDetails({ path: `/properties/${PROPERTY_ID}/details/history` });
    expect(await screen.findByRole('table', { name: 'Change history' })).toBeInTheDocument();
    expect(screen.getByText('bedrooms')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends an owner who opens the history to the property', async () => {
    const { router } = renderDetails({ roles: ['ROLE_OWNER'], path: `/properties/${PROPERTY_ID}/details/history` });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${PROPERTY_ID}/details/the-property`));
  });

  it('is the 404 page for another section, and when the property answers 404', async () => {
    renderDetails({ path: `/properties/${PROPERTY_ID}/details/nothing` });
    expect(await screen.findByText(PAGE_UNAVAILABLE)).toBeInTheDocument();
  });
});
