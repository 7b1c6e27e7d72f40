import type { TRatePlanDocument } from '@hearth/domain/rates';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PROPERTY_ID, propertyReply } from '../test/property-fixtures';
import { PropertyDetailsScreen } from './property-details-screen';

configure({ asyncUtilTimeout: 4000 });

const PLAN = `/api/v3/properties/${PROPERTY_ID}/rate-plan`;
const RATES_PATH = `/properties/${PROPERTY_ID}/details/rates`;

type PlanAttributes = NonNullable<TRatePlanDocument['data']>['attributes'];

const planDocument = (overrides: Partial<PlanAttributes> = {}): TRatePlanDocument => ({
  data: {
    id: PROPERTY_ID,
    type: 'rate-plan',
    attributes: {
      baseCents: 24_500,
      weekendCents: 29_000,
      minNights: 2,
      maxNights: null,
      corporateDiscountPercent: 10,
      cleaningFeeCents: 16_500,
      extraGuestFeeCents: 2_500,
      extraGuestsAbove: 4,
      seasons: [
        {
          name: 'Summer',
          from: '2026-12-20',
          to: '2027-01-31',
          nightlyCents: 39_000,
          weekendCents: null,
          minNights: 5,
        },
      ],
      currency: 'AUD',
      derivedThrough: '2027-09-09',
      editedNights: 3,
      updatedAt: '2026-03-01T00:00:00Z',
      ...overrides,
    },
  },
});

const renderRates = ({
  roles = ['ROLE_STAFF'],
  plan = planDocument(),
  put = (body: unknown): FakeReply => ({
    status: 200,
    body: {
      data: {
        ...planDocument().data,
        attributes: {
          ...planDocument().data?.attributes,
          ...(body as { data: { attributes: object } }).data.attributes,
        },
      },
    },
  }),
}: {
  roles?: string[];
  plan?: TRatePlanDocument;
  put?: (body: unknown) => FakeReply;
} = {}) => {
  const calls = mockFetch(async ({ url, method, body }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === `/api/v3/properties/${PROPERTY_ID}`) return propertyReply();
    if (pathname === PLAN && method === 'GET') return { status: 200, body: plan };
    if (pathname === PLAN && method === 'PUT') return put(body);
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [{ path: '/properties/:propertyId/details/:section?', element: <PropertyDetailsScreen /> }],
      },
    ],
    RATES_PATH,
    { env: 'test' },
  );
  const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  return { calls, puts, user: userEvent.setup() };
};

type User = ReturnType<typeof renderRates>['user'];

/** Replaces a field's text as pasting does. */
const retype = async (user: User, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

const openForm = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: 'Edit rate plan' }));
  return within(await screen.findByRole('form', { name: 'Rate plan' }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetCsrfToken();
});

