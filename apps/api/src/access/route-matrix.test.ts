import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, denialOf, mayAttempt, OWNER_ROLE, type PermissionCaller } from '@hearth/domain';
import {
  bookingPayments,
  bookings,
  channelAccounts,
  channelListings,
  channels,
  documents,
  newsletters,
  payoutBatches,
  icalFeeds,
  icalImports,
  imports,
  keys,
  keyStores,
  propertyEvents,
  propertyTasks,
  quotes,
  smartquotes,
  statements,
  userRoles,
  users,
} from '../db/schema';
import { DEMO_OFFICE_STORE_KEY, demoKeyStoreId } from '../seed/demo-keys';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { demoCompanyId, demoUserId } from '../seed/seed';
import { createProperty, uniqueTag } from '../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import type { RouteAccessEntry } from '../types';
import { REACH_ACTION, type ScopeKind } from './scope-kinds';

/*
 * The role × route × tenant matrix (issue 11 item 7). For every route the app registers and every demo account, the
 * expected status comes from the permissions table and the scope rule, never from a hand-written list: a caller none
 * of whose roles may attempt the route's action gets that action's 403; one who may, gets 404 on a home their
 * scope does not reach and a real answer (not 401/403/404, never 5xx) on one it does. A new route fails this test
 * until it has a sample request below: that row is all a new area adds.
 */

