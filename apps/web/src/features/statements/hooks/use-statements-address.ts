import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useUrlState, type SetUrlState } from '../../../lib/url-state';
import { ZStatementsAddress, type StatementsAddress } from '../utils/statements-address';

/** The statement list's search, month and sort, in the address. */
export const useStatementsAddress = (): [StatementsAddress, SetUrlState<StatementsAddress>] => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZStatementsAddress, { canWrite });
  return [address, setAddress];
};
