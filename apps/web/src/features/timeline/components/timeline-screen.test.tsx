import type { TTimelineRow } from '@hearth/domain/calendar';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonApiError } from '../../../test/fake-fetch';
import { giveBoxesASize, renderTimeline, row } from '../test/render-timeline';

configure({ asyncUtilTimeout: 4000 });

const BEACH = '11111111-1111-4111-8111-111111111111';
const CABIN = '22222222-2222-4222-8222-222222222222';

/** A reservation manager's view: stays with guests, holds and blocks, no tasks (tasks are confidential). */
const managerRows = (): TTimelineRow[] => [
  row(BEACH, 'Beach House', {
    bookings: [
      {
        id: 'b1',
        start: '2031-03-05',
        end: '2031-03-09',
        status: 'BOOKED',
        recordStatus: 'ACTIVE',
        channel: 'airbnb',
        longCode: 'HX-1001',
        guestName: 'Mia Chen',
      },
    ],
    events: [
      {
        id: 'e1',
        kind: 'hold',
        name: '<p>Guest hold</p>',
        start: '2031-03-12',
        end: '2031-03-14',
        expiresAt: '2031-03-04T05:00:00.000Z',
        source: 'hearth',
      },
      {
        id: 'e2',
        kind: 'block',
        name: '<p>Owner <strong>stay</strong></p>',
        start: '2031-03-15',
        end: '2031-03-17',
        expiresAt: null,
        source: 'hearth',
      },
    ],
  }),
  row(CABIN, 'Alpine Cabin', { events: [] }),
];

const staffRows = (): TTimelineRow[] => {
  const [beach, cabin] = managerRows();
  return [
    {
      ...beach!,
      attributes: {
        ...beach!.attributes,
        tasks: [
          {
            id: 't1',
            name: 'Fix the gate',
            scheduledDate: '2031-02-27',
            scheduledTime: null,
            department: 'maintenance',
            status: 'overdue',
            overdue: true,
          },
          {
            id: 't2',
            name: 'Clean after stay',
            scheduledDate: '2031-03-09',
            scheduledTime: '10:00',
            department: 'cleaning',
            status: 'assigned',
            overdue: false,
          },
        ],
      },
    },
    { ...cabin!, attributes: { ...cabin!.attributes, tasks: [] } },
  ];
};

const ownerRows = (): TTimelineRow[] => [
  row(BEACH, 'Beach House', {
    bookings: [
      {
        id: 'b1',
        start: '2031-03-05',
        end: '2031-03-09',
        status: 'BOOKED',
        recordStatus: 'ACTIVE',
        channel: 'airbnb',
        longCode: 'HX-1001',
        guestName: 'Mia Chen',
      },
    ],
  }),
];

let putBoxesBack: () => void = () => undefined;

beforeEach(() => {
  // 2 March 2031, midday in Sydney: nights before it cannot be chosen.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-02T01:00:00Z'));
  putBoxesBack = giveBoxesASize();
});
afterEach(() => {
  vi.useRealTimers();
  putBoxesBack();
});

const rowNamed = async (name: string) => screen.findByRole('group', { name });

