import { PROPERTY_INCLUDES, type TPropertyCreateRequest, type TPropertyDocument } from '@hearth/domain/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from '../smartquotes/keys';
import { propertyKeys } from './keys';

const include = PROPERTY_INCLUDES.join(',');

/**
 * `POST v3/properties?include=…` ('Add property', docs/product/properties.md#adding-a-home): the new Onboarding home in
 * full, with the same include list as `getProperty`, so its record opens from the cache.
 */
export const createProperty = (body: TPropertyCreateRequest): Promise<TPropertyDocument> =>
  api.post<TPropertyDocument>('/api/v3/properties', body, { params: { include } });

export const useCreateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertyCreateRequest) => createProperty(body),
    onSuccess: (document, body) => {
      queryClient.setQueryData(propertyKeys.detail(document.data.id), document);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.searches() });
      // The quote the home came from now shows it as its onboarded home.
      const quoteId = body.data.attributes.smartquoteId;
      if (quoteId) void queryClient.invalidateQueries({ queryKey: smartquoteKeys.detail(quoteId) });
    },
  });
};
