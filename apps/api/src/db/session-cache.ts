/**
 * What every signed-in call reads (the session with its user and roles, the caller's property count and company, the
 * homes its calls reach), kept in each process's memory on both engines (docs/ARCHITECTURE.md, the session cache).
 * Every statement that writes one of their tables, whatever code, process or raw SQL runs it, notifies `hearth_cache`
 * with what changed (migrations 0036 and 0039), and every process drops the entries concerned:
 *
 * - PGlite serves one process: it queues the listener (a microtask) while it parses the writing statement's answer,
 *   so the entries are gone before that statement's caller resumes.
 * - PostgreSQL: each process holds one connection of its own that LISTENs, reconnecting when it drops. Only while it
 *   listens is anything kept: from the moment it drops until it listens again, nothing is cached and every call
 *   reads the database (a notification sent meanwhile reaches no one). Every pooled connection LISTENs too, because
 *   PostgreSQL hands a session its own notifications before the answer to its COMMIT: the writing process has
 *   dropped the entries before the writing call goes on, as on PGlite. Another process hears it a moment after the
 *   commit (a round trip on the loopback); a call it answers in between is one that could have arrived just before.
 *
 * An answer read while any notification arrived is not kept (the generation), since it may predate the write.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

const CACHE_CHANNEL = 'hearth_cache';
/**
 * A bound, not a budget: an entry is a session, a user or a home a grant reaches (a few hundred bytes each), and a
 * burst past it simply starts over.
 */
const MAX_ENTRIES = 50_000;
/** The listener's reconnection: from a quarter of a second, doubling, to ten seconds between attempts. */
const RETRY_MS = { first: 250, max: 10_000 };

/** Who an entry belongs to: a write to their user row, roles or homes owned drops it ('' for nobody in particular). */
type Entry = { userId: string; value: unknown };

export const sessionKey = (sessionHash: string) => `session:${sessionHash}`;
export const viewKey = (userId: string) => `view:${userId}`;
/** A home as a grant reaches it: `who` is what the grant's scope reads (a user for 'own', a company for 'company'). */
export const homeKey = (grant: string, who: string, propertyId: string) => `home:${grant}:${who}:${propertyId}`;
const VIEW_PREFIX = viewKey('');
const HOME_PREFIX = 'home:';
/** What a write to properties or companies, or to a user's homes owned, may change. */
const isHomeOrView = (key: string) => key.startsWith(VIEW_PREFIX) || key.startsWith(HOME_PREFIX);

class SessionCache {
  #entries = new Map<string, Entry>();
  #generation = 0;
  #listening = false;
  #start: (() => void) | undefined;

  constructor(start?: () => void) {
    this.#start = start;
  }

  /** Read before the database: an answer read while a notification arrived in between is not kept. */
  get generation() {
    return this.#generation;
  }

  get listening() {
    return this.#listening;
  }

  /** Starts listening on first use (a script that never reads a session opens no listener). */
  use(): this {
    const start = this.#start;
    this.#start = undefined;
    start?.();
    return this;
  }

  get<T>(key: string): T | undefined {
    return this.#listening ? (this.#entries.get(key)?.value as T | undefined) : undefined;
  }

  set(key: string, userId: string, value: unknown, generation: number) {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { userId, value });
  }

  /**
   * A notification of migrations 0036 and 0039: `sessions:<ids>` drops those sessions; `users:`, `user_roles:<user
   * ids>` everything of those users; `property_owners:<user ids>` their property counts and the homes they reach as
   * owners; `properties` and `companies` every property count, company and home; anything else (a TRUNCATE, ids too
   * many for one payload, migration 0035's bare table names) everything.
   */
  invalidate(payload: string) {
    this.#generation += 1;
    const colon = payload.indexOf(':');
    const table = colon < 0 ? payload : payload.slice(0, colon);
    const ids = colon < 0 ? [] : payload.slice(colon + 1).split(',');
    if (table === 'properties' || table === 'companies') {
      for (const key of this.#entries.keys()) if (isHomeOrView(key)) this.#entries.delete(key);
    } else if (ids.length === 0) {
      this.#entries.clear();
    } else if (table === 'sessions') {
      for (const id of ids) this.#entries.delete(sessionKey(id));
    } else if (table === 'property_owners') {
      const owners = new Set(ids);
      for (const [key, entry] of this.#entries)
        if (owners.has(entry.userId) && isHomeOrView(key)) this.#entries.delete(key);
    } else if (table === 'users' || table === 'user_roles') {
      const users = new Set(ids);
      for (const [key, entry] of this.#entries) if (users.has(entry.userId)) this.#entries.delete(key);
    } else {
      this.#entries.clear();
    }
  }

  /** Listening or not, nothing read before is trusted: what was missed meanwhile is unknown. */
  setListening(listening: boolean) {
    this.#entries.clear();
    this.#generation += 1;
    this.#listening = listening;
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of this database while its listener is in place, else none: every call then reads the database. */
export const sessionCacheOf = (db: Db): SessionCache | undefined => {
  const cache = caches.get(db)?.use();
  return cache?.listening ? cache : undefined;
};

/**
 * PGlite: caching starts once the listener is in place; if it fails, nothing is ever cached. The setting is what
 * migration 0035 needed before 0036 applies (0036 notifies unless a session sets it 'off').
 */
export const startPgliteSessionCache = (client: PGlite, db: Db) => {
  const cache = new SessionCache();
  caches.set(db, cache);
  client
    .listen(CACHE_CHANNEL, (payload) => cache.invalidate(payload))
    .then(() => client.exec(`set hearth.embedded_cache = 'on'`))
    .then(
      () => cache.setListening(true),
      () => undefined,
    );
};

/**
 * PostgreSQL: the cache of a pool whose connections LISTEN (`listenOn`, client.ts), and the process's own listening
 * connection, opened on first use and opened again whenever it drops. `stop` ends it for good (the database's close).
 */
export const startPostgresSessionCache = (connectionString: string) => {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MS.first;

  const connect = () => {
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5000 });
    current = client;
    const dropped = () => {
      if (current !== client) return;
      current = undefined;
      if (cache.listening) console.warn('PostgreSQL: the session cache stopped listening; calls read the database');
      cache.setListening(false);
      void client.end().catch(() => undefined);
      if (stopped) return;
      timer = setTimeout(connect, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    };
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) cache.invalidate(message.payload ?? '');
    });
    client.on('error', dropped);
    client.on('end', dropped);
    client
      .connect()
      .then(() => client.query(`LISTEN ${CACHE_CHANNEL}`))
      .then(() => {
        if (current !== client || stopped) return;
        retryMs = RETRY_MS.first;
        cache.setListening(true);
      }, dropped);
  };

  const cache = new SessionCache(connect);
  return {
    /** The database whose reads this cache keeps (fromPostgres, once Drizzle wraps the pool). */
    attach: (db: Db) => {
      caches.set(db, cache);
    },
    /**
     * For every pooled connection before its first use: its own writes' notifications arrive before their COMMIT's
     * answer. A connection that cannot LISTEN is not used (the pool ends it and the checkout fails).
     */
    listenOn: async (client: pg.ClientBase) => {
      client.on('notification', (message) => {
        if (message.channel === CACHE_CHANNEL) cache.invalidate(message.payload ?? '');
      });
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      cache.setListening(false);
      await client?.end().catch(() => undefined);
    },
  };
};
