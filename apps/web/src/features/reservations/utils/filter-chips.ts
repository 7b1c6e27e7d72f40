import { formatDay } from '../../../lib/format';
import type { FilterNames, Names } from '../hooks/use-filter-names';
import { EMPTY_RESERVATION_FILTERS, type ReservationDrawerFilters } from './reservations-address';
import { BOOKING_STATUS_LABELS, channelName, RECORD_STATUS_LABELS } from './reservation-labels';

/** One active filter under the search box: what it says, and the filters without it. */
export type FilterChip = {
  key: string;
  label: string;
  remove: (filters: ReservationDrawerFilters) => ReservationDrawerFilters;
};

const SHOWN = 3;

/** Up to three values, then '+N'. */
const valuesText = (values: readonly string[]): string => {
  const more = values.length - SHOWN;
  const shown = values.slice(0, SHOWN).join(', ');
  return more > 0 ? `${shown} +${more}` : shown;
};

const rangeText = (title: string, from: string | null, to: string | null): string => {
  if (from !== null && to !== null) return `${title}: ${formatDay(from)} – ${formatDay(to)}`;
  if (from !== null) return `${title} from ${formatDay(from)}`;
  return `${title} until ${formatDay(to ?? '')}`;
};

/** The names of chosen ids when all are known; otherwise how many are chosen. */
const namedText = (ids: readonly string[], names: Names, one: string, many: string): string => {
  const title = ids.length === 1 ? one : many;
  const known = ids.map((id) => names[id]);
  return known.every((name): name is string => name !== undefined)
    ? `${title}: ${valuesText(known)}`
    : `${title}: ${ids.length} chosen`;
};

/** The applied filters, one chip each in the drawer's order (a range is one chip). */
export const filterChips = (
  f: ReservationDrawerFilters,
  { productName, names }: { productName: string; names: FilterNames },
): FilterChip[] => {
  const chips: FilterChip[] = [];
  const clear =
    (...keys: (keyof ReservationDrawerFilters)[]) =>
    (current: ReservationDrawerFilters) => ({
      ...current,
      ...Object.fromEntries(keys.map((key) => [key, EMPTY_RESERVATION_FILTERS[key]])),
    });
  if (f.statuses.length > 0)
    chips.push({
      key: 'statuses',
      label: `Status: ${valuesText(f.statuses.map((s) => BOOKING_STATUS_LABELS[s]))}`,
      remove: clear('statuses'),
    });
  if (f.recordStatuses.length > 0)
    chips.push({
      key: 'recordStatuses',
      label: `Record: ${valuesText(f.recordStatuses.map((s) => RECORD_STATUS_LABELS[s]))}`,
      remove: clear('recordStatuses'),
    });
  if (f.channels.length > 0)
    chips.push({
      key: 'channels',
      label: `Channel: ${valuesText(f.channels.map((c) => channelName(c, productName)))}`,
      remove: clear('channels'),
    });
  if (f.checkInFrom !== null || f.checkInTo !== null)
    chips.push({
      key: 'checkIn',
      label: rangeText('Check-in', f.checkInFrom, f.checkInTo),
      remove: clear('checkInFrom', 'checkInTo'),
    });
  if (f.checkOutFrom !== null || f.checkOutTo !== null)
    chips.push({
      key: 'checkOut',
      label: rangeText('Check-out', f.checkOutFrom, f.checkOutTo),
      remove: clear('checkOutFrom', 'checkOutTo'),
    });
  if (f.properties.length > 0)
    chips.push({
      key: 'properties',
      label: namedText(f.properties, names.properties, 'Property', 'Properties'),
      remove: clear('properties'),
    });
  if (f.companies.length > 0)
    chips.push({
      key: 'companies',
      label: namedText(f.companies, names.companies, 'Company', 'Companies'),
      remove: clear('companies'),
    });
  return chips;
};
