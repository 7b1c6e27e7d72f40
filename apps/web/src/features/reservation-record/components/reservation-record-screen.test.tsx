import type { TBookingDocument, TQuoteDocument } from '@hearth/domain/bookings';
import { PAYMENT_MESSAGES } from '@hearth/domain/payments';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, jsonApiError, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { ReservationRecordScreen } from './reservation-record-screen';

configure({ asyncUtilTimeout: 5000 });

const BOOKING_ID = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const PROPERTY_ID = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const QUOTE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const BASE_QUOTE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const BOOKING_PATH = `/api/v3/bookings/${BOOKING_ID}`;

type Included = NonNullable<TBookingDocument['included']>[number];

/** The booking as staff read it; `withholdPayments` drops what a caller without `booking:read-payments` is not sent. */
const bookingState = () => ({
  recordStatus: 'ACTIVE' as 'ACTIVE' | 'CANCELLED',
  balanceStatus: 'unpaid' as 'unpaid' | 'paid',
  balanceReference: null as string | null,
  createdBy: { type: 'staff', name: 'Sam Staff' } as { type: string; name: string | null } | undefined,
  notes: [
    {
      id: 'n1',
      type: 'note',
      attributes: { content: 'Cot requested.', createdAt: '2026-02-01T01:00:00Z', from: 'Sam Staff', tag: 'guest' },
    },
  ] as Included[],
});

const included = (include: string[], state: ReturnType<typeof bookingState>, withholdPayments: boolean): Included[] => {
  const items: Included[] = [];
  if (include.includes('property')) {
    items.push({
      id: PROPERTY_ID,
      type: 'property',
      attributes: {
        name: 'Hastings Street Beach House',
        code: 'NOO-012',
        address: { full: '12 Hastings St' },
        timezone: 'Australia/Brisbane',
      },
    });
  }
  if (include.includes('payments') && !withholdPayments) {
    items.push(
      {
        id: 'p1',
        type: 'payment',
        attributes: {
          amount: 45_000,
          dueOn: '2026-01-10',
          errorDescription: null,
          isRefund: false,
          isThreeDSecure: true,
          method: 'card',
          note: null,
          paidAt: '2026-01-10T02:00:00Z',
          paymentType: 'deposit',
          receiptUrl: 'https://pay.hearth.au/receipts/r1',
          refundableAmount: 45_000,
          status: 'paid',
          scheduled: false,
          reference: null,
          request: null,
          throughStripe: true,
        },
      },
      {
        id: 'p2',
        type: 'payment',
        attributes: {
          amount: 105_000,
          dueOn: '2026-02-20',
          errorDescription: null,
          isRefund: false,
          isThreeDSecure: false,
          method: 'card',
          note: null,
          paidAt: null,
          paymentType: 'accommodation',
          receiptUrl: null,
          refundableAmount: 0,
          status: state.balanceStatus,
          scheduled: state.balanceStatus === 'unpaid',
          reference: state.balanceReference,
          request: null,
          throughStripe: false,
        },
      },
    );
  }
  if (include.includes('notes')) items.push(...state.notes);
  if (include.includes('quotes')) {
    items.push({
      id: QUOTE_ID,
      type: 'quote',
      attributes: {
        nights: 3,
        accommodation: 150_000,
        cleaningFee: 6_000,
        total: 160_500,
        lines: [],
        securityDeposit: 30_000,
        currency: 'AUD',
        createdAt: '2026-01-10T01:00:00Z',
        baseQuoteId: BASE_QUOTE_ID,
      },
    });
  }
  if (include.includes('clean-cancellation')) {
    items.push({
      id: `${BOOKING_ID}-clean-cancellation`,
      type: 'clean-cancellation',
      attributes: {
        policy: 'moderate',
        daysBeforeCheckIn: 20,
        fee: 45_000,
        refund: 0,
        currency: 'AUD',
        cancellable: true,
        reason: null,
      },
    });
  }
  if (include.includes('cards') && !withholdPayments) {
    items.push({
      id: 'c1',
      type: 'card',
      attributes: {
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2027,
        holderName: 'Grace Guest',
        isDefault: true,
      },
    });
  }
  if (include.includes('merchant') && !withholdPayments) {
    items.push({ id: 'm1', type: 'merchant', attributes: { name: 'Hearth AU', platform: 'stripe' } });
  }
  return items;
};

