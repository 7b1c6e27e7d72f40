import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import type { FakeReply, FakeRequest } from '../../../test/fake-fetch';
import { PROPERTY_ID, rate } from '../test/calendar-fixtures';
import { renderCalendar } from '../test/render-calendar';

configure({ asyncUtilTimeout: 4000 });

const RATES = `/api/v3/properties/${PROPERTY_ID}/rates`;
/** Check-in 11 March, check-out 14 March: the nights of the 11th, 12th and 13th. */
const RANGE = `/properties/${PROPERTY_ID}?startDate=2026-03-11&endDate=2026-03-14`;

type User = ReturnType<typeof renderCalendar>['user'];

/** The rates of the window, and the answer to `PATCH …/rates`. */
const ratesApi =
  (nights = [rate('2026-03-11', 24_500), rate('2026-03-12', 31_049)]) =>
  (request: FakeRequest): FakeReply | undefined => {
    if (request.url.pathname !== RATES) return undefined;
    if (request.method === 'PATCH') {
      const { from, to } = (request.body as { data: { attributes: { from: string; to: string } } }).data.attributes;
      return { status: 200, body: { data: { nights: 3, from, to } } };
    }
    return { status: 200, body: { data: nights, meta: { currency: 'AUD' } } };
  };

const openSetRates = async (user: User) => {
  await screen.findAllByLabelText(/^Mia Chen, Booked/);
  await user.click(screen.getByRole('button', { name: 'Set rates' }));
  return screen.findByRole('dialog', { name: 'Set rates' });
};

const patches = (calls: FakeRequest[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

beforeEach(() => {
  // 10 March 2026, midday in Brisbane.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetCsrfToken();
});

describe('Nights by hand on the calendar (docs/product/rates.md#nights-by-hand)', { timeout: 30_000 }, () => {
  it('sets a rate and closes the chosen nights, then reloads the rates', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, calls, callsTo } = renderCalendar({ path: RANGE, api: ratesApi() });
    const dialog = await openSetRates(user);
    const drawer = within(dialog);
    expect(drawer.getByTestId('chosen-nights')).toHaveTextContent('11 Mar – 13 Mar 2026 · 3 nights');
    const ratesLoads = callsTo('/rates').filter((call) => call.method === 'GET').length;

    await user.click(drawer.getByRole('textbox', { name: /^Nightly rate/ }));
    await user.paste('280.5');
    await user.click(drawer.getByRole('radio', { name: /^Close/ }));
    await user.click(drawer.getByRole('button', { name: 'Save nights' }));

    await waitFor(() =>
      expect(patches(calls)).toEqual([
        {
          data: {
            type: 'rates-edit',
            attributes: { from: '2026-03-11', to: '2026-03-13', priceCents: 28_050, closed: true },
          },
        },
      ]),
    );
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Nights saved' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set rates' })).toBeNull());
    await waitFor(() =>
      expect(callsTo('/rates').filter((call) => call.method === 'GET').length).toBeGreaterThan(ratesLoads),
    );
  });

  it('gives the nights back to the rate plan, and sends the minimum stay back to the home’s own', async () => {
    const { user, calls } = renderCalendar({ path: RANGE, api: ratesApi() });
    let drawer = within(await openSetRates(user));
    await user.click(drawer.getByRole('button', { name: 'Give back to the rate plan' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        { data: { type: 'rates-edit', attributes: { from: '2026-03-11', to: '2026-03-13', revert: true } } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set rates' })).toBeNull());

    await user.click(screen.getByRole('button', { name: /^Wed 11 Mar 2026/ }));
    await user.click(screen.getByRole('button', { name: /^Fri 13 Mar 2026/ }));
    drawer = within(await openSetRates(user));
    expect(drawer.getByTestId('chosen-nights')).toHaveTextContent('11 Mar – 12 Mar 2026 · 2 nights');
    await user.click(drawer.getByRole('checkbox', { name: "Back to the home's own minimum stay" }));
    await user.click(drawer.getByRole('button', { name: 'Save nights' }));
    await waitFor(() =>
      expect(patches(calls)[1]).toEqual({
        data: { type: 'rates-edit', attributes: { from: '2026-03-11', to: '2026-03-12', minNights: null } },
      }),
    );
  });

  it('says what to change when nothing is set, without calling the API', async () => {
    const { user, calls } = renderCalendar({ path: RANGE, api: ratesApi() });
    const drawer = within(await openSetRates(user));
    await user.click(drawer.getByRole('button', { name: 'Save nights' }));
    expect(await drawer.findByText('Set a rate, a minimum stay, or open or close the nights')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('shows a closed night struck through and marked Closed, and a minimum stay of its own', async () => {
    const closed = rate('2026-03-12', 31_000);
    closed.attributes.closed = true;
    closed.attributes.byHand = true;
    const longer = rate('2026-03-13', 24_500);
    longer.attributes.minNights = 5;
    renderCalendar({ api: ratesApi([rate('2026-03-11', 24_500), closed, longer]) });

    const day = await screen.findByRole('button', { name: /^Thu 12 Mar 2026, A\$310, closed, set by hand/ });
    expect(day).toHaveTextContent('Closed');
    expect(within(day).getByText('A$310')).toHaveAttribute('data-closed');
    const min = screen.getByRole('button', { name: /^Fri 13 Mar 2026, A\$245, minimum stay 5 nights/ });
    expect(min).toHaveTextContent('min 5');
    expect(min).not.toHaveTextContent('Closed');
    expect(screen.getByText('No stay may hold the night')).toBeInTheDocument();
  });

  it('offers Set rates only to those who manage rates', async () => {
    renderCalendar({ roles: ['ROLE_RESERVATION_MANAGER'], path: RANGE, api: ratesApi() });
    await screen.findAllByLabelText(/^Mia Chen, Booked/);
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set rates' })).toBeNull();
  });
});
