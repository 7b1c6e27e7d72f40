import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useUrlState, type SetUrlState } from '../../../lib/url-state';
import { ZUserListAddress, type UserListAddress } from '../utils/users-address';

/** The Users tab's search and sort, in the address so that a copied link reopens the same view. */
export const useUserListAddress = (): [UserListAddress, SetUrlState<UserListAddress>] => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZUserListAddress, { canWrite });
  return [address, setAddress];
};