type Home = { id: string; companyId: string; ownerIds: string[] };
type Sample = {
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

const FROM = '2031-01-01';
const TO = '2031-02-01';
const window = { from: FROM, to: TO };

/** A sample request per route, given the id of the route's object (a fresh one for every call that changes it). */
const SAMPLES: Record<string, (id: string) => Sample> = {
  'GET /api/v3/ping': () => ({}),
  'GET /api/v3/users': () => ({ query: { 'filters[role]': OWNER_ROLE } }),
  'GET /api/v3/users/me': () => ({}),
  'PATCH /api/v3/users/me': () => ({ body: {} }),
  'GET /api/v3/dev-tools/outbox': () => ({}),
  'GET /api/v3/search': () => ({}),
  'GET /api/v3/properties/:id': () => ({}),
  'GET /api/v3/properties/:propertyId/rate-plan': () => ({}),
  'GET /api/v3/properties/:id/onboarding': () => ({}),
  'POST /api/v3/properties/:id/owners': () => ({
    body: {
      data: {
        type: 'property-owner',
        attributes: { firstName: 'Matrix', lastName: 'Owner', email: `matrix-owner-${uniqueTag()}@example.com` },
      },
    },
  }),
  'DELETE /api/v3/properties/:id/owners/:userId': () => ({}),
  'PUT /api/v3/properties/:propertyId/rate-plan': () => ({
    body: {
      data: {
        type: 'rate-plan',
        attributes: {
          baseCents: 20_000,
          weekendCents: null,
          minNights: 1,
          maxNights: null,
          corporateDiscountPercent: 0,
          cleaningFeeCents: 0,
          extraGuestFeeCents: 0,
          extraGuestsAbove: 2,
          seasons: [],
        },
      },
    },
  }),
  'POST /api/v3/rates/bulk': () => ({
    body: {
      data: {
        type: 'rates-bulk',
        attributes: { homes: {}, from: FROM, to: '2031-01-03', change: { kind: 'percent', value: 5 }, preview: true },
      },
    },
  }),
  'GET /api/v3/rates/export': () => ({ query: { from: FROM, to: '2031-01-03' } }),
  'POST /api/v3/rates/import': () => ({
    rawBody: 'code,night,price\nMATRIX-NONE,2031-01-01,200\n',
    contentType: 'text/csv',
  }),
  // ---- imports (issue 30 item 7): previews, so the matrix adds no home and no booking.
  'GET /api/v3/imports/homes/template': () => ({}),
  'GET /api/v3/imports/bookings/template': () => ({}),
  'POST /api/v3/imports/homes': () => ({
    rawBody: `code,name,type,street,suburb,state,postcode,country,bedrooms,bathrooms,beds,max_guests\nMX-${uniqueTag().slice(2, 9).toUpperCase()},Matrix,house,1 Matrix Lane,Noosa Heads,QLD,4567,AU,1,1,1,2\n`,
    contentType: 'text/csv',
  }),
  'POST /api/v3/imports/bookings': () => ({
    rawBody:
      'code,channel,reference,guest_name,check_in,check_out,amount\nMATRIX-NONE,Airbnb,MX1,Matrix Guest,2031-01-01,2031-01-03,400\n',
    contentType: 'text/csv',
  }),
  'GET /api/v3/imports/:id': () => ({}),
  'PATCH /api/v3/properties/:propertyId/rates': () => ({
    body: { data: { type: 'rates-edit', attributes: { from: FROM, to: '2031-01-03', priceCents: 20_000 } } },
  }),
  // The caller's own company (a licensee's) or ours: a home each call, with a code of its own.
  'POST /api/v3/properties': () => ({
    body: {
      data: {
        type: 'property',
        attributes: {
          name: 'Matrix home',
          code: `MX-${uniqueTag().slice(2, 12).toUpperCase()}`,
          type: 'house',
          address: {
            street: '1 Matrix Lane',
            suburb: 'Noosa Heads',
            state: 'QLD',
            postcode: '4567',
            country: 'AU',
            latitude: -26.39,
            longitude: 153.09,
          },
          bedrooms: 1,
          bathrooms: 1,
          beds: 1,
          maxGuests: 2,
          checkInTime: '15:00',
          checkOutTime: '10:00',
          companyId: null,
          managementFee: 20,
          cleaningFee: 0,
        },
      },
    },
  }),
  'GET /api/v4/locations': () => ({ query: { search: 'Noosa' } }),
  'GET /api/v3/companies': () => ({}),
  'GET /api/v3/links': () => ({}),
  'POST /api/v3/properties/:id/ical-export/rotate': () => ({ body: {} }),
  'GET /api/v3/properties/:id/ical-feeds': () => ({}),
  'POST /api/v3/properties/:id/ical-feeds': () => ({
    body: { data: { type: 'ical-feed', attributes: { name: 'Matrix', url: null } } },
  }),
  'DELETE /api/v3/ical-feeds/:feedId': () => ({}),
  'POST /api/v3/ical-feeds/:feedId/sync': () => ({ body: {} }),
  'POST /api/v3/ical-feeds/:feedId/upload': () => ({
    rawBody: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//matrix//EN\r\nEND:VCALENDAR\r\n',
    contentType: 'text/calendar',
  }),
  'GET /api/v3/ical-imports/:importId': () => ({}),
  // Life-cycle moves: without a last night, offboarding answers 400; the others 409 unless the home is in their
  // status; either way the matrix homes keep theirs.
  'POST /api/v3/properties/:id/activate': () => ({ body: {} }),
  'POST /api/v3/properties/:id/offboard': () => ({ body: {} }),
  'POST /api/v3/properties/:id/reactivate': () => ({ body: {} }),
  'POST /api/v3/properties/:id/deactivate': () => ({ body: {} }),
  'GET /api/v3/properties/:id/events': () => ({ query: window }),
  'POST /api/v3/properties/:id/events': () => ({
    body: { data: { type: 'property-event', attributes: { ...nextNights(), name: 'Matrix', status: 'available' } } },
  }),
  'GET /api/v3/property-events/:id': () => ({}),
  'PATCH /api/v3/property-events/:id': () => ({ body: { data: { attributes: { name: 'Matrix changed' } } } }),
  'DELETE /api/v3/property-events/:id': () => ({}),
  'GET /api/v3/properties/:propertyId/bookings': () => ({ query: window }),
  'GET /api/v3/bookings/:id': () => ({}),
  'GET /api/v3/quotes/:id': () => ({}),
  'GET /api/v3/properties/:propertyId/rates': () => ({ query: window }),
  'GET /api/v3/property-tasks': (propertyId) => ({ query: { propertyId, ...window } }),
  'GET /api/v3/property-tasks/:taskId': () => ({}),
  'POST /api/v3/property-tasks': (propertyId) => ({
    body: { data: { attributes: { propertyId, name: 'Matrix', scheduledDate: FROM } } },
  }),
  'PATCH /api/v3/property-tasks/:taskId': () => ({ body: { data: { attributes: { priority: 'high' } } } }),
  'POST /api/v3/property-tasks/:taskId/comments': () => ({ body: { data: { attributes: { comment: 'Matrix' } } } }),
  // ---- tasks in Hearth (issue 31 item 4): the list asks for the home, so another company's answers 404.
  'GET /api/v3/tasks': (propertyId) => ({
    query: { 'filters[properties]': propertyId, 'filters[statuses]': 'overdue' },
  }),
  'GET /api/v3/tasks/assignees': (propertyId) => ({ query: { propertyId } }),
  'POST /api/v3/property-tasks/:taskId/complete': () => ({ body: {} }),
  // A fresh task is open: reopening it answers 409, and changes nothing.
  'POST /api/v3/property-tasks/:taskId/reopen': () => ({ body: {} }),
  'POST /api/v3/property-tasks/:taskId/cancel': () => ({ body: { reason: 'Matrix' } }),
  'GET /api/v3/users/:id': () => ({ query: { include: 'properties,companies' } }),
  'POST /api/v3/users': () => ({
    body: { firstName: 'Matrix', lastName: 'User', email: `matrix-${uniqueTag()}@example.com`, roles: ['ROLE_STAFF'] },
  }),
  'PATCH /api/v3/users/:id': () => ({ body: { nps: 10 } }),
  'POST /api/v3/users/:id/properties': () => ({
    body: { propertyCodes: [], mappingType: 'manager', fullMapping: false },
  }),
  'POST /api/v3/users/:id/companies': () => ({ body: { companyIds: [], fullMapping: false } }),
  'GET /api/v3/roles': () => ({}),
  'GET /api/v3/users/:id/impersonate': () => ({}),
  'GET /api/v3/users/:id/history': () => ({}),
  'GET /api/v3/companies/:id': () => ({ query: { include: 'users' } }),
  'PATCH /api/v3/companies/:id': () => ({ body: { settings: { ltrManagementFee: 13 } } }),
  'GET /api/v3/companies/:id/logo-url': () => ({ query: { type: 'png' } }),
  'GET /api/v3/companies/:id/history': () => ({}),
  // ---- the organisation (issue 30 item 1): a colour, so the name every other row's mail and PDFs say stays
  'GET /api/v3/organisation': () => ({}),
  'PATCH /api/v3/organisation': () => ({
    body: { data: { type: 'organisation', attributes: { brandColour: '#0B7285' } } },
  }),
  'GET /api/v3/organisation/logo-url': () => ({ query: { type: 'png' } }),
  // ---- photos (issue 14)
  'GET /api/v3/properties/:id/photo-url': () => ({ query: { type: 'jpeg' } }),
  'GET /api/v3/properties/:id/photos': () => ({}),
  'PATCH /api/v3/properties/:id/photos': () => ({ body: { photos: [] } }),
  'GET /api/v3/properties/:id/instructions/photo-url': () => ({}),
  'GET /api/v3/properties/:id/manuals/attachment-url': () => ({ query: { type: 'pdf' } }),
  // ---- keys and key stores (issue 14)
  'GET /api/v3/keys': () => ({ query: { name: 'a', assignedToProperty: '0' } }),
  'GET /api/v3/keys/:id': () => ({}),
  'PATCH /api/v3/keys/:id': () => ({ body: { status: 'in-use' } }),
  'PATCH /api/v3/keys/:id/unassign': () => ({}),
  'POST /api/v3/keys/:id/refresh': () => ({}),
  'GET /api/v3/properties/:id/keys': () => ({}),
  'POST /api/v3/properties/:id/keys': () => ({
    body: { name: 'Matrix key', storeId: demoKeyStoreId(DEMO_OFFICE_STORE_KEY) },
  }),
  'GET /api/v3/key-stores': () => ({ query: { type: 'offsite,key-nest', sort: '-properties' } }),
  'POST /api/v3/key-stores': () => ({ body: MATRIX_TEMPLATE }),
  'GET /api/v3/key-stores/attachment-url': () => ({ query: { type: 'png' } }),
  'GET /api/v3/key-stores/places': () => ({ query: { search: 'Noosa' } }),
  'PATCH /api/v3/key-stores/:id': () => ({ body: { openingTime: 'Matrix hours' } }),
  'DELETE /api/v3/key-stores/:id': () => ({}),
  // ---- reviews and the property record (issue 14)
  'GET /api/v3/properties/:id/reviews': () => ({ query: { 'page[size]': '5' } }),
  'PATCH /api/v3/properties/:id': () => ({ body: { data: { attributes: { details: { minimumStay: 2 } } } } }),
  'GET /api/v3/properties/:id/history': () => ({}),
  // ---- reservations and balances (issue 15)
  'GET /api/v3/bookings': () => ({ query: { filterText: 'Matrix', sort: '-checkIn' } }),
  'GET /api/v3/bookings/export': () => ({ query: { 'filters[statuses]': 'BOOKED' } }),
  'GET /api/v3/properties/:propertyId/booking-quote': () => {
    const { start, end } = nextNights();
    return { query: { checkIn: start, checkOut: end, adults: '2' } };
  },
  'POST /api/v3/bookings': (propertyId) => {
    const { start, end } = nextNights();
    return {
      headers: { 'idempotency-key': `matrix-${uniqueTag()}` },
      body: {
        propertyId,
        checkIn: start,
        checkOut: end,
        adults: 2,
        guest: { fullName: 'Matrix Guest', email: 'matrix.guest@example.com' },
      },
    };
  },
  'POST /api/v3/bookings/:id/cancel': () => ({ body: { expectedFee: 0 } }),
  // ---- payments (issue 31 item 1): without Stripe a request is a 409 that names the offline mode.
  'POST /api/v3/booking-payments/:paymentId/request': () => ({ body: {} }),
  'POST /api/v3/booking-payments/:paymentId/record': () => ({
    body: { method: 'bank-transfer', reference: 'MX-1', paidOn: new Date().toISOString().slice(0, 10) },
  }),
  'POST /api/v3/bookings/:id/refunds': () => ({ body: { amount: 100, reason: 'Matrix' } }),
  'GET /api/v3/merchant-accounts/reconciliation': () => ({ query: { month: '2026-01' } }),
  'POST /api/v3/bookings/:id/notes': () => ({ body: { content: 'Matrix note' } }),
  'GET /api/v3/merchant-accounts': () => ({}),
  'GET /api/v3/merchant-accounts/balances': () => ({}),
  'GET /api/v3/calendar/timeline': () => ({ query: { from: FROM, to: '2031-01-15' } }),
  // ---- SmartQuote (issue 16): a quote of the home's company; a licensee quotes only for their own company.
  'GET /api/v3/smartquotes': () => ({ query: { address: 'matrix', sort: '-forecastError' } }),
  'POST /api/v3/smartquotes': () => ({
    body: {
      companyId: demoCompanyId('coastal-stays'),
      property: { street: '1 Matrix Lane', city: 'Noosa Heads', postcode: '4567', state: 'QLD', country: 'Australia' },
    },
  }),
  'GET /api/v3/smartquotes/:id': () => ({ query: { include: 'overview' } }),
  'PATCH /api/v3/smartquotes/:id': () => ({ body: { settings: { segment: 'premium' } } }),
  'GET /api/v3/smartquotes/:id/photo-url': () => ({ query: { type: 'png' } }),
  'POST /api/v3/smartquotes/:id/publish': () => ({}),
  // ---- channels (issue 17 item 1)
  'GET /api/v3/channels': () => ({ query: { include: 'accounts' } }),
  'GET /api/v3/channels/sync-health': () => ({ query: { stale: 'true', sort: '-lastImport', search: 'a' } }),
  'GET /api/v3/channels/:channelId': () => ({ query: { include: 'accounts' } }),
  'GET /api/v3/channel-accounts/:accountId': () => ({ query: { include: 'listings' } }),
  // No connectivity API in tests: an API channel's key cannot be checked, so connecting answers 409 and changes nothing.
  'POST /api/v3/channel-accounts/:accountId/connect': () => ({ body: { credential: 'matrix-key' } }),
  'POST /api/v3/channel-accounts/:accountId/disconnect': () => ({ body: {} }),
  // The account keeps no credential: 409, nothing to retry with.
  'POST /api/v3/channel-listings/:listingId/retry': () => ({ body: {} }),
  // ---- statements (issue 17 item 2)
  'GET /api/v3/statements': () => ({ query: { search: 'matrix', sort: '-date', include: 'property,owners' } }),
  'GET /api/v3/statements/checks': () => ({ query: { month: '2025-01' } }),
  'POST /api/v3/statements/generate': () => ({ body: { month: '2025-01' } }),
  'POST /api/v3/statements/publish': () => ({ body: { month: '2025-01' } }),
  'GET /api/v3/statements/:id': () => ({}),
  'GET /api/v3/statements/:id/pdf': () => ({}),
  // ---- owner payouts (issue 31 item 3)
  'GET /api/v3/users/:id/bank-accounts': () => ({}),
  'PUT /api/v3/users/:id/bank-accounts': () => ({
    body: {
      data: {
        type: 'bank-account',
        attributes: { country: 'AU', bsb: '062-000', accountNumber: '12345678', accountName: 'Matrix Owner' },
      },
    },
  }),
  'GET /api/v3/users/:id/bank-accounts/history': () => ({}),
  'GET /api/v3/payouts/settings': () => ({}),
  'PATCH /api/v3/payouts/settings': () => ({
    body: {
      data: {
        type: 'payout-settings',
        attributes: { nz: { payerName: 'Matrix', accountNumber: '01-0902-0068389-00' } },
      },
    },
  }),
  'GET /api/v3/payout-batches': () => ({}),
  'GET /api/v3/payout-batches/preview': () => ({ query: { month: '2040-01' } }),
  // A month without statements: 409, so the matrix puts none of the demo's statements in a batch.
  'POST /api/v3/payout-batches': () => ({
    body: { data: { type: 'payout-batch', attributes: { month: '1999-01', paymentDate: '2099-01-01' } } },
  }),
  'GET /api/v3/payout-batches/:id': () => ({}),
  // The matrix's batches have no lines: 409 'This batch pays nothing into Australian accounts.'
  'GET /api/v3/payout-batches/:id/aba': () => ({}),
  'GET /api/v3/payout-batches/:id/nz-csv': () => ({}),
  'POST /api/v3/payout-batches/:id/send': () => ({ body: {} }),
  'POST /api/v3/payout-batches/:id/cancel': () => ({ body: {} }),
  // ---- resources (issue 17 item 3)
  'GET /api/v3/documents': () => ({ query: { structure: 'tree', search: 'policies' } }),
  'POST /api/v3/documents/upload-url': () => ({
    body: { filename: 'matrix.pdf', contentType: 'application/pdf', size: 1024 },
  }),
  'POST /api/v3/documents': () => ({ body: { name: `Matrix ${uniqueTag()}`, parentId: null, isFolder: true } }),
  'DELETE /api/v3/documents/:id': () => ({}),
  'GET /api/v3/forms': () => ({}),
  'GET /api/v3/newsletters': () => ({}),
  'POST /api/v3/newsletters': () => ({ body: { title: 'Matrix news', url: 'https://news.hearth.au/matrix' } }),
  'PATCH /api/v3/newsletters/:id': () => ({ body: { title: 'Matrix news' } }),
  'DELETE /api/v3/newsletters/:id': () => ({}),
  // ---- devtools (issue 17 item 5)
  // An unknown field: 400, so the matrix never replaces the data it is testing (devtools-sync.test.ts runs the sync).
  'POST /api/v3/dev-tools/sync-staging-data': () => ({ body: { matrix: true } }),
  'POST /api/v3/dev-tools/send-test-mail': () => ({}),
  'POST /api/v3/dev-tools/refresh-statistics': () => ({}),
};

/** A template in manual address mode, every required field given (docs/product/access.md#rules). */
const MATRIX_TEMPLATE = {
  name: 'Matrix store',
  storeType: 'convenience-store',
  addressMode: 'manual',
  addressComponents: {
    street: '1 Matrix Lane',
    city: 'Noosa Heads',
    postcode: '4567',
    state: 'QLD',
    country: 'Australia',
  },
  latitude: -26.39,
  longitude: 153.09,
};

let night = 0;
/** Nights no other sample uses, so events and bookings never clash with each other. */
function nextNights() {
  night += 3;
  const start = new Date(Date.UTC(2032, 0, 1 + night)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2032, 0, 2 + night)).toISOString().slice(0, 10);
  return { start, end };
}

