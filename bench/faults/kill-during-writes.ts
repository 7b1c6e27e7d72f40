/**
 * kill -9 of the API process while it writes, on PGlite and on PostgreSQL: every write the API confirmed (201) must
 * be there after a restart on the same data, and no write may be there by halves.
 *
 * The write is `POST /api/v3/properties/{id}/events` (a one-night block): one transaction that inserts the event, its
 * stay_claims row (a trigger) and its audit_log row. "Half-written" would be an event without its claim or its audit
 * entry, or an audit entry or claim without its event.
 *
 *   node --import tsx bench/faults/kill-during-writes.ts            # both engines
 *   FAULT_ENGINES=pglite node --import tsx bench/faults/kill-during-writes.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays } from '@hearth/domain';
import { createPglite } from '../../apps/api/src/db/client';
import { signIn } from '../support/sign-in';
import {
  createChecks,
  createScratchDatabase,
  printTable,
  sleep,
  startApi,
  spawnApi,
  waitUntilReady,
  type ApiProcess,
} from './support';

const WRITERS = Number(process.env.FAULT_WRITERS ?? 8);
const KILL_AFTER_MS = Number(process.env.FAULT_KILL_AFTER_MS ?? 4000);
/** Each write blocks its own night from here on, so no two writes clash. */
const FIRST_NIGHT = '2040-01-01';
const engines = (process.env.FAULT_ENGINES ?? 'pglite,postgres').split(',');
const { check, finish } = createChecks();

type Session = { cookie: string; csrfToken: string };
type Query = (text: string) => Promise<Record<string, unknown>[]>;

const firstPropertyId = async (base: string, session: Session): Promise<string> => {
  const response = await fetch(`${base}/api/v3/search?page[size]=1`, { headers: { cookie: session.cookie } });
  const body = (await response.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`no property to write to (${response.status})`);
  return id;
};

