import type { TIcalImportResponse } from '@hearth/domain/ical';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { eventKeys } from '../events/keys';
import { icalKeys } from './keys';

/** How often a running import is asked for its progress. */
const POLL_MS = 500;

/** `GET v3/ical-imports/{importId}` → the import's progress, or its outcome once finished. */
export const getIcalImport = (importId: string): Promise<TIcalImportResponse> =>
  api.get<TIcalImportResponse>(`/api/v3/ical-imports/${encodeURIComponent(importId)}`);

/**
 * Follows an import started by an upload or Sync now until it finishes, then reloads the feed (last synced, last
 * error, blocks) and the property's events (the imported blocks).
 */
export const useIcalImport = (started: TIcalImportResponse | undefined, propertyId: string) => {
  const client = useQueryClient();
  const importId = started?.data.id ?? '';
  const query = useQuery({
    queryKey: icalKeys.import(importId),
    queryFn: () => getIcalImport(importId),
    enabled: started !== undefined,
    ...(started ? { initialData: started } : {}),
    refetchInterval: (current) => (current.state.data?.data.attributes.state === 'running' ? POLL_MS : false),
  });
  const finished = query.data?.data.attributes.state === 'finished';
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: icalKeys.feeds(propertyId) });
    void client.invalidateQueries({ queryKey: eventKeys.property(propertyId) });
  }, [finished, client, propertyId, importId]);
  return query;
};