describe('TimelineScreen', { timeout: 20_000 }, () => {
  it('draws a row per home with its stays coloured by channel, holds apart from blocks, for the window asked', async () => {
    const { timelineCalls } = renderTimeline({ roles: ['ROLE_RESERVATION_MANAGER'], rows: managerRows() });
    const beach = await rowNamed('Beach House');
    expect(await rowNamed('Alpine Cabin')).toBeInTheDocument();
    expect(within(beach).getByRole('link', { name: 'Beach House' })).toHaveAttribute('href', `/properties/${BEACH}`);
    expect(screen.getByTestId('result-count')).toHaveTextContent('2 properties');

    // A month from the start in the address, first page of 50.
    const [params] = timelineCalls();
    expect(params?.get('from')).toBe('2031-02-25');
    expect(params?.get('to')).toBe('2031-03-27');
    expect(params?.get('page[number]')).toBe('1');
    expect(params?.get('page[size]')).toBe('50');

    const stay = within(beach).getByRole('link', { name: /^Mia Chen, Booked, Airbnb, / });
    expect(stay).toHaveAttribute('data-kind', 'booking');
    expect(stay).toHaveAttribute('data-channel', 'airbnb');
    expect(stay.getAttribute('style')).toContain('--mantine-color-pink-filled');
    expect(stay).toHaveAttribute('title', 'Mia Chen · Booked · HX-1001');
    // Reservation managers have no reservation pages: the stay opens its home's calendar on that month.
    expect(stay.getAttribute('href')).toMatch(new RegExp(`^/properties/${BEACH}\\?month=3&year=2031`));

    const hold = within(beach).getByRole('link', { name: /^Hold until .+: Guest hold, / });
    const block = within(beach).getByRole('link', { name: /^Block: Owner stay, / });
    expect(hold).toHaveAttribute('data-kind', 'hold');
    expect(block).toHaveAttribute('data-kind', 'block');
    expect(hold).toHaveAttribute('href', `/events/${BEACH}/edit/e1`);
    expect(hold.getAttribute('aria-label')).toContain('Hold until Tue 4 Mar 2031 3:00 PM');
    // No tasks for a reservation manager.
    expect(within(beach).queryAllByRole('note', { name: /^Task / })).toHaveLength(0);
  });

  it('marks an overdue task in red and names each task', async () => {
    renderTimeline({ roles: ['ROLE_STAFF'], rows: staffRows() });
    const beach = await rowNamed('Beach House');
    const overdue = within(beach).getByRole('note', { name: 'Task Fix the gate, Overdue' });
    expect(overdue).toHaveAttribute('data-overdue');
    expect(overdue.getAttribute('style')).toContain('--mantine-color-red-filled');
    const clean = within(beach).getByRole('note', { name: 'Task Clean after stay, Assigned' });
    expect(clean).not.toHaveAttribute('data-overdue');
  });

  it('lets a reservation manager book or block a chosen range on a row, and Escape clears it', async () => {
    const { user } = renderTimeline({ roles: ['ROLE_RESERVATION_MANAGER'], rows: managerRows() });
    const beach = await rowNamed('Beach House');
    await user.click(within(beach).getByRole('button', { name: 'Fri 21 Mar 2031' }));
    const bar = await screen.findByRole('region', { name: 'Selected nights' });
    expect(within(bar).getByText(/click the check-out night/)).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();

    await user.click(within(beach).getByRole('button', { name: 'Mon 24 Mar 2031' }));
    expect(within(bar).getByText(/3 nights/)).toBeInTheDocument();

    // Book opens its form here, over the chosen nights: the multi-calendar stays where it was.
    await user.click(within(bar).getByRole('button', { name: 'Book' }));
    const book = await screen.findByRole('dialog', { name: 'Book a stay' });
    expect(within(book).getByText('Beach House')).toBeInTheDocument();
    expect(within(book).getByRole('button', { name: /^Check-in/ })).toHaveTextContent('Fri 21 Mar 2031');
    expect(within(book).getByRole('button', { name: /^Check-out/ })).toHaveTextContent('Mon 24 Mar 2031');
    expect(window.location.pathname).toBe('/properties/timeline');
    await user.click(within(book).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book a stay' })).not.toBeInTheDocument());

    // Block too, with Blocking chosen and the last night as its last day.
    await user.click(within(bar).getByRole('button', { name: 'Block' }));
    const block = await screen.findByRole('dialog', { name: 'Block dates' });
    expect(within(block).getByRole('combobox', { name: 'Status' })).toHaveValue('Blocking (dates blocked)');
    expect(within(block).getByText(/21 Mar 2031/)).toBeInTheDocument();
    expect(within(block).getByText(/23 Mar 2031/)).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block dates' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/properties/timeline');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected nights' })).not.toBeInTheDocument());
  });

  it('refuses a range over a taken night and a night before today', async () => {
    const { user } = renderTimeline({ roles: ['ROLE_RESERVATION_MANAGER'], rows: managerRows() });
    const beach = await rowNamed('Beach House');
    await user.click(within(beach).getByRole('button', { name: 'Fri 28 Feb 2031' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That date is restricted');
    await user.click(within(beach).getByRole('button', { name: 'Mon 10 Mar 2031' }));
    await user.click(within(beach).getByRole('button', { name: 'Fri 14 Mar 2031' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That date is not available');
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('shows an owner their chosen range without Book or Block', async () => {
    const { user } = renderTimeline({ roles: ['ROLE_OWNER'], rows: ownerRows() });
    const beach = await rowNamed('Beach House');
    // Owners see who stays but no events or tasks; the stay opens their home's calendar.
    expect(within(beach).getByRole('link', { name: /^Mia Chen, Booked/ })).toBeInTheDocument();
    await user.click(within(beach).getByRole('button', { name: 'Fri 21 Mar 2031' }));
    await user.click(within(beach).getByRole('button', { name: 'Mon 24 Mar 2031' }));
    const bar = await screen.findByRole('region', { name: 'Selected nights' });
    expect(within(bar).getByText(/3 nights/)).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('moves the window by its width, keeps it in the address, and searches after a pause', async () => {
    const { user, timelineCalls, router } = renderTimeline({
      roles: ['ROLE_STAFF'],
      rows: staffRows(),
      path: '/properties/timeline',
    });
    await rowNamed('Beach House');
    // Today is the default start: a plain address.
    expect(timelineCalls()[0]?.get('from')).toBe('2031-03-02');
    await user.click(screen.getByRole('radio', { name: '2 weeks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?width=2w'));
    await user.click(screen.getByRole('button', { name: 'Next 2 weeks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?start=2031-03-16&width=2w'));
    await waitFor(() => expect(timelineCalls().at(-1)?.get('to')).toBe('2031-03-29'));

    await user.type(screen.getByRole('textbox', { name: 'Search property' }), 'beach');
    await waitFor(() => expect(timelineCalls().at(-1)?.get('filterText')).toBe('beach'), { timeout: 3000 });
    expect(router.state.location.search).toContain('filterText=beach');
  });

  it('says when nothing matches, with Clear search', async () => {
    renderTimeline({ roles: ['ROLE_STAFF'], rows: [], path: '/properties/timeline?filterText=zzz' });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('shows the error alert with Try again when the first page fails', async () => {
    renderTimeline({
      roles: ['ROLE_STAFF'],
      rows: [],
      answer: jsonApiError(500, 'SERVER_ERROR', 'Something broke'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load properties');
    expect(alert).toHaveTextContent('There was an error SERVER_ERROR');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
