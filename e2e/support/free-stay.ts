import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, type TBookingQuoteResponse } from '@hearth/domain';
import { dayFromToday } from './properties';

/** Whether a night is held by a booking (its nights) or an event (its days) of the property between from and to. */
export const takenNights = async (
  request: APIRequestContext,
  propertyId: string,
  from: string,
  to: string,
): Promise<(night: string) => boolean> => {
  const bookings = await request.get(`/api/v3/properties/${propertyId}/bookings`, { params: { from, to } });
  const events = await request.get(`/api/v3/properties/${propertyId}/events`, { params: { from, to } });
  expect(bookings.ok() && events.ok()).toBe(true);
  type Dated = { attributes: { startDate?: string; endDate?: string; start?: string; end?: string } };
  const stays = ((await bookings.json()) as { data: Dated[] }).data;
  const blocks = ((await events.json()) as { data: Dated[] }).data;
  return (night: string) =>
    stays.some(({ attributes: a }) => (a.startDate ?? '') <= night && night < (a.endDate ?? '')) ||
    blocks.some(({ attributes: a }) => (a.start ?? '') <= night && night <= (a.end ?? ''));
};

/**
 * Two nights in a row, from `fromDays` to 180 days ahead, that no booking (nights) and no event (days) of the property
 * holds, that the live price can price (every night has a rate), and whose check-out falls in the check-in's month,
 * so one month of the calendar shows both days: what a person would pick. The demo's stays move with today's date,
 * so the nights are found, never assumed.
 */
export const freeStay = async (request: APIRequestContext, propertyId: string, fromDays = 60): Promise<string> => {
  const from = dayFromToday(fromDays);
  const to = dayFromToday(180);
  const taken = await takenNights(request, propertyId, from, to);
  for (let night = from; night < to; night = addDays(night, 1)) {
    if (addDays(night, 2).slice(0, 7) !== night.slice(0, 7)) continue;
    if (taken(night) || taken(addDays(night, 1))) continue;
    const quote = await request.get(`/api/v3/properties/${propertyId}/booking-quote`, {
      params: { checkIn: night, checkOut: addDays(night, 2), adults: 2, children: 0 },
    });
    expect(quote.ok()).toBe(true);
    const { data } = (await quote.json()) as TBookingQuoteResponse;
    if (data.available && data.price) return night;
  }
  throw new Error('no two free, priced nights in the window');
};
