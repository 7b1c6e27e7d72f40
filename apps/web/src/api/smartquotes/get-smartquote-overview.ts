import type { TSmartquoteDocument, TSmartquoteOverview } from '@hearth/domain/smartquotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from './keys';

export const OVERVIEW_INCLUDE = ['overview'] as const;

/** `GET v3/smartquotes/{id}?include=overview`: the quote and, when it has a forecast, its overview. */
export const getSmartquoteOverview = (id: string, signal?: AbortSignal) =>
  api.get<TSmartquoteDocument>(`/api/v3/smartquotes/${encodeURIComponent(id)}`, {
    params: { include: OVERVIEW_INCLUDE.join(',') },
    signal,
  });

export const smartquoteOverviewKey = (id: string) => smartquoteKeys.document(id, OVERVIEW_INCLUDE);

export const smartquoteOverviewOptions = (id: string) =>
  queryOptions({ queryKey: smartquoteOverviewKey(id), queryFn: ({ signal }) => getSmartquoteOverview(id, signal) });

export const useSmartquoteOverview = (id: string) => useQuery(smartquoteOverviewOptions(id));

/** The overview of a document, or null when the quote has no forecast (no comparable homes near it). */
export const overviewOf = (document: TSmartquoteDocument | undefined): TSmartquoteOverview | null =>
  document?.included?.find((item) => item.type === 'overview')?.attributes ?? null;
