import type { QueryClient } from '@tanstack/react-query';
import { keyKeys } from './keys';

/** After a template changes: the tables and pickers of stores, and every key (keys show their store's name). */
export const afterKeyStoreChange = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: keyKeys.all });
};
