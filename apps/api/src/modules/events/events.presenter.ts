import { addDays, type TPropertyEvent } from '@hearth/domain';
import type { propertyEvents } from '../../db/schema';
import { hasLapsed } from '../../common/bookings/live-claims';

type EventRow = typeof propertyEvents.$inferSelect;

const previousDay = (day: string) => addDays(day, -1);

/** An event as the API shows it: `end` is the last day it covers (the table keeps nights as [start, end)). */
export const presentEvent = (row: EventRow, now: Date = new Date()): TPropertyEvent => ({
  id: row.id,
  type: 'property-event',
  attributes: {
    propertyId: row.propertyId,
    name: row.name,
    start: row.startDate,
    end: previousDay(row.endDate),
    status: row.status,
    blockDates: row.status === 'blocking',
    expiryAt: row.expiresAt?.toISOString() ?? null,
    expired: hasLapsed(row, now),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    calendarLink: `/properties/${row.propertyId}?month=${Number(row.startDate.slice(5, 7))}&year=${row.startDate.slice(0, 4)}`,
  },
});
