import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { TStagingSyncLine } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { auditLog, bookings, properties, sessions, users } from '../../db/schema';

/** The demo seed, given by the app (app.ts) so that this module does not import the seed, which imports modules. */
export type DemoSeed = {
  parts: readonly string[];
  run: (options: {
    db: Db;
    blob: BlobStore;
    credentialKey: string;
    onPart: (part: string, detail?: string) => void;
  }) => Promise<void>;
};

/** Kept across a sync: the shipped gazetteer (reference data, not demo data) and the scheduled jobs' own cursors. */
const KEPT_TABLES = new Set(['locations', 'job_runs']);

/** Every table the demo seed writes: all of ours but the kept ones, read off the schema so a new table is included. */
export const syncedTableNames = (): string[] =>
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !KEPT_TABLES.has(name))
    .sort();

/** Thrown when another process holds the sync's lock. */
export class StagingSyncRunningError extends Error {}

const CLEARING = 'Clearing the old data';
const RESTORING = 'Restoring signed-in sessions';

/**
 * 'Sync staging data' (docs/product/devtools.md#calls): the demo data written again from scratch, in one transaction, so that other
 * callers see the old data or the new, never half of each (on PGlite they wait for it; on PostgreSQL they read the
 * old rows until the commit). Sessions are copied out and back, so whoever is signed in stays signed in: the demo
 * accounts keep their ids. Files the old data used stay in the blob store, unreferenced.
 */
export const syncStagingData = async (options: {
  db: Db;
  blob: BlobStore;
  seed: DemoSeed;
  /** The configuration's credential key, which the demo's bank details are sealed under. */
  credentialKey: string;
  actorUserId: string;
  impersonatorUserId: string | null;
  onLine: (line: TStagingSyncLine) => void;
  now?: () => number;
}): Promise<void> => {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const total = options.seed.parts.length + 2;
  let done = 0;
  let current = '';
  const progress = (part: string, detail?: string) => {
    if (part !== current) {
      current = part;
      done += 1;
    }
    options.onLine({ type: 'progress', part, detail: detail ?? null, done, total });
  };
  await options.db.transaction(async (tx) => {
    // Another process syncing at the same time would clash on every insert: one at a time, across processes.
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('hearth:sync-staging-data')) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) throw new StagingSyncRunningError();
    progress(CLEARING);
    const kept = await tx.select().from(sessions);
    const names = syncedTableNames().map((name) => `"${name}"`);
    await tx.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
    await options.seed.run({ db: tx, blob: options.blob, credentialKey: options.credentialKey, onPart: progress });
    progress(RESTORING);
    const present = new Set((await tx.select({ id: users.id }).from(users)).map((u) => u.id));
    const restorable = kept.filter(
      (s) => present.has(s.userId) && (s.impersonatorUserId === null || present.has(s.impersonatorUserId)),
    );
    if (restorable.length > 0) await tx.insert(sessions).values(restorable).onConflictDoNothing();
    // The audit log was cleared with the rest: what the seed did through the modules' operations (its payout
    // settings and batch), then the sync itself.
    await tx.insert(auditLog).values({
      actorUserId: present.has(options.actorUserId) ? options.actorUserId : null,
      impersonatorUserId:
        options.impersonatorUserId && present.has(options.impersonatorUserId) ? options.impersonatorUserId : null,
      action: 'devtools.sync-staging-data',
      entity: 'devtools',
      entityId: null,
      after: { tables: names.length },
    });
  });
  const [homes] = await options.db.select({ n: count() }).from(properties);
  const [stays] = await options.db.select({ n: count() }).from(bookings);
  const [people] = await options.db.select({ n: count() }).from(users);
  options.onLine({
    type: 'done',
    seconds: Math.round((now() - started) / 100) / 10,
    counts: { properties: homes?.n ?? 0, bookings: stays?.n ?? 0, users: people?.n ?? 0 },
  });
};
