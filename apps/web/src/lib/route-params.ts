import { addressId, HTTP } from '@hearth/domain/api';
import { useParams } from 'react-router';
import type * as z from 'zod/mini';
import { isApiError } from './api-client';

/** An id in the address: a UUID, the check the API's routes make of theirs (`ZIdParams`). */
export const ZRouteId = addressId;

/**
 * The route's params read through `schema`, or null when one fails it: a malformed id names nothing, so the screen
 * shows the 404 page (`NotFoundPage`) without asking the API, which would only answer 400.
 */
export const useRouteParams = <T>(schema: z.ZodMiniType<T>): T | null => {
  const parsed = schema.safeParse(useParams());
  return parsed.success ? parsed.data : null;
};

/**
 * The API's answer for an id that does not exist or is outside the caller's scope (docs/CONTRIBUTING.md#security): when the screen's
 * primary resource answers it, the screen is the 404 page rather than a half-drawn page of errors.
 */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === HTTP.notFound;
