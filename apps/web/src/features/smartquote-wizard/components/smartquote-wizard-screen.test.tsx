import { SMARTQUOTE_MESSAGES as M, type TSmartquoteResource } from '@hearth/domain/smartquotes';
import type { TCompanyListItem } from '@hearth/domain/companies';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { CONFIG_REPLY, jsonApiError, mockFetch, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SmartquoteWizardScreen } from './smartquote-wizard-screen';

configure({ asyncUtilTimeout: 4000 });

const QUOTE_ID = '00000000-0000-4000-8000-000000000301';
const HOUSE_ID = '00000000-0000-4000-8000-000000000201';
const COASTAL_ID = '00000000-0000-4000-8000-000000000202';

const company = (id: string, name: string, partnerType: string, logoUrl: string | null): TCompanyListItem => ({
  id,
  type: 'company',
  attributes: {
    companyId: id,
    companyName: name,
    partnerType,
    address: { street: null, city: null, state: null, postcode: null, country: null },
    cxManager: null,
    mainContact: null,
    numberOfProperties: 0,
    settings: { logoUrl, brandColour: null, ltrManagementFee: partnerType === 'Hearth' ? null : 12 },
    canUpdate: true,
  },
});
const COMPANIES = [
  company(HOUSE_ID, 'Hearth', 'Hearth', null),
  company(COASTAL_ID, 'Coastal Stays', 'Franchise - Licensee', null),
];

type Overrides = {
  status?: 'draft' | 'published';
  country?: 'Australia' | 'New Zealand';
  settings?: Partial<TSmartquoteResource['attributes']['settings']>;
};

const quoteOf = ({ status = 'draft', country = 'Australia', settings = {} }: Overrides = {}): TSmartquoteResource => ({
  id: QUOTE_ID,
  type: 'smartquote',
  attributes: {
    status,
    createdBy: { name: 'Sam Staff' },
    createdAt: '2026-03-01T23:30:00.000Z',
    updatedAt: '2026-03-01T23:30:00.000Z',
    publishedAt: null,
    publicUrl: null,
    company: {
      id: COASTAL_ID,
      companyName: 'Coastal Stays',
      photoUrl: null,
      isHouse: false,
      settings: { ltrManagementFee: 12, logoUrl: null, brandColour: null },
    },
    property: {
      fullAddress: '3/21 Hastings Street, Noosa Heads, QLD, 4567, Australia',
      street: '3/21 Hastings Street',
      city: 'Noosa Heads',
      postcode: '4567',
      state: country === 'Australia' ? 'QLD' : '',
      country,
      latitude: -26.39,
      longitude: 153.09,
      beds: 0,
      baths: 0,
      carSpaces: 0,
      lockUpGarages: 0,
      propertyType: 'house',
      photoUrl: null,
    },
    owner: { firstName: null, lastName: null, phone: null, email: null, address: null },
    settings: {
      weeklyLtr: null,
      ltrManagementFee: null,
      setupFee: null,
      managementFee: null,
      segment: 'comfort',
      amenities: 'standard',
      occupancy: 'high',
      pricing: 'standard',
      closeBy: null,
      ...settings,
    },
    onboardedProperty: null,
    forecastError: null,
  },
});

/** The gazetteer's places as the API answers them: Noosa Heads with the postcode of our homes there, Noosaville none. */
const PLACES = [
  { name: 'Noosa Heads', region: 'QLD', country: 'AU', postcode: '4567', latitude: -26.39, longitude: 153.09 },
  { name: 'Noosaville', region: 'QLD', country: 'AU', postcode: '', latitude: -26.4, longitude: 153.06 },
];

type Options = { quote?: TSmartquoteResource; saveFails?: boolean };

