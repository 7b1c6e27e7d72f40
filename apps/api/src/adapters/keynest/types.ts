import type { KeyStatus } from '@hearth/domain';

/**
 * Keys held by KeyNest (docs/CONTRIBUTING.md#adapters): lockers and partner shops where a key is dropped off and collected. Keys and
 * their statuses always live in our tables; with a KeyNest API key, refreshing a key reads its status from KeyNest.
 */

/** A key as KeyNest reports it, in our words. */
export type KeyNestKey = {
  keyNestId: string;
  /** KeyNest's status mapped onto ours (docs/product/keys.md#states); `unknown` for a word we do not know. */
  status: KeyStatus;
  /** KeyNest's own words for the status, as sent. */
  statusText: string;
  /** The KeyNest store the key is in, when KeyNest says. */
  storeId: string | null;
  /** When KeyNest last saw the key change, when it says. */
  updatedAt: string | null;
};

/** The key service: the real KeyNest client, or the offline one that has nobody to ask. */
export type KeyNestService = {
  /** 'keynest' when statuses are read from KeyNest; 'offline' when the stored status stands. */
  mode: 'keynest' | 'offline';
  /** The key's status at KeyNest now; null offline (nothing was asked). Throws KeyNestError when KeyNest fails. */
  getKey: (keyNestId: string) => Promise<KeyNestKey | null>;
};

/** A failed call to KeyNest: its HTTP status (null when it never answered) and what it said. */
export class KeyNestError extends Error {
  readonly status: number | null;

  constructor(message: string, options: { status: number | null; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'KeyNestError';
    this.status = options.status;
  }
}
