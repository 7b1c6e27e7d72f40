import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useUrlState, type SetUrlState } from '../../../lib/url-state';
import { ZTasksAddress, type TasksAddress } from '../utils/tasks-address';

/** The task list's search, filters and sort, in the address so that a copied link reopens the same list. */
export const useTasksAddress = (): [TasksAddress, SetUrlState<TasksAddress>] => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZTasksAddress, { canWrite });
  return [address, setAddress];
};