const bookingDocument = (include: string[], state: ReturnType<typeof bookingState>, withholdPayments = false) => ({
  data: {
    id: BOOKING_ID,
    type: 'booking',
    attributes: {
      startDate: '2026-03-01',
      endDate: '2026-03-04',
      status: state.recordStatus === 'CANCELLED' ? 'CANCELLED' : 'BOOKED',
      recordStatus: state.recordStatus,
      longCode: 'HRT-2026-00042',
      channel: 'airbnb',
      guest: { fullName: 'Grace Guest', email: 'grace@example.com', phone: '+61 400 000 000', adults: 2, children: 1 },
      currency: 'AUD',
      totalAmount: 150_000,
      bookedAt: '2026-01-10T01:00:00Z',
      cancelledAt: state.recordStatus === 'CANCELLED' ? '2026-02-09T01:00:00Z' : null,
      propertyId: PROPERTY_ID,
      booker: { fullName: 'Bob Booker', email: 'bob@example.com', phone: null },
      createdBy: state.createdBy ?? { type: 'guest', name: null },
      cleaningRequired: true,
      corporatePartner: null,
      hasEarlyEta: true,
      hasLateEtd: false,
      externalSource: 'airbnb',
      cancellationPolicy: 'moderate',
      payout: { managementFeePercentage: '20' },
      currentQuoteId: QUOTE_ID,
      payoutBreakdown: [
        { label: 'Accommodation', amount: 150_000 },
        { label: 'Management fee (20%)', amount: -30_000 },
      ],
      payoutSummary: {
        accommodation: 150_000,
        cleaning: 10_500,
        managementFee: 30_000,
        ownerPayout: 120_000,
        currency: 'AUD',
      },
      verification: { status: 'verified', method: 'id-document', checkedAt: '2026-01-11T01:00:00Z', note: null },
      ...(withholdPayments
        ? {}
        : {
            paymentSummary: { paid: 45_000, due: 105_000, refunded: 0, refundPending: 0, disputed: 0 },
            finance: { totalAmount: 150_000, paid: 45_000, due: 105_000, refunded: 0, currency: 'AUD' },
            depositSummary: { amount: 30_000, paid: 30_000, refunded: 0, held: 30_000 },
          }),
    },
  },
  included: included(include, state, withholdPayments),
});

const quoteDocument: TQuoteDocument = {
  data: {
    id: QUOTE_ID,
    type: 'quote',
    attributes: {
      nights: 3,
      accommodation: 150_000,
      cleaningFee: 6_000,
      total: 160_500,
      lines: [
        { type: 'accommodation', label: 'Accommodation (3 nights)', amount: 150_000 },
        { type: 'cleaning', label: 'Cleaning fee', amount: 6_000 },
        { type: 'linen', label: 'Linen fee', amount: 4_500 },
      ],
      securityDeposit: 30_000,
      currency: 'AUD',
      createdAt: '2026-01-10T01:00:00Z',
      baseQuoteId: BASE_QUOTE_ID,
    },
    payoutSummary: {
      accommodation: 150_000,
      cleaning: 10_500,
      managementFee: 30_000,
      ownerPayout: 120_000,
      currency: 'AUD',
    },
    baseQuote: {
      id: BASE_QUOTE_ID,
      type: 'quote',
      attributes: {
        nights: 3,
        accommodation: 141_000,
        cleaningFee: 10_500,
        total: 151_500,
        lines: [
          { type: 'accommodation', label: 'Accommodation (3 nights)', amount: 141_000 },
          { type: 'cleaning', label: 'Cleaning fee', amount: 10_500 },
        ],
        securityDeposit: 0,
        currency: 'AUD',
        createdAt: '2026-01-08T01:00:00Z',
        baseQuoteId: null,
      },
      payoutSummary: {
        accommodation: 141_000,
        cleaning: 10_500,
        managementFee: 28_200,
        ownerPayout: 112_800,
        currency: 'AUD',
      },
      baseQuote: null,
    },
  },
};

