import { PROPERTY_INCLUDES, type TPropertyDocument, type TUpdatePropertyRequest } from '@hearth/domain/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { propertyHistoryKey } from './get-property-history';
import { propertyKeys } from './keys';

const include = PROPERTY_INCLUDES.join(',');

/**
 * `PATCH v3/properties/{id}?include=…` ('Edit property details', docs/product/properties.md#who-uses-it): answers the property in full, with the
 * same include list as `getProperty`, so the answer replaces the cached document as it is.
 */
export const updateProperty = (propertyId: string, body: TUpdatePropertyRequest): Promise<TPropertyDocument> =>
  api.patch<TPropertyDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}`, body, { params: { include } });

export const useUpdateProperty = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePropertyRequest) => updateProperty(propertyId, body),
    onSuccess: (document) => {
      queryClient.setQueryData(propertyKeys.detail(propertyId), document);
      void queryClient.invalidateQueries({ queryKey: propertyHistoryKey(propertyId) });
      void queryClient.invalidateQueries({ queryKey: propertyKeys.searches() });
    },
  });
};
