import { REVIEW_LIST, type TPropertyReviewsResponse } from '@hearth/domain/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { reviewKeys } from './keys';

/** `GET v3/properties/{id}/reviews?page[number]&page[size]=25`: newest first. */
export const getPropertyReviews = (propertyId: string, page: number, signal?: AbortSignal) =>
  api.get<TPropertyReviewsResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/reviews`, {
    params: { 'page[number]': page, 'page[size]': REVIEW_LIST.pageSize },
    signal,
  });

export const propertyReviewsQueryOptions = (propertyId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.ofProperty(propertyId),
    queryFn: ({ pageParam, signal }) => getPropertyReviews(propertyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TPropertyReviewsResponse, pages: TPropertyReviewsResponse[]) =>
      pages.length < last.meta.totalPages ? pages.length + 1 : undefined,
    staleTime: 60_000,
  });

/** Every page loaded so far; the screen asks for the next as its end comes into view. */
export const usePropertyReviews = (propertyId: string) => useInfiniteQuery(propertyReviewsQueryOptions(propertyId));