const renderRecord = ({
  path = `/reservations/${BOOKING_ID}`,
  roles = ['ROLE_STAFF'],
  withholdPayments = false,
  booking,
}: {
  path?: string;
  roles?: string[];
  withholdPayments?: boolean;
  /** Answers the booking call instead of the fixture (a 404, a 500). */
  booking?: () => FakeReply;
} = {}) => {
  const state = bookingState();
  const calls = mockFetch(({ url, method, body }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === BOOKING_PATH && method === 'GET') {
      if (booking) return booking();
      const include = (url.searchParams.get('include') ?? '').split(',').filter(Boolean);
      return { status: 200, body: bookingDocument(include, state, withholdPayments) };
    }
    if (pathname === `${BOOKING_PATH}/notes` && method === 'POST') {
      const note = {
        id: 'n2',
        type: 'note' as const,
        attributes: {
          ...(body as { content: string; tag: string | null }),
          createdAt: '2026-02-09T03:00:00Z',
          from: 'Alex Doe',
        },
      };
      state.notes.push(note);
      return { status: 201, body: { data: note } };
    }
    if (pathname === `${BOOKING_PATH}/cancel` && method === 'POST') {
      state.recordStatus = 'CANCELLED';
      return { status: 200, body: bookingDocument([], state) };
    }
    if (pathname === '/api/v3/booking-payments/p2/record' && method === 'POST') {
      state.balanceStatus = 'paid';
      state.balanceReference = (body as { reference: string }).reference;
      return { status: 204 };
    }
    if (pathname === '/api/v3/booking-payments/p2/request' && method === 'POST') {
      return jsonApiError(
        409,
        'PAYMENT_STRIPE_NOT_CONFIGURED',
        'Stripe is not set up, so payments cannot be requested online. Record the payment when it arrives.',
      );
    }
    if (pathname === `/api/v3/quotes/${QUOTE_ID}`) return { status: 200, body: quoteDocument };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          { path: '/reservations/:bookingId/:tab?', element: <ReservationRecordScreen /> },
          { path: '/reservation-all', element: <p>Reservation list</p> },
        ],
      },
    ],
    path,
    { env: 'test' },
  );
  const bookingCalls = () => calls.filter((call) => call.url.pathname === BOOKING_PATH);
  const posts = (suffix: string) =>
    calls.filter((call) => call.method === 'POST' && call.url.pathname === `${BOOKING_PATH}/${suffix}`);
  return { calls, bookingCalls, posts, user: userEvent.setup() };
};

const includeOf = (call: { url: URL }) => (call.url.searchParams.get('include') ?? '').split(',').sort();

