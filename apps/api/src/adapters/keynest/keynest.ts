import { z } from 'zod';
import type { KeyStatus } from '@hearth/domain';
import { KeyNestError, type KeyNestKey, type KeyNestService } from './types';

/**
 * The real KeyNest client: fetch against KeyNest's partner REST API.
 *
 * Known from KeyNest's published API overview: a REST API over HTTPS for partners, authenticated with an API key
 * generated in the partner's profile once KeyNest support has enabled API access; keys are dropped off at a store
 * with a drop-off code and collected with a collection code.
 *
 * Assumed (the reference pages were not available to us): the key is read with `GET {baseUrl}/api/v3/keys/{id}`, the
 * API key sent in an `ApiKey` header, the key's fields in the body or under `data`/`Data` (`KeyId`, `Status` or
 * `KeyStatus`, `StoreId`, `LastUpdated`, PascalCase or camelCase), and the status words mapped below. The parser is
 * tolerant of those variants and maps a status word it does not know to `unknown` rather than failing the refresh.
 */

export type KeyNestClientOptions = {
  apiKey: string;
  baseUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const keyPath = (keyNestId: string) => `/api/v3/keys/${encodeURIComponent(keyNestId)}`;

/** KeyNest's status words (any case, spaces or dashes) onto ours; first match wins. */
const STATUS_WORDS: readonly [RegExp, KeyStatus][] = [
  [/^(awaiting|waiting for|pending) ?drop ?off$|^not dropped off$|^awaiting$/, 'waiting-for-drop-off'],
  [/locker/, 'in-locker'],
  [/^(in ?store|stored|dropped ?off|available|in shop)$/, 'in-store'],
  [/^(in ?use|collected|checked ?out|out|with guest|picked ?up)$/, 'in-use'],
  [/^in ?place$/, 'in-place'],
];

/** A KeyNest status word in our terms (docs/product/keys.md#states). */
export const keyStatusOfKeyNest = (text: string): KeyStatus => {
  const word = text.trim().toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  return STATUS_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? 'unknown';
};

const ZId = z.union([z.string().min(1), z.number()]).transform(String);
const ZRawKey = z.looseObject({
  KeyId: ZId.optional(),
  keyId: ZId.optional(),
  Id: ZId.optional(),
  id: ZId.optional(),
  Status: z.string().optional(),
  status: z.string().optional(),
  KeyStatus: z.string().optional(),
  keyStatus: z.string().optional(),
  StoreId: ZId.nullish(),
  storeId: ZId.nullish(),
  LastUpdated: z.string().nullish(),
  lastUpdated: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
const ZEnvelope = z.union([
  z.looseObject({ data: ZRawKey }).transform((body) => body.data),
  z.looseObject({ Data: ZRawKey }).transform((body) => body.Data),
  ZRawKey,
]);

const readKey = (body: unknown, keyNestId: string): KeyNestKey => {
  const parsed = ZEnvelope.safeParse(body);
  const raw = parsed.success ? parsed.data : null;
  const statusText = raw ? (raw.Status ?? raw.status ?? raw.KeyStatus ?? raw.keyStatus) : undefined;
  if (!raw || statusText === undefined) {
    throw new KeyNestError('KeyNest answered without a key status', { status: 200 });
  }
  return {
    keyNestId: raw.KeyId ?? raw.keyId ?? raw.Id ?? raw.id ?? keyNestId,
    status: keyStatusOfKeyNest(statusText),
    statusText,
    storeId: raw.StoreId ?? raw.storeId ?? null,
    updatedAt: raw.LastUpdated ?? raw.lastUpdated ?? raw.updatedAt ?? null,
  };
};

const problemOf = (status: number): string => {
  if (status === 401 || status === 403) return `KeyNest refused the API key (${status})`;
  if (status === 404) return 'KeyNest has no key with that id (404)';
  if (status === 429) return 'KeyNest asked us to slow down (429)';
  return `KeyNest answered ${status}`;
};

export const createKeyNestClient = (options: KeyNestClientOptions): KeyNestService & { mode: 'keynest' } => {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    mode: 'keynest',
    getKey: async (keyNestId) => {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${keyPath(keyNestId)}`, {
          headers: { ApiKey: options.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new KeyNestError('KeyNest could not be reached', { status: null, cause: error });
      }
      if (!response.ok) {
        // Drain the body so the connection can be reused; its words are not shown to callers.
        await response.text().catch(() => '');
        throw new KeyNestError(problemOf(response.status), { status: response.status });
      }
      const body: unknown = await response.json().catch(() => null);
      return readKey(body, keyNestId);
    },
  };
};
