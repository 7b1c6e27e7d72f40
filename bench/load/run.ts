/**
 * bench/load: fifty people working at once (issue 18 item 1). Staff, reservation managers, owners, licensees and
 * finance managers each loop over their area's main reads and writes (list and availability search, calendar
 * windows, booking records, reservation search, statements, quote overviews, blocks made and deleted, stays booked
 * and cancelled) against the app on the scale database, for BENCH_SECONDS. Prints throughput, p50/p95/p99 and errors
 * per action and overall, beside a bare Fastify route and an authenticated ping driven alone with as many
 * connections in the same run. Never part of the test run.
 *
 *   npm run bench:load                               # PostgreSQL, 50 people, 60 s; builds or reuses hearth_bench
 *   BENCH_ENGINES=pglite BENCH_SECONDS=20 npm run bench:load
 *   BENCH_BEFORE_ROOT=/tmp/before npm run bench:load    # that checkout's server first, then this one's, same database
 *   BENCH_PROCESSES=2 BENCH_REPLICA=1 npm run bench:load # two API processes sharing the people, reads on a standby
 *
 * Environment as bench/search: BENCH_DATABASE_URL, BENCH_PROPERTIES (10000), BENCH_DATA_DIR; and BENCH_USERS (50),
 * BENCH_SECONDS (60), BENCH_BARE_SECONDS (10), BENCH_THINK_MS (0: each person's average pause between actions),
 * BENCH_PROCESSES (1: API processes, the people dealt to them in turn as a round-robin balancer would), BENCH_REPLICA
 * (1: a streaming standby of the bench server made for the run with pg_basebackup, the app's DATABASE_REPLICA_URL;
 * the server's pg_hba.conf needs a replication line, bench/README.md "bench/load").
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  DEFAULT_SCALE_DATABASE,
  ensureScaleDatabase,
  type ScaleTarget,
} from '../../apps/api/src/seed/scale/scale-database';
import { signIn } from '../support/sign-in';
import { startPgCluster } from '../../apps/api/src/test/pg-cluster';
import { fmt, measure, percentile, processCpu, startServerProcess, type ServerProcess } from '../support/http-bench';
import { Client, Recorder, type Sample, type Session } from './client';
import { finance, licensee, owner, reservations, staff, type Fixtures, type Person } from './people';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BARE_SECONDS = Number(process.env.BENCH_BARE_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 50);
/** A pause between one person's actions, on average (uniform 0 to twice this); 0, the default, is a closed loop. */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const REPLICA = process.env.BENCH_REPLICA === '1';
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? './data-scale');
/** Another checkout (git archive HEAD, node_modules linked) whose server runs the same mix first: before and after. */
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
/** The budgets of issue 18: no errors, p99 of every call, an authenticated read against the bare route. */
const BUDGET = { p99Ms: 250, pingVsBare: 0.1 };

/** Of every 50 people: 20 staff, 10 reservation managers, 8 owners, 8 licensees, 4 finance managers. */
const CREW = [
  { share: 20, email: 'staff@demo.hearth.au', make: staff },
  { share: 10, email: 'reservations@demo.hearth.au', make: reservations },
  { share: 8, email: 'owner@demo.hearth.au', make: owner },
  { share: 8, email: 'licensee@demo.hearth.au', make: licensee },
  { share: 4, email: 'finance@demo.hearth.au', make: finance },
] as const;

type ListDoc = { data: { id: string }[] };

/**
 * Transactions committed or rolled back in the bench database so far (PostgreSQL only, else NaN). Backends report
 * them at most once a second, and an idle one within ten: `settled` waits that out first.
 */
const transactionsOf = async (target: ScaleTarget, options: { settled?: boolean } = {}) => {
  if (target.engine !== 'postgres') return Number.NaN;
  if (options.settled) await new Promise((resolve) => setTimeout(resolve, 11_000));
  const url = new URL(target.adminUrl);
  url.pathname = `/${target.database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? Number.NaN);
  } finally {
    await client.end();
  }
};

/**
 * CPU seconds of every PostgreSQL process on this machine so far (Linux /proc), the primary's and a standby's: the
 * pooled backends live through the run, so the difference over it is what the calls cost the database.
 */
const postgresCpuSeconds = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => processCpu(pid))
    .reduce((sum, cpu) => sum + (cpu?.name === 'postgres' ? cpu.seconds : 0), 0);

const idsOf = async (base: string, session: Session, paths: readonly string[]) => {
  const ids: string[] = [];
  for (const p of paths) {
    const response = await fetch(`${base}${p}`, { headers: { cookie: session.cookie } });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    ids.push(...((await response.json()) as ListDoc).data.map((d) => d.id));
  }
  if (ids.length === 0) throw new Error(`nothing to read at ${paths[0]}: is the scale database seeded?`);
  return ids;
};

const pages = (url: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${url}${url.includes('?') ? '&' : '?'}page[number]=${i + 1}&page[size]=25`);