describe('ReservationRecordScreen', { timeout: 20_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('opens on the overview: code, guest, status pills, the channel with its logo, the home and the stay', async () => {
    const { bookingCalls } = renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'HRT-2026-00042' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(header).getByText('Grace Guest')).toBeInTheDocument();
    expect(within(header).getByLabelText('Booking status: Booked')).toBeInTheDocument();
    expect(within(header).getByLabelText('Record status: Active')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Airbnb logo' })).toBeInTheDocument();
    expect(within(header).getByText('Airbnb')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Hastings Street Beach House' })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY_ID}?month=3&year=2026&week=2026-03-01`,
    );
    expect(within(header).getByText('· 3 nights', { exact: false })).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Payments',
      'Payout',
      'Quotes',
      'Notes',
      'Messages',
      'Review',
      'Verification',
      'Cards',
    ]);
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute(
      'href',
      `/reservations/${BOOKING_ID}/payments`,
    );
    const guest = screen.getByRole('region', { name: 'Guest' });
    expect(within(guest).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(within(screen.getByRole('region', { name: 'Booker' })).getByText('Bob Booker')).toBeInTheDocument();
    // Booked at in the home's clock (Queensland keeps no daylight saving), saying which.
    expect(screen.getByText('Sat 10 Jan 2026 11:00 AM AEST')).toBeInTheDocument();
    // The person who booked it, not only the kind of maker.
    expect(within(screen.getByRole('region', { name: 'Booking' })).getByText('Sam Staff (Staff)')).toBeInTheDocument();
    expect(screen.getByText('Early ETA', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('Hearth AU · Stripe')).toBeInTheDocument();
    // Only the header's relation and the overview's are asked for.
    expect(includeOf(bookingCalls()[0]!)).toEqual(['merchant', 'merchant.platform', 'property', 'resources']);
  });

  it('lists payments with the scheduled flag and 3-D Secure, and the deposit summary', async () => {
    const { bookingCalls } = renderRecord({ path: `/reservations/${BOOKING_ID}/payments` });
    const table = await screen.findByRole('table');
    const [, deposit, accommodation] = within(table).getAllByRole('row');
    expect(within(deposit!).getByText('Deposit')).toBeInTheDocument();
    expect(within(deposit!).getByText('Paid')).toBeInTheDocument();
    expect(within(deposit!).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      'https://pay.hearth.au/receipts/r1',
    );
    expect(within(deposit!).getByText('Yes')).toBeInTheDocument();
    expect(within(deposit!).queryByText('Scheduled')).toBeNull();
    expect(within(accommodation!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(accommodation!).getByText('Unpaid')).toBeInTheDocument();
    expect(within(accommodation!).getByText('A$1,050')).toBeInTheDocument();
    expect(within(accommodation!).getByText('No')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '3-D Secure' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByText('A$450')).toBeInTheDocument();
    expect(within(summary).getByText('A$1,500')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Security deposit' })).getByText('Held')).toBeInTheDocument();
    expect(includeOf(bookingCalls()[0]!)).toEqual(['payments', 'property']);
  });

  it('lets finance record a payment received by hand, offline, and shows it paid with its reference', async () => {
    const { calls, user } = renderRecord({
      path: `/reservations/${BOOKING_ID}/payments`,
      roles: ['ROLE_FINANCE_MANAGER'],
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.modeManual)).toBeInTheDocument();
    // Offline, nothing is requested from the guest online.
    expect(screen.queryByRole('button', { name: 'Request payment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment received' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    // Nothing sent until the method and reference are there.
    expect(within(dialog).getByText('Enter the reference')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how the money moved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'WBC 55120');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.find((call) => call.url.pathname === '/api/v3/booking-payments/p2/record');
    expect(posted?.body).toMatchObject({ method: 'bank-transfer', reference: 'WBC 55120' });
    expect(await screen.findByText('WBC 55120')).toBeInTheDocument();
  });

  it('shows staff no Record payment button: money is recorded by finance', async () => {
    renderRecord({ path: `/reservations/${BOOKING_ID}/payments` });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('shows the payout with the management fee as a percentage, its breakdown and summary', async () => {
    renderRecord({ path: `/reservations/${BOOKING_ID}/payout` });
    expect(await screen.findByText('20%')).toBeInTheDocument();
    const breakdown = screen.getByRole('region', { name: 'Payout breakdown' });
    expect(within(breakdown).getByText('Management fee (20%)')).toBeInTheDocument();
    expect(within(breakdown).getByText('-A$300')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payout summary' })).getByText('A$1,200')).toBeInTheDocument();
  });

  it('shows the current quote and its base quote, each with its payout summary', async () => {
    renderRecord({ path: `/reservations/${BOOKING_ID}/quotes` });
    const chain = await screen.findByRole('region', { name: 'Quote chain' });
    const quote = await within(chain).findByRole('article', { name: /^Quote of/ });
    expect(within(quote).getAllByText('A$1,605')).not.toHaveLength(0);
    // Every fee the guest was priced, the linen too, and the deposit beside the total.
    expect(within(quote).getByText('Linen fee')).toBeInTheDocument();
    expect(within(quote).getByText('A$300, refundable, not in the total')).toBeInTheDocument();
    const base = within(quote).getByRole('article', { name: /^Base quote of/ });
    expect(within(base).getByText('A$1,128')).toBeInTheDocument();
    expect(within(base).getByText('The first quote of this booking: no base quote.')).toBeInTheDocument();
    expect(screen.getByText('Current')).toBeInTheDocument();
  });

  it('shows the guest verification and the cards, masked', async () => {
    const { user } = renderRecord({ path: `/reservations/${BOOKING_ID}/verification` });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Id document')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cards' }));
    const card = await screen.findByRole('listitem', { name: 'Visa •••• 4242' });
    expect(within(card).getByText('Expires 08/27')).toBeInTheDocument();
    expect(within(card).getByText('Default')).toBeInTheDocument();
    expect(within(card).getByText('Grace Guest')).toBeInTheDocument();
  });

  it('adds a note with its tag, and shows it at once', async () => {
    const { user, posts } = renderRecord({ path: `/reservations/${BOOKING_ID}/notes` });
    expect(await screen.findByText('Cot requested.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'Cleaning' }));
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.paste('Extra towels for the third guest.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('Extra towels for the third guest.')).toBeInTheDocument();
    expect(posts('notes').map((call) => call.body)).toEqual([
      { content: 'Extra towels for the third guest.', tag: 'cleaning' },
    ]);
    expect(within(notes).getByText('Alex Doe')).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('refuses an empty note without calling the API', async () => {
    const { user, posts } = renderRecord({ path: `/reservations/${BOOKING_ID}/notes` });
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    expect(posts('notes')).toHaveLength(0);
  });

  it('lets staff cancel: the fee shows first, then the record shows the booking cancelled', async () => {
    const { user, posts } = renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('A$450')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    // Cancelled once in the header, not as both the booking's status and the record's.
    const header = screen.getByRole('region', { name: 'Booking summary' });
    expect(await within(header).findByLabelText('Booking status: Cancelled')).toBeInTheDocument();
    expect(within(header).queryByLabelText('Record status: Cancelled')).toBeNull();
    expect(posts('cancel').map((call) => call.body)).toEqual([{ expectedFee: 45_000, reason: null }]);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('gives a licensee no Cancel booking button', async () => {
    renderRecord({ roles: ['ROLE_LICENSEE'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'HRT-2026-00042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeInTheDocument();
  });

  it('shows no Payments tab to a caller the API sends no payments, and no Notes tab without the right', async () => {
    renderRecord({ roles: ['ROLE_OWNER'], withholdPayments: true });
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Payout', 'Quotes', 'Review', 'Verification']);
  });

  it('opens the overview when the address names a tab the caller has no data for', async () => {
    renderRecord({ path: `/reservations/${BOOKING_ID}/payments`, withholdPayments: true });
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Payments' })).toBeNull();
  });

  it("says 'Booking not found' with a way back to the list when the API answers 404", async () => {
    renderRecord({ booking: () => jsonApiError(404, 'NOT_FOUND', 'Booking not found') });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reservations' })).toHaveAttribute('href', '/reservation-all');
  });

  it('reports another failure as an error with Try again', async () => {
    let fail = true;
    const { user } = renderRecord({
      booking: () =>
        fail
          ? jsonApiError(500, 'INTERNAL', 'Database unavailable')
          : { status: 200, body: bookingDocument(['property'], bookingState()) },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the booking')).toBeInTheDocument();
    expect(within(alert).getByText('INTERNAL Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'HRT-2026-00042' })).toBeInTheDocument());
  });
});