/** A fake API holding one quote: POST creates it, PATCH answers it (or fails), GET reads it. */
const renderWizard = (path: string, { quote = quoteOf(), saveFails = false }: Options = {}) => {
  const calls = mockFetch((request: FakeRequest): FakeReply => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf' } } };
    if (pathname === '/api/v3/companies') {
      const search = (request.url.searchParams.get('search') ?? '').toLowerCase();
      const rows = COMPANIES.filter((c) => c.attributes.companyName.toLowerCase().includes(search));
      return { status: 200, body: { data: rows, meta: { totalCount: rows.length, totalPages: 1 } } };
    }
    if (pathname === '/api/v4/locations') {
      const search = (request.url.searchParams.get('search') ?? '').toLowerCase();
      const locations = PLACES.filter((place) => place.name.toLowerCase().startsWith(search));
      return { status: 200, body: { data: { locations } } };
    }
    if (saveFails && request.method !== 'GET') return jsonApiError(400, 'VALIDATION', 'Bad input');
    if (pathname === '/api/v3/smartquotes' && request.method === 'POST') return { status: 201, body: { data: quote } };
    if (pathname === `/api/v3/smartquotes/${QUOTE_ID}`) return { status: 200, body: { data: quote } };
    return { status: 404 };
  });
  const view = renderRoutes(
    [
      { path: '/smartquotes', element: <p>The quote list</p> },
      { path: '/smartquotes/:id/overview', element: <h1>Overview</h1> },
      { path: '/smartquotes/:id/:step', element: <SmartquoteWizardScreen /> },
      { path: '/company/:companyId', element: <p>The company page</p> },
    ],
    path,
    { env: 'test' },
  );
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { ...view, calls, writes, user: userEvent.setup() };
};

const next = (name: string) => screen.getByRole('button', { name });
// Each step after the company is its own chunk: its form (and its Back) shows once the chunk has loaded.
const back = () => screen.findByRole('link', { name: 'Back' });