const findFixtures = async (base: string, sessions: Record<string, Session>): Promise<Fixtures> => {
  const list = '/api/v3/search?filters[type]=property&version=2&filters[propertyStatuses]=active';
  return {
    homes: await idsOf(base, sessions.staff!, pages(list, 8)),
    ownerHomes: await idsOf(base, sessions.owner!, pages(list, 1)),
    licenseeHomes: await idsOf(base, sessions.licensee!, pages(list, 2)),
    bookings: await idsOf(base, sessions.staff!, pages('/api/v3/bookings', 8)),
    smartquotes: await idsOf(base, sessions.staff!, pages('/api/v3/smartquotes', 2)),
    statements: await idsOf(base, sessions.finance!, pages('/api/v3/statements', 2)),
  };
};

type Stats = { action: string; count: number; 'p50 ms': string; 'p95 ms': string; 'p99 ms': string; errors: number };

const statsOf = (action: string, samples: readonly Sample[]): Stats => {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    action,
    count: samples.length,
    'p50 ms': fmt(percentile(ms, 50)),
    'p95 ms': fmt(percentile(ms, 95)),
    'p99 ms': fmt(percentile(ms, 99)),
    errors: samples.filter((s) => s.status === 0 || s.status >= 400).length,
  };
};

const byAction = (samples: readonly Sample[]) => {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) groups.set(s.action, [...(groups.get(s.action) ?? []), s]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([action, list]) => statsOf(action, list));
};

/** A hot standby of the bench server for this run: its URL (database left to the target) and a way to remove it. */
const startStandby = async (adminUrl: string) => {
  const standby = await startPgCluster({ replicaOf: { port: Number(new URL(adminUrl).port || 5432) } });
  return { url: standby.url(), close: standby.destroy };
};

