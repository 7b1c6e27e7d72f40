import { PROPERTY_CREATE_ERROR_CODES, PROPERTY_CREATE_MESSAGES } from '@hearth/domain/properties';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PropertyCreateScreen } from './property-create-screen';

configure({ asyncUtilTimeout: 4000 });

const OWN_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const PARTNER_ID = '1a2b3c4d-0000-4000-8000-000000000002';
const LICENSEE_COMPANY = '1a2b3c4d-0000-4000-8000-000000000003';
const QUOTE_ID = '5b0f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const NEW_ID = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';

const company = (id: string, companyName: string, partnerType: string) => ({
  id,
  type: 'company',
  attributes: { companyId: id, companyName, partnerType },
});

const NOOSA = {
  name: 'Noosa Heads',
  region: 'QLD',
  country: 'AU',
  // The gazetteer has no postcodes (docs/DATA.md): the form asks for it.
  postcode: '',
  latitude: -26.3943,
  longitude: 153.0911,
};

const quoteReply = (overrides: { status?: string; onboardedProperty?: { id: string; name: string } | null } = {}) => ({
  status: 200,
  body: {
    data: {
      id: QUOTE_ID,
      type: 'smartquote',
      attributes: {
        status: 'published',
        onboardedProperty: null,
        company: { id: PARTNER_ID, companyName: 'Sunshine Coast Stays', isHouse: false },
        property: {
          fullAddress: '21 Hastings Street, Noosa Heads QLD 4567',
          street: '21 Hastings Street',
          city: 'Noosa Heads',
          state: 'QLD',
          postcode: '4567',
          country: 'Australia',
          latitude: -26.3901,
          longitude: 153.0902,
          beds: 3,
          baths: 2,
          propertyType: 'apartment',
        },
        owner: { firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com', phone: '0400 111 222' },
        settings: { managementFee: 22 },
        ...overrides,
      },
    },
  },
});

const renderCreate = ({
  roles = ['ROLE_STAFF'],
  companyId = null,
  path = '/properties/new',
  post = () => ({
    status: 201,
    body: { data: { id: NEW_ID, type: 'property', attributes: { name: 'Riverside Loft' } } },
  }),
  quote = quoteReply(),
}: {
  roles?: string[];
  companyId?: string | null;
  path?: string;
  post?: (body: unknown) => FakeReply;
  quote?: FakeReply;
} = {}) => {
  const calls = mockFetch(({ url, method, body }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles, companyId });
    if (pathname === '/api/v3/companies') {
      return {
        status: 200,
        body: {
          data: [
            company(PARTNER_ID, 'Sunshine Coast Stays', 'Franchise - Licensee'),
            company(OWN_ID, 'Hearth', 'Hearth'),
          ],
          meta: { totalCount: 2, totalPages: 1 },
        },
      };
    }
    if (pathname === '/api/v4/locations') {
      const search = url.searchParams.get('search') ?? '';
      return {
        status: 200,
        body: { data: { locations: 'noosa heads'.startsWith(search.toLowerCase()) ? [NOOSA] : [] } },
      };
    }
    if (pathname === `/api/v3/smartquotes/${QUOTE_ID}`) return quote;
    if (pathname === '/api/v3/properties' && method === 'POST') return post(body);
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          { path: '/properties/new', element: <PropertyCreateScreen /> },
          { path: '/properties/:propertyId/details', element: <p>The new record</p> },
        ],
      },
      { path: '/login', element: <p>The sign-in page</p> },
    ],
    path,
    // Mantine's test environment: dropdowns open without transitions under jsdom.
    { env: 'test' },
  );
  const posts = () => calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/v3/properties');
  return { ...view, calls, posts, user: userEvent.setup({ delay: null }) };
};

type User = ReturnType<typeof userEvent.setup>;

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const number = (label: string) => field(label);

const chooseSuburb = async (user: User) => {
  await user.type(field('Suburb'), 'Noosa');
  await user.click(await screen.findByRole('option', { name: /Noosa Heads/ }));
};

