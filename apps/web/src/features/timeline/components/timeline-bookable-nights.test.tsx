import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveBoxesASize, renderTimeline, row } from '../test/render-timeline';

configure({ asyncUtilTimeout: 4000 });

const BEACH = '11111111-1111-4111-8111-111111111111';
const CABIN = '22222222-2222-4222-8222-222222222222';
const COTTAGE = '33333333-3333-4333-8333-333333333333';

/** An active home with closed nights, one leaving after 20 March, and an inactive one. */
const rows = () => [
  row(CABIN, 'Alpine Cabin', { status: 'offboarding', lastNight: '2031-03-20', closedNights: [] }),
  row(BEACH, 'Beach House', {
    closedNights: [
      { start: '2031-03-10', end: '2031-03-13' },
      { start: '2031-03-15', end: '2031-03-16' },
    ],
  }),
  row(COTTAGE, 'Gone Cottage', { status: 'inactive', closedNights: [] }),
];

const night = (group: HTMLElement, name: string) => within(group).getByRole('button', { name });

let putBoxesBack: () => void = () => undefined;
beforeEach(() => {
  // 2 March 2031, midday in Sydney.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-02T01:00:00Z'));
  putBoxesBack = giveBoxesASize();
});
afterEach(() => {
  vi.useRealTimers();
  putBoxesBack();
});

describe('Life cycle and closed nights on the multi-calendar', { timeout: 20_000 }, () => {
  it('greys an inactive home and the nights after a last night, and stripes closed nights', async () => {
    const { timelineCalls } = renderTimeline({
      roles: ['ROLE_STAFF'],
      rows: rows(),
      path: '/properties/timeline?start=2031-02-25&includeInactive=1',
    });
    const cottage = await screen.findByRole('group', { name: 'Gone Cottage' });
    expect(timelineCalls()[0]?.get('filters[propertyStatuses]')).toBe('onboarding,active,offboarding,inactive');
    expect(screen.getByRole('button', { name: 'Include Inactive' })).toHaveAttribute('aria-pressed', 'true');

    expect(cottage).toHaveAttribute('data-inactive');
    expect(within(cottage).getByText('C-GON · Inactive')).toBeInTheDocument();
    expect(night(cottage, 'Wed 5 Mar 2031, takes no stays')).toHaveAttribute('data-no-stays');

    const cabin = screen.getByRole('group', { name: 'Alpine Cabin' });
    expect(within(cabin).getByText('C-ALP · Last night 20 Mar')).toBeInTheDocument();
    expect(night(cabin, 'Thu 20 Mar 2031')).not.toHaveAttribute('data-no-stays');
    expect(night(cabin, 'Fri 21 Mar 2031, takes no stays')).toHaveAttribute('data-no-stays');

    const beach = screen.getByRole('group', { name: 'Beach House' });
    expect(night(beach, 'Tue 11 Mar 2031, closed')).toHaveAttribute('data-closed');
    expect(night(beach, 'Sat 15 Mar 2031, closed')).toHaveAttribute('data-closed');
    expect(night(beach, 'Thu 13 Mar 2031')).not.toHaveAttribute('data-closed');

    const legend = screen.getByTestId('timeline-legend');
    expect(legend).toHaveTextContent('Closed: no stay may hold the night');
    expect(legend).toHaveTextContent('Takes no stays: the home is inactive, or it is after its last night');
  });

  it('books an offboarding home up to the morning after its last night, and never an inactive one', async () => {
    const { user } = renderTimeline({
      roles: ['ROLE_STAFF'],
      rows: rows(),
      path: '/properties/timeline?start=2031-02-25&includeInactive=1',
    });
    const cabin = await screen.findByRole('group', { name: 'Alpine Cabin' });
    await user.click(night(cabin, 'Tue 18 Mar 2031'));
    const bar = await screen.findByRole('region', { name: 'Selected nights' });
    expect(within(bar).getByText('This home is offboarding: its last night is 20 Mar 2031.')).toBeInTheDocument();

    // Checking out on the 21st leaves after the last night: it may be booked.
    await user.click(night(cabin, 'Fri 21 Mar 2031, takes no stays'));
    expect(within(bar).getByRole('button', { name: 'Book' })).toBeEnabled();

    // One more night runs past it: Book is disabled and says why; Block stays.
    await user.click(night(cabin, 'Tue 18 Mar 2031'));
    await user.click(night(cabin, 'Sun 23 Mar 2031, takes no stays'));
    const refused = 'This home is offboarding: its last night is 20 Mar 2031, and this stay runs past it.';
    const book = within(bar).getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(refused);
    expect(within(bar).getByText(refused)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Block' })).toBeEnabled();

    const cottage = screen.getByRole('group', { name: 'Gone Cottage' });
    await user.click(night(cottage, 'Wed 5 Mar 2031, takes no stays'));
    await user.click(night(cottage, 'Fri 7 Mar 2031, takes no stays'));
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: 'Book' })).toHaveAccessibleDescription(
        'This home is inactive: it takes no stays.',
      ),
    );
    expect(within(bar).getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it("leaves inactive homes out unless 'Include Inactive' is ticked, offered to those who may", async () => {
    const { user, timelineCalls, router } = renderTimeline({ roles: ['ROLE_STAFF'], rows: rows().slice(0, 2) });
    await screen.findByRole('group', { name: 'Beach House' });
    expect(timelineCalls()[0]?.has('filters[propertyStatuses]')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Include Inactive' }));
    await waitFor(() => expect(router.state.location.search).toContain('includeInactive=true'));
    await waitFor(() =>
      expect(timelineCalls().at(-1)?.get('filters[propertyStatuses]')).toBe('onboarding,active,offboarding,inactive'),
    );
  });

  it('offers no Include Inactive to a reservation manager, even from the address', async () => {
    const { timelineCalls } = renderTimeline({
      roles: ['ROLE_RESERVATION_MANAGER'],
      rows: rows().slice(0, 2),
      path: '/properties/timeline?start=2031-02-25&includeInactive=1',
    });
    await screen.findByRole('group', { name: 'Beach House' });
    expect(screen.queryByRole('button', { name: 'Include Inactive' })).not.toBeInTheDocument();
    expect(timelineCalls()[0]?.has('filters[propertyStatuses]')).toBe(false);
  });
});
