import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROPERTY_ID, propertyReply } from '../test/calendar-fixtures';
import { renderCalendar } from '../test/render-calendar';

configure({ asyncUtilTimeout: 4000 });

const day = (value: string) => screen.getByTestId(`day-${value}`);
const chosen = (startDate: string, endDate: string, extra = '') =>
  `/properties/${PROPERTY_ID}?startDate=${startDate}&endDate=${endDate}${extra}`;
const selectionBar = () => screen.getByRole('region', { name: 'Selected dates' });

const INACTIVE = 'This home is inactive: it takes no stays.';
const PAST_LAST_NIGHT = 'This home is offboarding: its last night is 23 Mar 2026, and this stay runs past it.';

beforeEach(() => {
  // 10 March 2026, midday in Brisbane.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("A home's calendar and its life cycle (docs/product/properties.md#life-cycle)", { timeout: 20_000 }, () => {
  it('greys every night of an inactive home and disables Book, saying why; rates can still be set', async () => {
    renderCalendar({
      path: chosen('2026-03-11', '2026-03-14'),
      property: propertyReply({ status: 'inactive', lastNight: null }),
    });
    const book = await screen.findByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(INACTIVE);
    expect(within(selectionBar()).getByText(INACTIVE)).toBeInTheDocument();
    expect(within(selectionBar()).getByRole('button', { name: 'Set rates' })).toBeEnabled();
    expect(day('2026-03-24')).toHaveAttribute('data-no-stays');
    expect(day('2026-03-12').getAttribute('aria-label')).toContain('takes no stays');
  });

  it('says so before any range is chosen', async () => {
    renderCalendar({ property: propertyReply({ status: 'inactive', lastNight: null }) });
    expect(
      await within(await screen.findByRole('region', { name: 'Selected dates' })).findByText(INACTIVE),
    ).toBeVisible();
  });

  it("greys an offboarding home's nights after its last night, and books only up to the morning after it", async () => {
    // The nights of the 22nd to the 24th are free (a hold takes the 20th and 21st, a block the 25th).
    const { user } = renderCalendar({
      path: chosen('2026-03-22', '2026-03-24'),
      property: propertyReply({ status: 'offboarding', lastNight: '2026-03-23' }),
    });
    const book = await screen.findByRole('button', { name: 'Book' });
    expect(book).toBeEnabled();
    expect(
      within(selectionBar()).getByText('This home is offboarding: its last night is 23 Mar 2026.'),
    ).toBeInTheDocument();
    expect(day('2026-03-23')).not.toHaveAttribute('data-no-stays');
    expect(day('2026-03-24')).toHaveAttribute('data-no-stays');
    expect(day('2026-03-24').getAttribute('aria-label')).toContain('takes no stays');

    // A check-out two mornings after the last night runs past it.
    await user.click(screen.getByRole('button', { name: /^End:/ }));
    await user.click(day('2026-03-25'));
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAccessibleDescription(PAST_LAST_NIGHT);
    expect(within(selectionBar()).getByText(PAST_LAST_NIGHT)).toBeInTheDocument();
  });

  it("does not open 'Book a stay' from a link on a range past the last night", async () => {
    const { router } = renderCalendar({
      roles: ['ROLE_RESERVATION_MANAGER'],
      path: chosen('2026-03-22', '2026-03-25', '&book=1'),
      property: propertyReply({ status: 'offboarding', lastNight: '2026-03-23' }),
    });
    expect(await screen.findByRole('button', { name: 'Book' })).toBeDisabled();
    expect(screen.getByText(PAST_LAST_NIGHT)).toBeInTheDocument();
    // Acted on (taken out of the address) without opening the drawer, which would have loaded by now.
    await waitFor(() => expect(router.state.location.search).not.toContain('book='));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Book a stay' })).not.toBeInTheDocument();
  });
});
