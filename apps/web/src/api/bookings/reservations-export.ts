import { reservationParams, type ReservationFilters } from './get-reservations';

export const RESERVATIONS_EXPORT_PATH = '/api/v3/bookings/export';

/**
 * `GET v3/bookings/export`: the CSV of the list's current search, filters and sort (no paging). The browser fetches it
 * itself, through a link with `download`, with the session cookie of this origin: it is a file, not data for a screen.
 */
export const reservationsExportHref = (filters: ReservationFilters): string => {
  const query = new URLSearchParams(reservationParams(filters)).toString();
  return query === '' ? RESERVATIONS_EXPORT_PATH : `${RESERVATIONS_EXPORT_PATH}?${query}`;
};
