import {
  RESERVATION_MESSAGES,
  STAY_LIMIT_ERROR_CODES,
  type TBookingQuoteResponse,
  type TBookingDocument,
  type TBookingListItem,
  type TStayPrice,
} from '@hearth/domain/bookings';
import { notifications } from '@mantine/notifications';
import { MantineProvider } from '@mantine/core';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonApiError, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { booking, PROPERTY_ID } from '../test/calendar-fixtures';
import { renderCalendar } from '../test/render-calendar';

configure({ asyncUtilTimeout: 4000 });

const RESERVATIONS = ['ROLE_RESERVATION_MANAGER'];
const RANGE = `/properties/${PROPERTY_ID}?startDate=2026-03-11&endDate=2026-03-14&adults=3&children=1`;

const price = (overrides: Partial<TStayPrice> = {}): TStayPrice => ({
  nights: 3,
  nightly: [
    { night: '2026-03-11', amount: 24_500 },
    { night: '2026-03-12', amount: 24_500 },
    { night: '2026-03-13', amount: 24_500 },
  ],
  accommodation: 73_500,
  fees: [{ type: 'cleaning', label: 'Cleaning fee', amount: 12_000 }],
  cleaningFee: 12_000,
  total: 85_500,
  managementFeePercentage: '20.00',
  managementFee: 14_700,
  ownerPayout: 58_800,
  currency: 'AUD',
  corporateRate: false,
  securityDeposit: 50_000,
  ...overrides,
});

const quoteReply = (data: Partial<TBookingQuoteResponse['data']> = {}) => ({
  status: 200,
  body: { data: { available: true, unpricedNights: [], price: price(), refusal: null, ...data } },
});

const bookingDocument = (id: string, startDate: string, endDate: string, extra: object = {}): TBookingDocument => ({
  data: {
    id,
    type: 'booking',
    attributes: {
      ...booking(id, startDate, endDate).attributes,
      propertyId: PROPERTY_ID,
      guest: { fullName: 'Mia Chen', email: 'mia@example.com', phone: null, adults: 2, children: 0 },
      createdBy: { type: 'user', name: null },
      cleaningRequired: true,
      hasEarlyEta: false,
      hasLateEtd: false,
      externalSource: null,
      cancellationPolicy: 'moderate',
      paymentSummary: { paid: 60_000, due: 60_000, refunded: 0, refundPending: 0, disputed: 0 },
      ...extra,
    },
  },
});

const isCall = (request: FakeRequest, method: string, path: string) =>
  request.method === method && request.url.pathname === path;

const BOOKINGS = '/api/v3/bookings';
const QUOTE = `/api/v3/properties/${PROPERTY_ID}/booking-quote`;

/** The API of booking a stay: the live price and `POST v3/bookings`, answered by `create` call by call. */
const bookingApi = (
  create: (request: FakeRequest, attempt: number) => FakeReply,
  quote: (request: FakeRequest) => FakeReply = () => quoteReply(),
) => {
  let attempts = 0;
  return (request: FakeRequest): FakeReply | undefined => {
    if (isCall(request, 'GET', QUOTE)) return quote(request);
    if (isCall(request, 'POST', BOOKINGS)) {
      attempts += 1;
      return create(request, attempts);
    }
    return undefined;
  };
};

const openBookStay = async (user: User) => {
  // The calendar has loaded: its stay is on it (a link to the record for staff, a button to its summary for others).
  await screen.findAllByLabelText(/^Mia Chen, Booked/);
  await user.click(screen.getByRole('button', { name: 'Book' }));
  return screen.findByRole('dialog', { name: 'Book a stay' });
};

type User = ReturnType<typeof renderCalendar>['user'];