/** Writers create events until the process dies; returns what was confirmed and what was still in flight. */
const writeUntilKilled = async (api: ApiProcess, session: Session, propertyId: string) => {
  const confirmed: string[] = [];
  let inFlight = 0;
  let attempted = 0;
  let otherAnswers = 0;
  let dead = false;
  let next = 0;
  const writer = async () => {
    while (!dead) {
      const night = addDays(FIRST_NIGHT, next++);
      attempted += 1;
      inFlight += 1;
      try {
        const response = await fetch(`${api.base}/api/v3/properties/${propertyId}/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
          body: JSON.stringify({
            data: {
              type: 'property-event',
              attributes: { status: 'blocking', name: 'fault', start: night, end: night },
            },
          }),
        });
        if (response.status === 201) confirmed.push(((await response.json()) as { data: { id: string } }).data.id);
        else otherAnswers += 1;
      } catch {
        dead = true; // the connection broke: the process is gone
      } finally {
        inFlight -= 1;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await sleep(KILL_AFTER_MS);
  const atKill = { confirmed: confirmed.length, inFlight };
  await api.kill();
  dead = true;
  await Promise.all(writers);
  // A 201 that arrived after the kill signal was sent was still confirmed before the process died.
  return { confirmed, atKill, attempted, otherAnswers };
};

const exists = async (base: string, session: Session, id: string) =>
  (await fetch(`${base}/api/v3/property-events/${id}`, { headers: { cookie: session.cookie } })).status === 200;

/** The half-written shapes this write could leave, each counted over the fault's nights. */
const halfWrittenCounts = async (query: Query) => {
  const count = async (text: string) => Number((await query(text))[0]?.n ?? -1);
  const faultEvents = `select id from property_events where start_date >= '${FIRST_NIGHT}' and name = 'fault'`;
  return {
    events: await count(`select count(*)::int as n from (${faultEvents}) e`),
    withoutClaim: await count(
      `select count(*)::int as n from (${faultEvents}) e where not exists (select 1 from stay_claims c where c.event_id = e.id)`,
    ),
    withoutAudit: await count(
      `select count(*)::int as n from (${faultEvents}) e where not exists (select 1 from audit_log a
         where a.entity = 'property_event' and a.entity_id = e.id::text and a.action = 'property-event.create')`,
    ),
    auditWithoutEvent: await count(
      `select count(*)::int as n from audit_log a where a.action = 'property-event.create'
         and a.after->>'name' = 'fault' and not exists (select 1 from property_events e where e.id::text = a.entity_id)`,
    ),
    claimWithoutEvent: await count(
      `select count(*)::int as n from stay_claims c where c.event_id is not null
         and not exists (select 1 from property_events e where e.id = c.event_id)`,
    ),
  };
};

const runOn = async (engine: string): Promise<(string | number)[]> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `hearth-fault-kill-${engine}-`));
  const scratch = engine === 'postgres' ? await createScratchDatabase('kill') : undefined;
  const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  try {
    const first = await startApi(`${engine} #1`, env);
    const session = await signIn(first.base, 'staff@demo.hearth.au');
    const propertyId = await firstPropertyId(first.base, session);
    const load = await writeUntilKilled(first, session, propertyId);
    process.stdout.write(
      `${engine}: killed with ${load.atKill.confirmed} writes confirmed and ${load.atKill.inFlight} in flight\n`,
    );

    // The same data: PGlite's DATA_DIR as the killed process left it, or the same PostgreSQL database.
    const second = await spawnApi(`${engine} #2`, env);
    const reopened = await waitUntilReady(second, 60_000).then(
      (ms) => ms,
      (error: unknown) => error as Error,
    );
    check(
      `${engine}: starts again on the data of the killed process`,
      typeof reopened === 'number',
      typeof reopened === 'number' ? `ready in ${reopened} ms` : reopened.message.split('\n').slice(0, 6).join(' / '),
    );
    if (typeof reopened !== 'number') {
      await second.kill();
      return [engine, load.confirmed.length, load.atKill.inFlight, '-', '-', 'did not restart'];
    }

    const after = await signIn(second.base, 'staff@demo.hearth.au');
    const missing: string[] = [];
    for (let i = 0; i < load.confirmed.length; i += WRITERS) {
      const batch = load.confirmed.slice(i, i + WRITERS);
      const found = await Promise.all(batch.map((id) => exists(second.base, after, id)));
      batch.forEach((id, j) => {
        if (!found[j]) missing.push(id);
      });
    }
    check(
      `${engine}: every confirmed write is there after the restart`,
      missing.length === 0,
      `${load.confirmed.length - missing.length}/${load.confirmed.length} found${missing.length ? `, missing ${missing.slice(0, 3).join(', ')}` : ''}`,
    );
    await second.stop();

    // PGlite allows one process per data directory: read it once the API has let go.
    let counts: Awaited<ReturnType<typeof halfWrittenCounts>>;
    if (scratch) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      counts = await halfWrittenCounts(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
      await client.end();
    } else {
      const client = await createPglite({ dataDir: path.join(dataDir, 'pglite') });
      counts = await halfWrittenCounts(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
      await client.close();
    }
    const halves = counts.withoutClaim + counts.withoutAudit + counts.auditWithoutEvent + counts.claimWithoutEvent;
    check(
      `${engine}: nothing half-written`,
      halves === 0,
      `${counts.events} fault events; without claim ${counts.withoutClaim}, without audit ${counts.withoutAudit}, ` +
        `audit without event ${counts.auditWithoutEvent}, claim without event ${counts.claimWithoutEvent}`,
    );
    // Writes in flight at the kill may or may not have committed; either way they must be whole (checked above).
    const unconfirmedCommitted = counts.events - load.confirmed.length;
    return [
      engine,
      load.confirmed.length,
      load.atKill.inFlight,
      unconfirmedCommitted,
      missing.length,
      halves,
      `${reopened} ms`,
    ];
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const rows: (string | number)[][] = [];
for (const engine of engines) rows.push(await runOn(engine));
printTable(
  [
    'engine',
    'confirmed (201)',
    'in flight at kill',
    'committed, not confirmed',
    'confirmed lost',
    'half-written',
    'restart to ready',
  ],
  rows,
);
finish();