describe('SmartquoteWizardScreen', { timeout: 40_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('starts a quote: picks the house company, finds the address by search and creates the quote', async () => {
    const { user, router, calls, writes } = renderWizard('/smartquotes/new/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Quote' })).toBeInTheDocument();
    expect(screen.queryByText(/^Step \d\/7$/)).not.toBeInTheDocument();
    expect(await back()).toHaveAttribute('href', '/smartquotes');

    await user.type(screen.getByRole('textbox', { name: 'Search companies' }), 'Hea');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('search') === 'Hea')).toBe(true));
    const searched = calls.find((call) => call.url.searchParams.get('search') === 'Hea');
    expect(searched?.url.searchParams.get('page[size]')).toBe('10');
    expect(searched?.url.searchParams.get('page[number]')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Coastal Stays/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /Hearth/ }));
    // The house company needs no branding.
    expect(screen.queryByRole('dialog', { name: 'Company Branding' })).not.toBeInTheDocument();
    await user.click(next('Start Quote'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/smartquotes/new/address'));
    expect(screen.getByText('Step 1/7')).toBeInTheDocument();
    expect(await back()).toHaveAttribute('href', '/smartquotes/new/company');
    await user.click(next('Continue'));
    expect(await screen.findByText(M.pickSuggestion)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Address' }), '3/21 Hastings Street, Noosa Heads 4567');
    await user.click(
      await screen.findByRole('option', { name: '3/21 Hastings Street, Noosa Heads QLD 4567, Australia' }),
    );
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('3/21 Hastings Street');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('4567');
    await user.click(next('Continue'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/details`));
    expect(writes().map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      [
        'POST',
        '/api/v3/smartquotes',
        {
          companyId: HOUSE_ID,
          property: {
            street: '3/21 Hastings Street',
            city: 'Noosa Heads',
            state: 'QLD',
            postcode: '4567',
            country: 'Australia',
            fullAddress: '3/21 Hastings Street, Noosa Heads, QLD, 4567, Australia',
            latitude: -26.39,
            longitude: 153.09,
          },
        },
      ],
    ]);
    expect(await screen.findByText('Step 2/7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Property Details' })).toBeInTheDocument();
    expect(await back()).toHaveAttribute('href', `/smartquotes/${QUOTE_ID}/address`);
  });

  it('fills the postcode from the chosen suggestion, and asks for it where the suggestion has none', async () => {
    const { user } = renderWizard(`/smartquotes/${QUOTE_ID}/address`);
    await user.click(await screen.findByRole('button', { name: 'Use address search' }));
    const search = screen.getByRole('combobox', { name: 'Address' });
    await user.type(search, '9 Park Road, Noosa');
    await user.click(await screen.findByRole('option', { name: '9 Park Road, Noosa Heads QLD 4567, Australia' }));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('4567');
    expect(screen.queryByText(M.postcodeUnknown)).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '9 Park Road, Noosav');
    await user.click(await screen.findByRole('option', { name: '9 Park Road, Noosaville QLD, Australia' }));
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    expect(postcode).toHaveValue('');
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription(M.postcodeUnknown);
    await user.click(next('Continue'));
    expect(await screen.findByText(M.postcode)).toBeInTheDocument();
  });

  it("asks about branding for a company without it: 'Continue Without' stays, 'Add Branding' opens the company", async () => {
    const { user } = renderWizard('/smartquotes/new/company');
    await user.click(next('Start Quote'));
    expect(await screen.findByText('Choose the company this quote is for')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Coastal Stays/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Company Branding' });
    expect(within(dialog).getByRole('link', { name: 'Add Branding' })).toHaveAttribute(
      'href',
      `/company/${COASTAL_ID}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue Without' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company Branding' })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Coastal Stays/ })).toBeChecked();
  });

  it('sends a new quote past the first step without a company to the company step', async () => {
    const { router } = renderWizard('/smartquotes/new/rent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/smartquotes/new/company'));
    expect(await screen.findByRole('button', { name: 'Start Quote' })).toBeInTheDocument();
  });

  it('checks a manual address with every message, and the toggle clears the fields', async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/address`);
    // An existing quote: its address in the fields, Back to its overview.
    expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveValue('3/21 Hastings Street');
    expect(await back()).toHaveAttribute('href', `/smartquotes/${QUOTE_ID}/overview`);

    await user.click(screen.getByRole('button', { name: 'Use address search' }));
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'State' }), 'QLD');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '45a');
    await user.click(next('Continue'));
    for (const message of [M.streetRequired, M.cityRequired, M.postcode, M.country, M.countryFirst])
      expect(screen.getByText(message)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '9 Park Road');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Noosaville');
    await user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '4566');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'New Zealand' }));
    await user.click(next('Continue'));
    expect(await screen.findByText(M.nzState)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Australia' }));
    await user.clear(screen.getByRole('textbox', { name: 'State' }));
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'Queensland');
    await user.click(next('Continue'));
    expect(await screen.findByText(M.auState)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'State' }));
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'qld');
    await user.click(next('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/details`));
    expect(writes().map((call) => call.body)).toEqual([
      {
        property: {
          street: '9 Park Road',
          city: 'Noosaville',
          state: 'QLD',
          postcode: '4566',
          country: 'Australia',
          fullAddress: '9 Park Road, Noosaville, QLD, 4566, Australia',
          latitude: null,
          longitude: null,
        },
      },
    ]);
  });

  it('keeps the address and says so when it cannot be saved', async () => {
    const { user, router } = renderWizard(`/smartquotes/${QUOTE_ID}/address`, { saveFails: true });
    await screen.findByRole('textbox', { name: 'Street address' });
    await user.click(next('Continue'));
    expect(await screen.findByText(M.saveAddress)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/address`);
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('3/21 Hastings Street');
  });

  it('saves the details: counts from the selects, beds 0 when cleared, at least one bathroom, the type', async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/details`);
    // A home has at least one bathroom: a new quote's none shows as 1, and 0 is not offered.
    const bathrooms = await screen.findByRole('combobox', { name: 'Bathrooms' });
    expect(bathrooms).toHaveValue('1');
    await user.click(bathrooms);
    const baths = await screen.findAllByRole('option');
    expect(baths.map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await user.click(screen.getByRole('option', { name: '2' }));
    await user.click(screen.getByRole('combobox', { name: 'Car spaces' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    await user.click(screen.getByRole('option', { name: '1' }));
    expect(screen.getByRole('radio', { name: 'House' })).toBeChecked();
    await user.click(screen.getByText('Apartment'));
    await user.click(next('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/rent`));
    expect(writes().map((call) => call.body)).toEqual([
      { property: { beds: 0, baths: 2, carSpaces: 1, lockUpGarages: 0, type: 'apartment' } },
    ]);
  });

  it('checks the rent, prefills the company fee, shows A$ or NZ$, and sends cents', async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/rent`);
    const rent = await screen.findByRole('textbox', { name: 'Weekly long-term rent' });
    expect(rent).toHaveAttribute('placeholder', '1000');
    expect(screen.getByText('A$')).toBeInTheDocument();
    const fee = screen.getByRole('textbox', { name: 'LTR management fee' });
    expect(fee).toHaveValue('12');
    await user.clear(fee);
    await user.type(rent, '99');
    await user.click(next('Continue'));
    expect(await screen.findByText(M.weeklyLtr)).toBeInTheDocument();
    expect(screen.getByText(M.ltrManagementFee)).toBeInTheDocument();
    expect(fee).toHaveAttribute('placeholder', '7');
    // Above 100 the message names the range the fee breaks (issue 32 item 6).
    await user.type(fee, '150');
    await user.click(next('Continue'));
    expect(await screen.findByText('Must be a number between 1% and 100%')).toBeInTheDocument();
    await user.clear(fee);

    await user.clear(rent);
    await user.type(rent, '1234.56');
    await user.type(fee, '8');
    await user.click(next('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/owner`));
    expect(writes().map((call) => call.body)).toEqual([{ settings: { weeklyLtr: 123456, ltrManagementFee: 8 } }]);
  });

  it('shows NZ$ for a New Zealand home and the rent alert when the save fails', async () => {
    const { user } = renderWizard(`/smartquotes/${QUOTE_ID}/rent`, {
      quote: quoteOf({ country: 'New Zealand' }),
      saveFails: true,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Weekly long-term rent' }), '900');
    expect(screen.getByText('NZ$')).toBeInTheDocument();
    await user.click(next('Continue'));
    expect(await screen.findByText(M.saveRent)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Weekly long-term rent' })).toHaveValue('900');
  });

  it('checks the owner with the messages of docs/product/smartquotes.md#rules', async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/owner`);
    expect(await screen.findByText('Step 4/7')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(next('Continue'));
    expect(await screen.findAllByText(M.ownerText)).toHaveLength(4);
    expect(screen.getByText(M.email)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'va');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Walker');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '0412 555 101');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ava@example.com');
    await user.type(screen.getByRole('textbox', { name: "Owner's address" }), '1 Ocean Street, Maroochydore');
    await user.click(next('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/photo`));
    expect(writes().at(-1)?.body).toEqual({
      owner: {
        firstName: 'Ava',
        lastName: 'Walker',
        phone: '0412 555 101',
        email: 'ava@example.com',
        address: '1 Ocean Street, Maroochydore',
      },
    });
  });

  it('lets the photo be skipped with Continue, and opens the photo dialog', async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/photo`);
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Property photo' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(next('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/offer`));
    expect(writes()).toEqual([]);
  });

  it('checks the offer and sends the fees, the setup fee in cents', async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/offer`);
    const strFee = await screen.findByRole('textbox', { name: 'STR management fee' });
    expect(strFee).toHaveAttribute('placeholder', '20');
    expect(screen.getByRole('textbox', { name: 'Setup fee' })).toHaveAttribute('placeholder', '1200');
    await user.type(strFee, '5');
    await user.click(next('Continue'));
    expect(await screen.findByText(M.managementFee)).toBeInTheDocument();
    expect(screen.getByText(M.setupFee)).toBeInTheDocument();
    await user.clear(strFee);
    await user.type(strFee, '101');
    await user.click(next('Continue'));
    expect(await screen.findByText('Must be a number between 10% and 100%')).toBeInTheDocument();
    await user.clear(strFee);
    await user.type(strFee, '20');
    await user.type(screen.getByRole('textbox', { name: 'Setup fee' }), '1200');
    await user.click(next('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/standard`));
    expect(writes().map((call) => call.body)).toEqual([
      { settings: { managementFee: 20, setupFee: 120_000, closeBy: null } },
    ]);
  });

  it("ends on the level of standard: defaults, 'See Overview' saves and opens the overview", async () => {
    const { user, router, writes } = renderWizard(`/smartquotes/${QUOTE_ID}/standard`, {
      quote: quoteOf({ status: 'published' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Quote' })).toBeInTheDocument();
    expect(screen.getByText('Step 7/7')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Comfort' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(await back()).toHaveAttribute('href', `/smartquotes/${QUOTE_ID}/offer`);
    await user.click(screen.getByText('Luxe'));
    await user.click(next('See Overview'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/overview`));
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(writes().map((call) => call.body)).toEqual([{ settings: { segment: 'luxe', amenities: 'standard' } }]);
  });

  it('says when the settings cannot be saved and stays on the step', async () => {
    const { user, router } = renderWizard(`/smartquotes/${QUOTE_ID}/standard`, { saveFails: true });
    await user.click(await screen.findByRole('button', { name: 'See Overview' }));
    expect(await screen.findByText(M.saveSettings)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/smartquotes/${QUOTE_ID}/standard`);
  });
});
