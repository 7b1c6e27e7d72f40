import type { QueryClient } from '@tanstack/react-query';
import { propertyKeys } from '../properties/keys';
import { keyKeys } from './keys';

/**
 * After a key changes: the property's keys, the key lists and the stores' property counts; and the property itself,
 * whose key type and status follow its primary key (its card, the list's key filters).
 */
export const afterKeyChange = (queryClient: QueryClient, propertyId: string | null) => {
  if (propertyId) {
    void queryClient.invalidateQueries({ queryKey: keyKeys.property(propertyId) });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
  }
  void queryClient.invalidateQueries({ queryKey: keyKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: keyKeys.stores() });
  void queryClient.invalidateQueries({ queryKey: propertyKeys.searches() });
};
