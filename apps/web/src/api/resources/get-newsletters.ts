import type { TNewslettersResponse } from '@hearth/domain/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './keys';

/** `GET v3/newsletters`: newest first. */
export const getNewsletters = (signal?: AbortSignal) =>
  api.get<TNewslettersResponse>('/api/v3/newsletters', { signal });

export const newslettersOptions = () =>
  queryOptions({ queryKey: resourceKeys.newsletters(), queryFn: ({ signal }) => getNewsletters(signal) });

export const useNewsletters = () => useQuery(newslettersOptions());