let ctx: TestContext;
let homes: { own: Home; other: Home };
const clients = new Map<string, TestClient>();
/** Accounts that sign in with a password alone; the one-time-code and disabled accounts cannot call anything. */
const ACCOUNTS = DEMO_ACCOUNTS.filter((a) => a.name !== 'otp' && a.name !== 'disabled');

const callerOf = (account: (typeof ACCOUNTS)[number]): PermissionCaller => ({
  userId: demoUserId(account.name),
  companyId: account.company ? demoCompanyId(account.company) : null,
  roles: account.roles,
});

/** A fresh object of `kind` on `home`, through the tables the app reads. */
const createObject = async (kind: ScopeKind, home: Home): Promise<string> => {
  const { db } = ctx;
  const { start, end } = nextNights();
  const insertBooking = async () => {
    const [row] = await db
      .insert(bookings)
      .values({ propertyId: home.id, longCode: `MX-${uniqueTag()}`, status: 'BOOKED', checkIn: start, checkOut: end })
      .returning({ id: bookings.id });
    return row!.id;
  };
  switch (kind) {
    case 'property':
      return home.id;
    case 'company':
      return home.companyId;
    case 'user': {
      // An owner of the home's company: someone a licensee of it would know, an admin may log in as.
      const tag = uniqueTag();
      const [row] = await db
        .insert(users)
        .values({
          code: `MX${tag}`.slice(0, 40),
          email: `mx-${tag}@example.com`,
          firstName: 'Mx',
          lastName: tag,
          companyId: home.companyId,
        })
        .returning({ id: users.id });
      await db.insert(userRoles).values({ userId: row!.id, role: 'ROLE_OWNER' });
      return row!.id;
    }
    case 'booking':
      return insertBooking();
    case 'payment': {
      const [row] = await db
        .insert(bookingPayments)
        .values({
          bookingId: await insertBooking(),
          amountCents: 10_000,
          paymentType: 'accommodation',
          status: 'unpaid',
        })
        .returning({ id: bookingPayments.id });
      return row!.id;
    }
    case 'quote': {
      const bookingId = await insertBooking();
      const [row] = await db
        .insert(quotes)
        .values({
          bookingId,
          nights: 1,
          accommodationCents: 20000,
          totalCents: 20000,
          managementFeeCents: 4000,
          ownerPayoutCents: 16000,
          currency: 'AUD',
        })
        .returning({ id: quotes.id });
      return row!.id;
    }
    case 'event': {
      const [row] = await db
        .insert(propertyEvents)
        .values({ propertyId: home.id, name: 'Matrix', status: 'available', startDate: start, endDate: end })
        .returning({ id: propertyEvents.id });
      return row!.id;
    }
    case 'task': {
      const [row] = await db
        .insert(propertyTasks)
        .values({ propertyId: home.id, name: 'Matrix', scheduledDate: start })
        .returning({ id: propertyTasks.id });
      return row!.id;
    }
    case 'key': {
      const [row] = await db
        .insert(keys)
        .values({ name: 'Matrix key', storeId: demoKeyStoreId(DEMO_OFFICE_STORE_KEY), propertyId: home.id })
        .returning({ id: keys.id });
      return row!.id;
    }
    case 'key-store': {
      const [row] = await db
        .insert(keyStores)
        .values({ name: 'Matrix store', storeType: 'convenience-store', city: 'Noosa Heads' })
        .returning({ id: keyStores.id });
      return row!.id;
    }
    case 'smartquote': {
      const [row] = await db
        .insert(smartquotes)
        .values({
          publicToken: `matrix-${uniqueTag()}`,
          companyId: home.companyId,
          fullAddress: '1 Matrix Lane, Noosa Heads, QLD, 4567, Australia',
          street: '1 Matrix Lane',
          city: 'Noosa Heads',
          postcode: '4567',
          state: 'QLD',
          country: 'Australia',
          weeklyLtrCents: 80_000,
          ltrManagementFee: 7,
          managementFee: 20,
          ownerFirstName: 'Matrix',
          ownerLastName: 'Owner',
          ownerPhone: '0400 000 000',
          ownerEmail: 'matrix.owner@example.com',
          ownerAddress: '1 Matrix Lane',
        })
        .returning({ id: smartquotes.id });
      return row!.id;
    }
    // ---- issue 17: the back office's shared objects.
    case 'channel':
    case 'channel-account':
    case 'channel-listing': {
      const [channel] = await db
        .insert(channels)
        .values({ code: `mx-${uniqueTag()}`, name: 'Matrix channel' })
        .returning({ id: channels.id });
      if (kind === 'channel') return channel!.id;
      const [account] = await db
        .insert(channelAccounts)
        .values({ channelId: channel!.id, code: 'MX', email: 'mx@example.com', name: 'Matrix account' })
        .returning({ id: channelAccounts.id });
      if (kind === 'channel-account') return account!.id;
      const [listing] = await db
        .insert(channelListings)
        .values({ accountId: account!.id, propertyId: home.id, externalId: 'MX-1' })
        .returning({ id: channelListings.id });
      return listing!.id;
    }
    case 'newsletter': {
      const [row] = await db
        .insert(newsletters)
        .values({ title: 'Matrix', url: 'https://example.com/matrix' })
        .returning({ id: newsletters.id });
      return row!.id;
    }
    case 'document': {
      const [row] = await db
        .insert(documents)
        .values({ name: `Matrix ${uniqueTag()}`, isFolder: true })
        .returning({ id: documents.id });
      return row!.id;
    }
    case 'statement': {
      // Published, so the home's owner reaches it too; a month of its own per call (`night` never repeats).
      const [row] = await db
        .insert(statements)
        .values({
          propertyId: home.id,
          month: new Date(Date.UTC(2040, night, 1)).toISOString().slice(0, 10),
          status: 'published',
          currency: 'AUD',
          publishedAt: new Date(),
        })
        .returning({ id: statements.id });
      return row!.id;
    }
    case 'ical-feed': {
      const [row] = await db
        .insert(icalFeeds)
        .values({ propertyId: home.id, name: 'Matrix', url: null })
        .returning({ id: icalFeeds.id });
      return row!.id;
    }
    case 'import': {
      // An import of homes started by someone of the home's company: a licensee of it reaches it, others' not.
      const [row] = await db
        .insert(imports)
        .values({ kind: 'homes', companyId: home.companyId, state: 'finished', outcome: 'ok', finishedAt: new Date() })
        .returning({ id: imports.id });
      return row!.id;
    }
    case 'payee': {
      // The own home's owner (the demo owner reaches their own details); for the other home an owner of nobody's.
      const [owner] = home.ownerIds;
      return owner ?? createObject('user', home);
    }
    case 'payout-batch': {
      const [row] = await db
        .insert(payoutBatches)
        .values({ month: '2040-01-01', paymentDate: '2040-02-03' })
        .returning({ id: payoutBatches.id });
      return row!.id;
    }
    case 'ical-import': {
      const feedId = await createObject('ical-feed', home);
      const [row] = await db
        .insert(icalImports)
        .values({ feedId, mode: 'upload', state: 'finished', outcome: 'ok', finishedAt: new Date() })
        .returning({ id: icalImports.id });
      return row!.id;
    }
  }
};

