import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../api/bookings/create-booking';

/**
 * Whether the server answered a send for certain. A network failure or a 5xx may have booked or not: the same form
 * content must then go again with the same key, so that the API answers the first result rather than book twice.
 */
const isDefinite = (error: unknown): boolean => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The `Idempotency-Key` of one booking form: made when the form opens, kept for every send of the same content
 * (a retry after a network error, a double click), and replaced only when the content changes after a definite
 * answer (a 409 'nights taken' then other dates): that is a new booking, and the old key with another body answers 422.
 */
export const useIdempotencyKey = () => {
  const [opened] = useState(newIdempotencyKey);
  const state = useRef<{ key: string; answered: string | null }>({ key: opened, answered: null });

  /** The key to send `content` (the request body, serialised) with. */
  const keyFor = useCallback((content: string): string => {
    const current = state.current;
    if (current.answered !== null && current.answered !== content) {
      state.current = { key: newIdempotencyKey(), answered: null };
    }
    return state.current.key;
  }, []);

  /** Records how a send of `content` ended: a definite refusal lets the next different content take a new key. */
  const settled = useCallback((content: string, error: unknown) => {
    if (isDefinite(error)) state.current = { ...state.current, answered: content };
  }, []);

  return { keyFor, settled };
};