const benchEngine = async (engineTarget: ScaleTarget, build?: { name: string; root?: string }) => {
  await ensureScaleDatabase({ target: engineTarget, properties: PROPERTIES, force: false });
  const standby = REPLICA && engineTarget.engine === 'postgres' ? await startStandby(engineTarget.adminUrl) : null;
  const target: ScaleTarget =
    standby && engineTarget.engine === 'postgres' ? { ...engineTarget, replicaUrl: standby.url } : engineTarget;
  const setup = [
    PROCESSES > 1 ? `${PROCESSES} API processes` : '',
    standby ? 'list, search and calendar reads on a streaming standby' : '',
  ].filter(Boolean);
  const label = `${target.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}${build ? ` (${build.name})` : ''}${
    setup.length > 0 ? `, ${setup.join(', ')}` : ''
  }`;
  const servers: ServerProcess[] = [];
  const serverCpu = () => servers.reduce((sum, s) => sum + s.cpuSeconds(), 0);
  const recorder = new Recorder();
  const people: Person[] = [];
  try {
    // One after another: each start migrates under the start-up lock, the later ones find it done. Inside the try,
    // so a failed start still stops the others and the standby.
    for (let i = 0; i < (target.engine === 'pglite' ? 1 : PROCESSES); i++) {
      servers.push(await startServerProcess(target, build?.root));
    }
    const [server] = servers as [ServerProcess];
    const sessions: Record<string, Session> = {};
    for (const { email } of CREW) sessions[email.split('@')[0]!] = await signIn(server.base, email);
    const fixtures = await findFixtures(server.base, sessions);
    for (const { share, email, make } of CREW) {
      const count = Math.round((share / 50) * USERS);
      for (let i = 0; i < count; i++) {
        // Sessions live in the database, so a person may be sent to any process, as behind a balancer.
        const base = servers[people.length % servers.length]!.base;
        people.push(make(new Client(base, sessions[email.split('@')[0]!]!, recorder), fixtures, i));
      }
    }
    for (const person of people) await person.prepare?.();

    const bare = await measure(server.bareUrl, { connections: USERS, duration: BARE_SECONDS });

    const transactionsBefore = await transactionsOf(target);
    const cpuBefore = serverCpu();
    const databaseCpuBefore = postgresCpuSeconds();
    recorder.recording = true;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      people.map(async (person) => {
        // Paced people start at random moments too: fifty first clicks in the same millisecond are no one's morning.
        const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS));
        if (THINK_MS > 0) await pause();
        while (performance.now() < until) {
          await person.act();
          if (THINK_MS > 0) await pause();
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    recorder.recording = false;
    const cpu = serverCpu() - cpuBefore;
    const databaseCpu = postgresCpuSeconds() - databaseCpuBefore;
    const transactions = (await transactionsOf(target, { settled: true })) - transactionsBefore;

    const ping = await measure(`${server.base}/api/v3/ping`, {
      headers: { cookie: sessions.staff!.cookie },
      connections: USERS,
      duration: BARE_SECONDS,
    });

    const all = statsOf('every call', recorder.samples);
    const pace = THINK_MS > 0 ? `, ${THINK_MS} ms between actions on average` : ', no pause between actions';
    console.log(`\n${label}: ${people.length} people for ${SECONDS} s on ${PROPERTIES} listings${pace}\n`);
    console.log('Actions (a calendar window is its four or five calls side by side, timed until the last answer):');
    console.table(byAction(recorder.actions));
    console.log('Calls:');
    console.table([...byAction(recorder.samples), all]);
    const rps = recorder.samples.length / elapsed;
    const ratio = ping.rps / bare.rps;
    console.table([
      { route: 'the mix above', 'req/s': Math.round(rps), 'p50 ms': all['p50 ms'], 'p99 ms': all['p99 ms'] },
      {
        route: `bare Fastify JSON route, ${USERS} connections`,
        'req/s': Math.round(bare.rps),
        'p50 ms': fmt(bare.p50),
        'p99 ms': '',
      },
      {
        route: `GET /api/v3/ping (staff), ${USERS} connections${servers.length > 1 ? ', the first process' : ''}`,
        'req/s': Math.round(ping.rps),
        'p50 ms': fmt(ping.p50),
        'p99 ms': '',
      },
    ]);
    // What a busy machine barely moves: the server's CPU and PostgreSQL's transactions (each statement outside a
    // transaction is one) per call of the mix.
    const calls = recorder.samples.length;
    console.log(
      `Per call of the mix: ${((cpu * 1000) / calls).toFixed(2)} ms of the servers' CPU` +
        (target.engine === 'postgres'
          ? `, ${((databaseCpu * 1000) / calls).toFixed(2)} ms of PostgreSQL's (every postgres process here), ` +
            `${(transactions / calls).toFixed(2)} PostgreSQL transactions on the primary`
          : ''),
    );
    const failed = new Map<string, number>();
    for (const s of recorder.samples.filter((x) => x.status === 0 || x.status >= 400)) {
      failed.set(`${s.action}: ${s.status}`, (failed.get(`${s.action}: ${s.status}`) ?? 0) + 1);
    }
    if (failed.size > 0) console.log('Errors by call and status:', Object.fromEntries(failed));
    const p99 = Number(all['p99 ms']);
    console.log(
      [
        `Budget: 0 errors: ${all.errors} (${all.errors === 0 ? 'met' : 'not met'})`,
        `p99 <= ${BUDGET.p99Ms} ms: ${fmt(p99)} ms (${p99 <= BUDGET.p99Ms ? 'met' : 'not met'})`,
        `authenticated read >= ${BUDGET.pingVsBare}x bare: ${ratio.toFixed(3)}x (${ratio >= BUDGET.pingVsBare ? 'met' : 'not met'})`,
      ].join('\n'),
    );
  } finally {
    for (const person of people) person.client.close();
    for (const s of servers) await s.close();
    await standby?.close();
  }
};

for (const engine of ENGINES) {
  const target: ScaleTarget =
    engine === 'pglite'
      ? { engine: 'pglite', dataDir: DATA_DIR }
      : { engine: 'postgres', adminUrl: ADMIN_URL, database: DEFAULT_SCALE_DATABASE, dataDir: DATA_DIR };
  if (BEFORE_ROOT) await benchEngine(target, { name: 'before', root: path.resolve(BEFORE_ROOT) });
  await benchEngine(target, BEFORE_ROOT ? { name: 'after' } : undefined);
}
