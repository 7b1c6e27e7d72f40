import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useUrlState, type SetUrlState } from '../../../lib/url-state';
import { ZSmartquotesAddress, type SmartquotesAddress } from '../utils/smartquotes-address';

/** The quote list's search and sort, in the address. */
export const useSmartquotesAddress = (): [SmartquotesAddress, SetUrlState<SmartquotesAddress>] => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZSmartquotesAddress, { canWrite });
  return [address, setAddress];
};
