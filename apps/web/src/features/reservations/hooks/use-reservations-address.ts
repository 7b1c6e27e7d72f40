import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useUrlState, type SetUrlState } from '../../../lib/url-state';
import { withinReach, ZReservationsAddress, type ReservationsAddress } from '../utils/reservations-address';

/**
 * The list's search, filters and sort, in the address so that a copied link reopens the same list; trimmed to what the
 * caller is offered (no company filter for a licensee, who sees only their own company's bookings).
 */
export const useReservationsAddress = (
  canFilterCompanies: boolean,
): [ReservationsAddress, SetUrlState<ReservationsAddress>] => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [raw, setRaw] = useUrlState(ZReservationsAddress, { canWrite });
  const address = useMemo(() => withinReach(raw, canFilterCompanies), [raw, canFilterCompanies]);
  const setAddress = useCallback<SetUrlState<ReservationsAddress>>(
    (next, options) =>
      setRaw((current) => {
        const base = withinReach(current, canFilterCompanies);
        return typeof next === 'function' ? next(base) : next;
      }, options),
    [setRaw, canFilterCompanies],
  );
  return [address, setAddress];
};
