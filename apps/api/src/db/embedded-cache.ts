/**
 * What every signed-in call reads (the session with its user and roles, the caller's property count and company),
 * kept in memory on the embedded default only: PGlite serves one process by definition, so no other process can
 * change the rows behind an entry. Every statement that writes one of their tables, whatever code or raw SQL runs
 * it, notifies `hearth_cache` (migration 0035_embedded_cache_notify) and the whole cache is dropped: PGlite queues
 * the listener (a microtask) while it parses the writing statement's answer, so it runs before that statement's caller
 * resumes (embedded-cache.test.ts). PostgreSQL serves many processes: there nothing is cached
 * (docs/ARCHITECTURE.md, the session on the embedded default).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

const CACHE_CHANNEL = 'hearth_cache';
/** A bound, not a budget: an entry is a session or a user, and a burst of sign-ins simply starts over. */
const MAX_ENTRIES = 10_000;

class EmbeddedCache {
  #entries = new Map<string, unknown>();
  #generation = 0;

  /** Read before the database: an answer read while a write notified in between is not kept. */
  get generation() {
    return this.#generation;
  }

  get<T>(key: string): T | undefined {
    return this.#entries.get(key) as T | undefined;
  }

  set(key: string, value: unknown, generation: number) {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, value);
  }

  clear() {
    this.#entries.clear();
    this.#generation += 1;
  }
}

const caches = new WeakMap<Db, EmbeddedCache>();

/** The cache of this database, or none (PostgreSQL, or PGlite before its listener is in place). */
export const embeddedCacheOf = (db: Db): EmbeddedCache | undefined => caches.get(db);

/**
 * Caching starts only once the listener is in place and this session has asked the triggers to notify (they stay
 * silent elsewhere, e.g. on PostgreSQL); if either fails, nothing is ever cached.
 */
export const startEmbeddedCache = (client: PGlite, db: Db) => {
  const cache = new EmbeddedCache();
  client
    .listen(CACHE_CHANNEL, () => cache.clear())
    .then(() => client.exec(`set hearth.embedded_cache = 'on'`))
    .then(
      () => caches.set(db, cache),
      () => undefined,
    );
};