/** Everything a home needs but its owner. */
const fillHome = async (user: User) => {
  await user.type(field('Name'), 'Riverside Loft');
  await user.type(field('Code'), 'nsh-104');
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Apartment' }));
  await chooseSuburb(user);
  await user.type(field('Postcode'), '4567');
  await user.type(field('Street'), '12 Hastings Street');
  await user.type(number('Bedrooms'), '2');
  await user.type(number('Bathrooms'), '1');
  await user.type(number('Beds'), '3');
  await user.type(number('Most guests'), '4');
  await user.type(number('Cleaning fee'), '120.50');
};

afterEach(() => {
  resetCsrfToken();
});

describe('Add property (issue 30 item 3)', { timeout: 30_000 }, () => {
  it('sends the home as the API takes it: code in capitals, the fee in cents, no owner when none is given', async () => {
    const { user, posts, router } = renderCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add property' })).toBeInTheDocument();
    await fillHome(user);
    expect(field('Code')).toHaveValue('NSH-104');
    // The suburb brings its state, country, its centre and so the currency.
    expect(screen.getByText('QLD · Australia')).toBeInTheDocument();
    expect(number('Latitude')).toHaveValue('-26.3943');
    expect(screen.getByText('Currency: AUD, from the country')).toBeInTheDocument();
    expect(screen.getByText('An owner without an account gets an email to create their password.')).toBeVisible();
    // The organisation's own company first, and chosen (sent as null).
    const companies = screen.getByRole('combobox', { name: /^Company/ });
    await waitFor(() => expect(companies).toHaveValue('Hearth'));
    await user.click(companies);
    const listbox = await screen.findByRole('listbox', { name: /^Company/ });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hearth', 'Sunshine Coast Stays']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add property' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      data: {
        type: 'property',
        attributes: {
          name: 'Riverside Loft',
          code: 'NSH-104',
          type: 'apartment',
          address: {
            unit: null,
            street: '12 Hastings Street',
            suburb: 'Noosa Heads',
            state: 'QLD',
            postcode: '4567',
            country: 'AU',
            latitude: -26.3943,
            longitude: 153.0911,
          },
          bedrooms: 2,
          bathrooms: 1,
          beds: 3,
          maxGuests: 4,
          checkInTime: '15:00',
          checkOutTime: '10:00',
          companyId: null,
          managementFee: 20,
          cleaningFee: 12_050,
          owner: null,
          smartquoteId: null,
        },
      },
    });
    expect(await screen.findByText('The new record')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/properties/${NEW_ID}/details`);
  });

  it('says what is missing at each field and sends nothing', async () => {
    const { user, posts } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Enter the property name')).toBeInTheDocument();
    expect(screen.getByText(PROPERTY_CREATE_MESSAGES.code)).toBeInTheDocument();
    expect(screen.getByText(PROPERTY_CREATE_MESSAGES.suburb)).toBeInTheDocument();
    expect(screen.getByText(PROPERTY_CREATE_MESSAGES.postcode)).toBeInTheDocument();
    expect(field('Suburb')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
  });

  it('sends an owner once any of their fields is filled in', async () => {
    const { user, posts } = renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Add property' });
    await fillHome(user);
    await user.type(field('First name'), 'Olive');
    await user.type(field('Last name'), 'Owner');
    await user.type(field('Email'), 'Olive@Example.com');
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]?.body as { data: { attributes: { owner: unknown } } }).data.attributes.owner).toEqual({
      firstName: 'Olive',
      lastName: 'Owner',
      email: 'olive@example.com',
      mobile: null,
    });
  });

  it("shows the API's 409 on the Code field", async () => {
    const { user, posts } = renderCreate({
      post: () => ({
        status: 409,
        body: {
          errors: [
            {
              status: '409',
              code: PROPERTY_CREATE_ERROR_CODES.codeTaken,
              title: 'Conflict',
              detail: PROPERTY_CREATE_MESSAGES.codeTaken,
              source: { pointer: '/data/attributes/code' },
            },
          ],
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Add property' });
    await fillHome(user);
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() => expect(field('Code')).toHaveAccessibleDescription(/Another property has this code/));
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    // The message is at its field, not repeated in an alert.
    expect(screen.queryByRole('alert', { name: /Could not add the property/ })).toBeNull();
  });

  it('shows a refusal without a field in the alert', async () => {
    const { user } = renderCreate({
      post: () => ({
        status: 403,
        body: {
          errors: [{ status: '403', code: 'FORBIDDEN', title: 'Forbidden', detail: 'You may not do that here.' }],
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Add property' });
    await fillHome(user);
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('You may not do that here.')).toBeInTheDocument();
  });

  it('prefills the form from a published quote and sends the quote along', async () => {
    const { user, posts } = renderCreate({ path: `/properties/new?quote=${QUOTE_ID}` });
    expect(await screen.findByText(/From the quote for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '21 Hastings Street, Noosa Heads QLD 4567' })).toHaveAttribute(
      'href',
      `/smartquotes/${QUOTE_ID}/overview`,
    );
    expect(field('Name')).toHaveValue('21 Hastings Street');
    expect(field('Street')).toHaveValue('21 Hastings Street');
    expect(field('Suburb')).toHaveValue('Noosa Heads');
    // Found in the gazetteer, so chosen: its state is the gazetteer's.
    expect(screen.getByText('QLD · Australia')).toBeInTheDocument();
    expect(field('Postcode')).toHaveValue('4567');
    expect(field('Bedrooms')).toHaveValue('3');
    expect(field('Bathrooms')).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('Apartment');
    expect(field('Management fee')).toHaveValue('22%');
    expect(field('First name')).toHaveValue('Olive');
    expect(field('Mobile')).toHaveValue('0400 111 222');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Company/ })).toHaveValue('Sunshine Coast Stays'));

    await user.type(field('Code'), 'NSH-21');
    await user.type(number('Beds'), '3');
    await user.type(number('Most guests'), '6');
    await user.type(number('Cleaning fee'), '95');
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]?.body as { data: { attributes: unknown } }).data.attributes).toMatchObject({
      name: '21 Hastings Street',
      type: 'apartment',
      address: {
        street: '21 Hastings Street',
        suburb: 'Noosa Heads',
        state: 'QLD',
        postcode: '4567',
        country: 'AU',
        latitude: -26.3901,
        longitude: 153.0902,
      },
      bedrooms: 3,
      bathrooms: 2,
      companyId: PARTNER_ID,
      managementFee: 22,
      cleaningFee: 9_500,
      owner: { firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com', mobile: '0400 111 222' },
      smartquoteId: QUOTE_ID,
    });
  });

  it('says when the quote already has its home instead of a second form', async () => {
    renderCreate({
      path: `/properties/new?quote=${QUOTE_ID}`,
      quote: quoteReply({ onboardedProperty: { id: NEW_ID, name: 'Riverside Loft' } }),
    });
    expect(await screen.findByRole('link', { name: 'Riverside Loft' })).toHaveAttribute(
      'href',
      `/properties/${NEW_ID}`,
    );
    expect(screen.queryByRole('form', { name: 'Add property' })).toBeNull();
  });

  it("gives a licensee no company to choose: the home is their company's", async () => {
    const { user, posts, calls } = renderCreate({ roles: ['ROLE_LICENSEE'], companyId: LICENSEE_COMPANY });
    await screen.findByRole('heading', { level: 1, name: 'Add property' });
    expect(screen.queryByRole('combobox', { name: /^Company/ })).toBeNull();
    await fillHome(user);
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]?.body as { data: { attributes: { companyId: unknown } } }).data.attributes.companyId).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/v3/companies')).toBe(false);
  });

  it('sends those who may not add homes to the sign-in page, which says who cannot open it', async () => {
    const { router } = renderCreate({ roles: ['ROLE_OWNER'] });
    expect(await screen.findByText('The sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ denied: '/properties/new' });
    expect(screen.queryByRole('form', { name: 'Add property' })).toBeNull();
  });

  it('sends a licensee without a company there too: their homes would have no company', async () => {
    const { router } = renderCreate({ roles: ['ROLE_LICENSEE'], companyId: null });
    expect(await screen.findByText('The sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
