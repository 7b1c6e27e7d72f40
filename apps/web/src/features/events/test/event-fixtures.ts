import type { TPropertyEvent } from '@hearth/domain/events';
import type { FakeReply } from '../../../test/fake-fetch';
import { paths } from '../../../config/paths';

export const PROPERTY_ID = '5d0c2f4e-8a1b-4c3d-9e2f-0a1b2c3d4e5f';
export const EVENT_ID = '7e1d3a5b-9c2f-4b6e-8d0a-1f2e3d4c5b6a';

/** The little of `GET v3/properties/{id}` the event page reads. */
export const propertyReply = (name = 'Hastings Street Beach House'): FakeReply => ({
  status: 200,
  body: {
    data: {
      id: PROPERTY_ID,
      type: 'property',
      attributes: {
        name,
        address: { full: '12 Hastings Street, Noosa Heads QLD 4567, Australia' },
      },
    },
  },
});

export const propertyEvent = (attributes: Partial<TPropertyEvent['attributes']> = {}): TPropertyEvent => ({
  id: EVENT_ID,
  type: 'property-event',
  attributes: {
    propertyId: PROPERTY_ID,
    name: '<p>Owner stay</p>',
    start: '2030-03-12',
    end: '2030-03-14',
    status: 'blocking',
    blockDates: true,
    expiryAt: null,
    expired: false,
    source: 'manual',
    createdAt: '2030-01-01T00:00:00.000Z',
    modifiedAt: '2030-01-01T00:00:00.000Z',
    calendarLink: paths.property.calendar.getHref(PROPERTY_ID, { month: 3, year: 2030 }),
    ...attributes,
  },
});

export const eventReply = (event: TPropertyEvent, status = 200): FakeReply => ({ status, body: { data: event } });
