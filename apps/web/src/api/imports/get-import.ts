import { IMPORT_LIMITS, type TImportDocument } from '@hearth/domain/imports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { bookingKeys } from '../bookings/keys';
import { propertyKeys } from '../properties/keys';
import { importKeys } from './keys';

/** `GET v3/imports/{importId}` → how far the import has got, or how it ended. */
export const getImport = (importId: string): Promise<TImportDocument> =>
  api.get<TImportDocument>(`/api/v3/imports/${encodeURIComponent(importId)}`);

/**
 * Follows an import until it finishes (docs/product/imports.md#states), then marks what it may have written stale:
 * the property list and documents for homes, every booking list for bookings.
 */
export const useImport = (started: TImportDocument | null) => {
  const client = useQueryClient();
  const importId = started?.data.id ?? '';
  const query = useQuery({
    queryKey: importKeys.detail(importId),
    queryFn: () => getImport(importId),
    enabled: started !== null,
    ...(started ? { initialData: started } : {}),
    refetchInterval: (current) =>
      current.state.data?.data.attributes.state === 'running' ? IMPORT_LIMITS.pollMs : false,
  });
  const attributes = query.data?.data.attributes;
  const wrote = attributes?.state === 'finished' && attributes.outcome === 'ok';
  const kind = attributes?.kind;
  useEffect(() => {
    if (!wrote) return;
    void client.invalidateQueries({ queryKey: kind === 'homes' ? propertyKeys.all : bookingKeys.all });
  }, [wrote, kind, client, importId]);
  return query;
};
