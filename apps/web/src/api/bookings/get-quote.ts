import { QUOTE_INCLUDES, type TQuoteDocument } from '@hearth/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from './keys';

/** Every relation of a quote: its payout summary and the chain of base quotes it replaced, each with its own. */
export const FULL_QUOTE_INCLUDE: readonly string[] = QUOTE_INCLUDES;

/** `GET v3/quotes/{id}?include=…`: a booking's quote, with `base-quote` the quotes it replaced, nested (docs/product/bookings.md#fields). */
export const getQuote = (id: string, include: readonly string[], signal?: AbortSignal): Promise<TQuoteDocument> =>
  api.get<TQuoteDocument>(`/api/v3/quotes/${encodeURIComponent(id)}`, {
    params: include.length > 0 ? { include: include.join(',') } : undefined,
    signal,
  });

export const quoteOptions = (id: string, include: readonly string[] = FULL_QUOTE_INCLUDE) =>
  queryOptions({
    queryKey: bookingKeys.quote(id, include),
    queryFn: ({ signal }) => getQuote(id, include, signal),
  });

export const useQuote = (id: string, include: readonly string[] = FULL_QUOTE_INCLUDE) =>
  useQuery(quoteOptions(id, include));