describe('The Rates section of a home (docs/product/rates.md#rate-plan)', { timeout: 30_000 }, () => {
  it('shows the plan, how far it is priced and the nights set by hand', async () => {
    renderRates({ roles: ['ROLE_RESERVATION_MANAGER'] });
    const plan = await screen.findByRole('region', { name: 'Rate plan' });
    expect(within(plan).getByText('Priced through Thu 9 Sep 2027')).toBeInTheDocument();
    expect(within(plan).getByText('3 nights set by hand keep their own rate')).toBeInTheDocument();
    expect(within(plan).getByText('A$245')).toBeInTheDocument();
    expect(within(plan).getByText('No limit')).toBeInTheDocument();
    const seasons = within(screen.getByRole('table', { name: 'Seasons' }));
    expect(
      seasons.getByRole('row', { name: /Summer Sun 20 Dec 2026 Sun 31 Jan 2027 A\$390 — 5 nights/ }),
    ).toBeVisible();
    // Read-only for those who see rates but do not manage them.
    expect(screen.queryByRole('button', { name: 'Edit rate plan' })).toBeNull();
  });

  it('offers those who manage rates to set a plan where there is none', async () => {
    const { user } = renderRates({ plan: { data: null } });
    expect(await screen.findByText('No rate plan yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set a rate plan' }));
    const form = within(await screen.findByRole('form', { name: 'Rate plan' }));
    // The home's own minimum stay and cleaning fee to start from.
    expect(form.getByRole('textbox', { name: /^Minimum nights/ })).toHaveValue('2');
    expect(form.getByRole('textbox', { name: /^Cleaning fee/ })).toHaveValue('A$165');
  });

  it('sends the plan in cents, its seasons included, and shows the saved plan', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, puts } = renderRates();
    const form = await openForm(user);
    await retype(user, form.getByRole('textbox', { name: /^Base nightly rate/ }), '250.50');
    // The plan's weekend rate comes first, each season's after it.
    await user.clear(form.getAllByRole('textbox', { name: /^Weekend rate/ })[0]!);
    await retype(user, form.getByRole('textbox', { name: /^Maximum nights/ }), '28');
    const summer = within(form.getByRole('group', { name: 'Summer' }));
    await retype(user, summer.getByRole('textbox', { name: /^Weekend rate/ }), '420');

    await user.click(form.getByRole('button', { name: 'Add season' }));
    const added = within(form.getByRole('group', { name: 'Season 2' }));
    await retype(user, added.getByRole('textbox', { name: /^Name/ }), 'Easter');
    await user.click(added.getByRole('button', { name: /^First night/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '2 April 2026' }));
    await user.click(added.getByRole('button', { name: /^Last night/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '6 April 2026' }));
    await retype(user, added.getByRole('textbox', { name: /^Nightly rate/ }), '310');

    await user.click(form.getByRole('button', { name: 'Save rate plan' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          data: {
            type: 'rate-plan',
            attributes: {
              baseCents: 25_050,
              weekendCents: null,
              minNights: 2,
              maxNights: 28,
              corporateDiscountPercent: 10,
              cleaningFeeCents: 16_500,
              extraGuestFeeCents: 2_500,
              extraGuestsAbove: 4,
              seasons: [
                {
                  name: 'Summer',
                  from: '2026-12-20',
                  to: '2027-01-31',
                  nightlyCents: 39_000,
                  weekendCents: 42_000,
                  minNights: 5,
                },
                {
                  name: 'Easter',
                  from: '2026-04-02',
                  to: '2026-04-06',
                  nightlyCents: 31_000,
                  weekendCents: null,
                  minNights: null,
                },
              ],
            },
          },
        },
      ]),
    );
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Rate plan saved' })));
    expect(await screen.findByRole('region', { name: 'Rate plan' })).toHaveTextContent('A$250.50');
  });

  it("checks the plan with the API's schema before sending it", async () => {
    const { user, puts } = renderRates();
    const form = await openForm(user);
    await user.clear(form.getByRole('textbox', { name: /^Base nightly rate/ }));
    await user.click(form.getByRole('button', { name: 'Save rate plan' }));
    expect(await form.findByText('Enter a nightly rate from 10 to 100,000 dollars')).toBeInTheDocument();

    await retype(user, form.getByRole('textbox', { name: /^Base nightly rate/ }), '245');
    await retype(user, form.getByRole('textbox', { name: /^Maximum nights/ }), '1');
    await user.click(form.getByRole('button', { name: 'Save rate plan' }));
    expect(await form.findByText('Maximum nights cannot be fewer than minimum nights')).toBeInTheDocument();
    expect(form.queryByText('Enter a nightly rate from 10 to 100,000 dollars')).toBeNull();
    expect(puts()).toEqual([]);
  });

  it("shows the API's refusal at the season's field it points at", async () => {
    const { user, puts } = renderRates({
      put: () => ({
        status: 400,
        body: {
          errors: [
            {
              status: '400',
              code: 'VALIDATION_ERROR',
              title: 'Bad request',
              detail: 'Seasons cannot overlap: this one shares nights with an earlier one',
              source: { pointer: '/data/attributes/seasons/0/from' },
            },
          ],
        },
      }),
    });
    const form = await openForm(user);
    await retype(user, form.getByRole('textbox', { name: /^Base nightly rate/ }), '260');
    await user.click(form.getByRole('button', { name: 'Save rate plan' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const summer = within(form.getByRole('group', { name: 'Summer' }));
    expect(
      await summer.findByText('Seasons cannot overlap: this one shares nights with an earlier one'),
    ).toBeInTheDocument();
    expect(summer.getByRole('button', { name: /^First night/ })).toHaveAccessibleDescription(
      'Seasons cannot overlap: this one shares nights with an earlier one',
    );
    expect(form.getByRole('alert')).toHaveTextContent('One field needs a look.');
  });
});