/** Puts `text` in a field as pasting does (one change, not one per key: the calendar around it is large). */
const enter = async (user: User, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const fillGuest = async (user: User, dialog: HTMLElement) => {
  const form = within(dialog);
  await enter(user, form.getByRole('textbox', { name: /^Guest full name/ }), 'Ava Stone');
  await enter(user, form.getByRole('textbox', { name: /^Email/ }), 'ava@example.com');
  await enter(user, form.getByRole('textbox', { name: /^Phone/ }), '0400 000 000');
};

beforeEach(() => {
  // 10 March 2026, midday in Brisbane.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Booking a stay from the calendar', { timeout: 30_000 }, () => {
  it('opens the drawer on the chosen range and guests, and prices the stay live', async () => {
    const { user, callsTo } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      api: bookingApi(() => ({ status: 500 })),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    expect(form.getByRole('button', { name: /^Check-in/ })).toHaveTextContent('Wed 11 Mar 2026');
    expect(form.getByRole('button', { name: /^Check-out/ })).toHaveTextContent('Sat 14 Mar 2026');
    expect(form.getByText('3 nights')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Adults/ })).toHaveValue('3');
    expect(form.getByRole('textbox', { name: /^Children/ })).toHaveValue('1');

    const priceBox = within(await form.findByRole('region', { name: 'Price' }));
    expect(await priceBox.findByText('3 nights × A$245')).toBeInTheDocument();
    expect(priceBox.getByText('A$735')).toBeInTheDocument();
    expect(priceBox.getByText('Cleaning fee')).toBeInTheDocument();
    expect(priceBox.getByText('Total').nextSibling).toHaveTextContent('A$855');
    expect(priceBox.getByText(/refundable security deposit of A\$500, held and not charged/)).toBeInTheDocument();
    const [quote] = callsTo('/booking-quote');
    expect(Object.fromEntries(quote?.url.searchParams ?? [])).toEqual({
      checkIn: '2026-03-11',
      checkOut: '2026-03-14',
      adults: '3',
      children: '1',
      corporateRate: 'false',
    });

    // Each night is one click away; the corporate rate asks again.
    await user.click(priceBox.getByRole('button', { name: 'Show each night' }));
    expect(priceBox.getByText('Thu 12 Mar 2026')).toBeInTheDocument();
    await user.click(form.getByRole('switch', { name: /^Corporate rate/ }));
    await waitFor(() => expect(callsTo('/booking-quote').at(-1)?.url.searchParams.get('corporateRate')).toBe('true'));
  });

  it('sends the body with an Idempotency-Key, and the SAME key again after a network failure', async () => {
    const made = booking('new', '2026-03-11', '2026-03-14', {
      longCode: 'HB-NEW',
      channel: 'hearth',
      guest: { fullName: 'Ava Stone', adults: 3, children: 1 },
    });
    let created = false;
    const show = vi.spyOn(notifications, 'show');
    const { user, callsTo, router } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      bookings: () => [booking('b1', '2026-03-15', '2026-03-18'), ...(created ? [made] : [])],
      api: bookingApi((_request, attempt) => {
        if (attempt === 1) throw new TypeError('Failed to fetch');
        created = true;
        return { status: 201, body: bookingDocument('new', '2026-03-11', '2026-03-14', { longCode: 'HB-NEW' }) };
      }),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    await fillGuest(user, dialog);
    await enter(user, form.getByRole('textbox', { name: /^Internal note/ }), 'Late arrival');
    await form.findByText('3 nights × A$245');

    await user.click(form.getByRole('button', { name: 'Book' }));
    expect(await form.findByText(/cannot be made twice/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Book' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book a stay' })).not.toBeInTheDocument());
    const sends = callsTo(BOOKINGS).filter((call) => call.method === 'POST');
    expect(sends).toHaveLength(2);
    const [first, second] = sends;
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.body).toEqual({
      propertyId: PROPERTY_ID,
      checkIn: '2026-03-11',
      checkOut: '2026-03-14',
      adults: 3,
      children: 1,
      guest: { fullName: 'Ava Stone', email: 'ava@example.com', phone: '0400 000 000' },
      corporateRate: false,
      corporatePartner: null,
      note: 'Late arrival',
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Booked HB-NEW' }));
    // The stay is on the calendar at once and the selection is gone.
    expect(await screen.findAllByRole('button', { name: /^Ava Stone, Booked/ })).not.toHaveLength(0);
    expect(router.state.location.search).not.toContain('startDate');
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('gives staff, who may open the booking record, the way to it with the news of the booking', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, router } = renderCalendar({
      roles: ['ROLE_STAFF'],
      path: RANGE,
      api: bookingApi(() => ({
        status: 201,
        body: bookingDocument('new', '2026-03-11', '2026-03-14', { longCode: 'HB-NEW' }),
      })),
    });
    const dialog = await openBookStay(user);
    await fillGuest(user, dialog);
    await within(dialog).findByText('3 nights × A$245');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Booked HB-NEW' })));
    // The notice is drawn outside the routes: put its message on the page to follow its link.
    const notice = show.mock.calls.find(([shown]) => shown.title === 'Booked HB-NEW')?.[0];
    render(<MantineProvider>{notice?.message}</MantineProvider>);
    const link = screen.getByRole('link', { name: 'Open the booking' });
    expect(link).toHaveAttribute('href', '/reservations/new');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations/new'));
  });

  it("says the API's 'nights taken' in the form, reloads the calendar, and takes a new key for other content", async () => {
    const { user, callsTo } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      api: bookingApi(() => jsonApiError(409, 'NIGHTS_TAKEN', RESERVATION_MESSAGES.nightsTaken)),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    await fillGuest(user, dialog);
    const loads = callsTo('/bookings').length;

    await user.click(form.getByRole('button', { name: 'Book' }));
    expect(await form.findByText(RESERVATION_MESSAGES.nightsTaken)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/bookings').length).toBeGreaterThan(loads));

    // A definite answer, then other content: a new booking, so a new key.
    await user.clear(form.getByRole('textbox', { name: /^Phone/ }));
    await user.click(form.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(callsTo(BOOKINGS).filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = callsTo(BOOKINGS).filter((call) => call.method === 'POST');
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('checks the form with the shared schema before sending', async () => {
    const { user, callsTo } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      api: bookingApi(() => ({ status: 500 })),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    await enter(user, form.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Book' }));
    expect(await form.findByText('Enter the guest’s name')).toBeInTheDocument();
    expect(form.getByText('Enter a valid email')).toBeInTheDocument();
    expect(callsTo(BOOKINGS).filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says when the nights are no longer free and keeps Book off', async () => {
    const { user } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      api: bookingApi(
        () => ({ status: 500 }),
        () => quoteReply({ available: false }),
      ),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    expect(await form.findByText(RESERVATION_MESSAGES.nightsTaken)).toBeInTheDocument();
    expect(form.getByText(/^Those nights are no longer free/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('lists the nights without a rate when the stay cannot be priced', async () => {
    const { user } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      api: bookingApi(
        () => ({ status: 500 }),
        () => quoteReply({ price: null, unpricedNights: ['2026-03-13'] }),
      ),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    expect(await form.findByText('Fri 13 Mar 2026')).toBeInTheDocument();
    expect(form.getByText(RESERVATION_MESSAGES.noRates)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it("says at the guests field when the stay is over the home's capacity, and keeps Book off", async () => {
    const message = 'This home sleeps at most 4 guests; this stay is for 6.';
    const { user } = renderCalendar({
      roles: RESERVATIONS,
      path: RANGE,
      api: bookingApi(
        () => ({ status: 500 }),
        () => quoteReply({ refusal: { code: STAY_LIMIT_ERROR_CODES.overCapacity, message, field: 'adults' } }),
      ),
    });
    const dialog = await openBookStay(user);
    const form = within(dialog);
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Adults/ })).toHaveAccessibleDescription(message);
    expect(form.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('opens the drawer from the address (book=1, as the multi-calendar links) on the month of the stay', async () => {
    const { router } = renderCalendar({
      roles: RESERVATIONS,
      path: `/properties/${PROPERTY_ID}?startDate=2026-05-11&endDate=2026-05-14&book=1`,
      api: bookingApi(() => ({ status: 500 })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book a stay' });
    expect(within(dialog).getByRole('button', { name: /^Check-in/ })).toHaveTextContent('Mon 11 May 2026');
    expect(within(dialog).getByRole('button', { name: /^Check-out/ })).toHaveTextContent('Thu 14 May 2026');
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('May 2026');
    // Acted on once: a reload or Back does not open it again.
    await waitFor(() => expect(router.state.location.search).not.toContain('book='));
    expect(router.state.location.search).toContain('startDate=2026-05-11');
  });

  it('ignores book=1 for those who may not book', async () => {
    const { router } = renderCalendar({
      roles: ['ROLE_OWNER'],
      path: `/properties/${PROPERTY_ID}?startDate=2026-03-11&endDate=2026-03-14&book=1`,
    });
    await screen.findAllByRole('button', { name: /^Mia Chen, Booked/ });
    await waitFor(() => expect(router.state.location.search).not.toContain('book='));
    expect(screen.queryByRole('dialog', { name: 'Book a stay' })).not.toBeInTheDocument();
  });
});

describe('A booking on the calendar', { timeout: 30_000 }, () => {
  const cancellation = {
    policy: 'moderate',
    daysBeforeCheckIn: 5,
    fee: 30_000,
    refund: 90_000,
    currency: 'AUD',
    cancellable: true,
    reason: null,
  };

  /** GET v3/bookings/b1 (with the fee when asked) and its cancel; after it the stay is no longer on the calendar. */
  const bookingRecordApi = (state: { cancelled: boolean }) => (request: FakeRequest) => {
    if (isCall(request, 'GET', '/api/v3/bookings/b1')) {
      const withFee = request.url.searchParams.get('include') === 'clean-cancellation';
      const document = bookingDocument('b1', '2026-03-15', '2026-03-18');
      return {
        status: 200,
        body: withFee
          ? { ...document, included: [{ id: 'b1', type: 'clean-cancellation', attributes: cancellation }] }
          : document,
      };
    }
    if (isCall(request, 'POST', '/api/v3/bookings/b1/cancel')) {
      state.cancelled = true;
      const document = bookingDocument('b1', '2026-03-15', '2026-03-18', { recordStatus: 'CANCELLED' });
      return { status: 200, body: document };
    }
    return undefined;
  };

  it('opens its summary for a reservation manager, who cancels it and sees the nights free', async () => {
    const state = { cancelled: false };
    const show = vi.spyOn(notifications, 'show');
    const { user, callsTo } = renderCalendar({
      roles: RESERVATIONS,
      bookings: (): TBookingListItem[] => (state.cancelled ? [] : [booking('b1', '2026-03-15', '2026-03-18')]),
      api: bookingRecordApi(state),
    });
    const [bar] = await screen.findAllByRole('button', { name: /^Mia Chen, Booked/ });
    expect(screen.queryByRole('link', { name: /^Mia Chen/ })).not.toBeInTheDocument();
    await user.click(bar!);

    const drawer = within(await screen.findByRole('dialog', { name: 'Booking' }));
    expect(drawer.getByRole('heading', { name: 'HB-b1' })).toBeInTheDocument();
    expect(drawer.getByText('Mia Chen')).toBeInTheDocument();
    expect(drawer.getByText('Booked')).toBeInTheDocument();
    expect(drawer.getByText('Active')).toBeInTheDocument();
    expect(drawer.getByRole('img', { name: 'Airbnb logo' })).toBeInTheDocument();
    expect(drawer.getByText('Sun 15 Mar 2026')).toBeInTheDocument();
    expect(drawer.getByText('Wed 18 Mar 2026')).toBeInTheDocument();
    expect(drawer.getByText('2 adults')).toBeInTheDocument();
    expect(drawer.getByText('A$1,200')).toBeInTheDocument();
    const payments = within(await drawer.findByRole('region', { name: 'Payments' }));
    expect(payments.getAllByText('A$600')).toHaveLength(2);

    await user.click(drawer.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking' }));
    expect(await dialog.findByText('A$300')).toBeInTheDocument();
    expect(dialog.getByText('A$900')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Booking' })).not.toBeInTheDocument());
    const [cancel] = callsTo('/cancel');
    expect(cancel?.body).toEqual({ expectedFee: 30_000, reason: null });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Booking cancelled' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mia Chen/ })).not.toBeInTheDocument());
  });

  it('gives an owner the summary without Cancel booking', async () => {
    const { user } = renderCalendar({ roles: ['ROLE_OWNER'], api: bookingRecordApi({ cancelled: false }) });
    const [bar] = await screen.findAllByRole('button', { name: /^Mia Chen, Booked/ });
    await user.click(bar!);
    const drawer = within(await screen.findByRole('dialog', { name: 'Booking' }));
    expect(drawer.getByRole('heading', { name: 'HB-b1' })).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("keeps staff's booking bar a link to the booking record", async () => {
    renderCalendar({ roles: ['ROLE_STAFF'] });
    const [bar] = await screen.findAllByRole('link', { name: /^Mia Chen, Booked/ });
    expect(bar).toHaveAttribute('href', '/reservations/b1');
    expect(screen.queryByRole('button', { name: /^Mia Chen/ })).not.toBeInTheDocument();
  });
});