const keyOf = (route: RouteAccessEntry) => `${route.method} ${route.url}`;

const send = async (client: TestClient, route: RouteAccessEntry, home: Home | null) => {
  const object = typeof route.access === 'object' ? route.access.object : undefined;
  const id = object && home ? await createObject(object, home) : '00000000-0000-4000-8000-000000000000';
  const sample = SAMPLES[keyOf(route)]!(id);
  // The object's id fills the path's one parameter; a route about a property in its query or body has none.
  // A second parameter (the owner of DELETE .../owners/:userId) is an id nobody has.
  const url = route.url.replace(/:[A-Za-z]+/, id).replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
  const search = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  return client.request({
    method: route.method as 'GET',
    url: `${url}${search}`,
    ...(sample.rawBody !== undefined
      ? { rawBody: sample.rawBody, headers: { ...sample.headers, 'content-type': sample.contentType ?? 'text/plain' } }
      : sample.body !== undefined
        ? { body: sample.body, ...(sample.headers ? { headers: sample.headers } : {}) }
        : {}),
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  const tag = uniqueTag();
  // The licensee's company and the demo owner's home, and a home of another company nobody here owns.
  const own: Home = { id: '', companyId: demoCompanyId('coastal-stays'), ownerIds: [demoUserId('owner')] };
  own.id = await createProperty(ctx.db, { name: `${tag} Own`, companyId: own.companyId }, { owners: own.ownerIds });
  const other: Home = { id: '', companyId: demoCompanyId('hearth'), ownerIds: [] };
  other.id = await createProperty(ctx.db, { name: `${tag} Other`, companyId: other.companyId });
  homes = { own, other };
  for (const account of ACCOUNTS) clients.set(account.name, await ctx.signedIn(account.name));
});

afterAll(async () => {
  await ctx?.close();
});

describe('role × route × tenant matrix', () => {
  it('has a sample request for every route the app registers, and no sample for a route that is gone', () => {
    const registered = ctx.app.routeAccess.filter((r) => r.access !== 'public').map(keyOf);
    expect(
      registered.filter((key) => !SAMPLES[key]),
      'routes without a row in SAMPLES',
    ).toEqual([]);
    expect(
      Object.keys(SAMPLES).filter((key) => !registered.includes(key)),
      'rows of no route',
    ).toEqual([]);
  });

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const anonymous = ctx.client();
    for (const route of ctx.app.routeAccess) {
      if (route.access === 'public') continue;
      const response = await send(anonymous, route, null);
      expect(response.statusCode, keyOf(route)).toBe(401);
    }
  });

  it.each(ACCOUNTS.map((account) => [account.name, account] as const))(
    'answers %s on every route as the permissions table and the scope rule say',
    async (_name, account) => {
      const client = clients.get(account.name)!;
      const caller = callerOf(account);
      const failures: string[] = [];
      for (const route of ctx.app.routeAccess) {
        const rule = route.access;
        if (rule === 'public') continue;
        const object = rule === 'signed-in' ? undefined : rule.object;
        for (const home of object ? [homes.own, homes.other] : [null]) {
          const response = await send(client, route, home);
          const status = response.statusCode;
          const where = `${keyOf(route)}${home ? ` on the ${home === homes.own ? 'own' : 'other'} home` : ''}`;
          if (rule !== 'signed-in' && !mayAttempt(caller, rule.action)) {
            const code = (response.json() as { errors?: { code: string }[] }).errors?.[0]?.code;
            if (status !== 403 || code !== denialOf(rule.action).code)
              failures.push(`${where}: ${status} ${code}, want 403`);
          } else if (home && object && !can(caller, REACH_ACTION[object], home)) {
            if (status !== 404) failures.push(`${where}: ${status}, want 404`);
          } else if ([401, 403, 404].includes(status) || status >= 500) {
            failures.push(`${where}: ${status} ${response.body.slice(0, 200)}, want an answer`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
