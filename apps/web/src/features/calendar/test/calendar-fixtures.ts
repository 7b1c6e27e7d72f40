import type { TBookingListItem } from '@hearth/domain/bookings';
import type { TPropertyEvent } from '@hearth/domain/events';
import type { TPropertyDocument } from '@hearth/domain/properties';
import type { TDailyRate } from '@hearth/domain/rates';
import type { TTask, TTaskAttachment, TTaskComment } from '@hearth/domain/tasks';
import type { FakeReply } from '../../../test/fake-fetch';

export const PROPERTY_ID = '0b9f3c1e-2a4d-4c5e-9f10-1a2b3c4d5e6f';

export const propertyReply = (overrides: Partial<TPropertyDocument['data']['attributes']> = {}): FakeReply => ({
  status: 200,
  body: {
    data: {
      id: PROPERTY_ID,
      type: 'property',
      attributes: {
        code: 'HAS-01',
        name: 'Hastings Street Beach House',
        status: 'active',
        currency: 'AUD',
        timezone: 'Australia/Brisbane',
        createdAt: '2024-01-01T00:00:00Z',
        address: {
          street: '12 Hastings Street',
          city: 'Noosa Heads',
          state: 'QLD',
          postcode: '4567',
          country: 'AU',
          full: '12 Hastings Street, Noosa Heads QLD 4567',
          latitude: -26.39,
          longitude: 153.09,
        },
        details: {
          bedrooms: 3,
          bathrooms: 2,
          beds: 4,
          maxGuests: 6,
          minimumStay: 2,
          type: 'house',
          segment: 'premium',
        },
        company: { id: 'c1', name: 'Hearth', partnerType: 'hearth' },
        managementType: 'hearth',
        keyType: 'standard',
        keyStatus: 'in-store',
        overallCleaningStatus: 'ready',
        riskStatus: null,
        airbnbOverallRating: 4.8,
        amenities: [],
        checkpoints: null,
        compliance: null,
        resources: { links: [] },
        primaryPhoto: '/api/files/photo-1.jpg',
        photos: [{ url: '/api/files/photo-1.jpg' }],
        keys: [],
        managers: [],
        accountManager: null,
        owners: [],
        lastLoginAt: null,
        icalUrl: 'http://localhost/ical/secret-token.ics',
        ...overrides,
      },
    },
  },
});

export const booking = (
  id: string,
  startDate: string,
  endDate: string,
  overrides: Partial<TBookingListItem['attributes']> = {},
): TBookingListItem => ({
  id,
  type: 'booking',
  attributes: {
    startDate,
    endDate,
    status: 'BOOKED',
    recordStatus: 'ACTIVE',
    longCode: `HB-${id}`,
    channel: 'airbnb',
    guest: { fullName: 'Mia Chen', adults: 2, children: 0 },
    currency: 'AUD',
    totalAmount: 120_000,
    bookedAt: '2026-01-01T00:00:00Z',
    cancelledAt: null,
    ...overrides,
  },
});

export const rate = (date: string, price: number): TDailyRate => ({
  id: date,
  type: 'daily-rate',
  attributes: {
    date,
    price,
    airbnbPrice: price,
    bookingComPrice: price,
    vrboPrice: price,
    hearthPrice: price,
    corporatePrice: price,
    daysAway: 0,
    attributions: [],
    minNights: null,
    closed: false,
    byHand: false,
  },
});

export const propertyEvent = (
  id: string,
  start: string,
  end: string,
  overrides: Partial<TPropertyEvent['attributes']> = {},
): TPropertyEvent => ({
  id,
  type: 'property-event',
  attributes: {
    propertyId: PROPERTY_ID,
    name: '<p>Owner stay</p>',
    start,
    end,
    status: 'blocking',
    blockDates: true,
    expiryAt: null,
    expired: false,
    source: 'hearth',
    createdAt: '2026-01-01T00:00:00Z',
    modifiedAt: '2026-01-01T00:00:00Z',
    calendarLink: '',
    ...overrides,
  },
});

export const task = (id: string, scheduledDate: string, overrides: Partial<TTask['attributes']> = {}): TTask => ({
  id,
  type: 'property-task',
  attributes: {
    propertyId: PROPERTY_ID,
    breezewayId: 'bw-1',
    name: 'Departure clean',
    description: 'Strip the beds.\nWipe the benches.',
    displayStatus: 'assigned',
    priority: 'normal',
    scheduledDate,
    scheduledTime: '10:00',
    startedAt: null,
    finishedAt: null,
    isPaused: false,
    reportUrl: null,
    department: 'cleaning',
    tags: [],
    statusCode: null,
    statusStage: null,
    createdAt: '2024-01-01T04:00:00Z',
    deletedAt: null,
    assignments: [{ name: 'Priya Patel', userId: null }],
    reporterType: null,
    location: null,
    repairDuringStay: false,
    totalTime: null,
    createdBy: { name: 'Sam Staff' },
    externalUrl: 'https://app.breezeway.test/task/bw-1',
    bookingId: null,
    breezewayPush: null,
    ...overrides,
  },
});

export const comment = (id: string, taskId: string, commentedAt: string, text: string): TTaskComment => ({
  id,
  type: 'task-comment',
  attributes: { taskId, comment: text, commentedAt, author: 'Priya Patel' },
});

export const attachment = (id: string, taskId: string, url: string): TTaskAttachment => ({
  id,
  type: 'task-attachment',
  attributes: { taskId, url, contentType: 'image/jpeg' },
});
