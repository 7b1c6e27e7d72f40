/**
 * Two, then three API processes on one PostgreSQL database with the same secrets, as behind a load balancer:
 * - a session and its CSRF token made on one process work on the others (GET and POST), a wrong token is refused;
 * - the sign-in limit (10 failures per account and address in 15 min) holds at the same total whether the attempts
 *   hit one process or are spread over all of them, fired all at once;
 * - three processes started together with JOBS=true: no two runs of a job overlap, and how many times each job ran.
 *
 * Job runs are observed from outside the API: a trigger on job_runs (added to this run's own database only) notes
 * every lease taken and given back, with its holder (the process id).
 *
 *   node --import tsx bench/faults/many-processes.ts      # FAULT_DATABASE_URL: another server than 127.0.0.1:5432
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, SIGN_IN_LIMITS } from '@hearth/domain';
import { scheduledJobs } from '../../apps/api/src/app';
import type { GuestMail } from '../../apps/api/src/common/guest-mail/send-guest-mail';
import { loadConfig } from '../../apps/api/src/config';
import { fromPostgres } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';
import { signIn } from '../support/sign-in';
import {
  anonymousCsrf,
  createChecks,
  createScratchDatabase,
  printTable,
  sleep,
  spawnApi,
  startApi,
  waitUntilReady,
  type ApiProcess,
} from './support';

const { check, finish } = createChecks();
const ATTEMPTS = SIGN_IN_LIMITS.pair.max + 5;

/** Notes every lease taken (a run starts) and given back (it ends) in fault_job_runs. */
const WATCH_JOB_RUNS = `
  create table fault_job_runs (name text, holder text, started_at timestamptz, finished_at timestamptz);
  create function fault_note_job_run() returns trigger language plpgsql as $$ begin
    if new.lease_holder is not null and (tg_op = 'INSERT' or new.last_started_at is distinct from old.last_started_at) then
      insert into fault_job_runs (name, holder, started_at) values (new.name, new.lease_holder, new.last_started_at);
    elsif tg_op = 'UPDATE' and new.lease_holder is null and old.lease_holder is not null then
      update fault_job_runs set finished_at = new.last_finished_at
        where name = new.name and holder = old.lease_holder and finished_at is null;
    end if;
    return new;
  end $$;
  create trigger fault_note_job_run after insert or update on job_runs
    for each row execute function fault_note_job_run();`;

type Session = { cookie: string; csrfToken: string };

const userOn = async (api: ApiProcess, session: Session) => {
  const response = await fetch(`${api.base}/api/v3/users/me`, { headers: { cookie: session.cookie } });
  return response.ok ? ((await response.json()) as { data: { id: string } }).data.id : `HTTP ${response.status}`;
};

const createEventOn = (api: ApiProcess, session: Session, propertyId: string, night: string, token: string) =>
  fetch(`${api.base}/api/v3/properties/${propertyId}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': token },
    body: JSON.stringify({
      data: { type: 'property-event', attributes: { status: 'blocking', name: 'shared', start: night, end: night } },
    }),
  });

/** Signs in on the first process, then uses that cookie and token on every other one. */
const checkSharedSession = async (apis: ApiProcess[], nights: number) => {
  const [home, ...others] = apis;
  if (!home) return;
  const session = await signIn(home.base, 'staff@demo.hearth.au');
  const me = await userOn(home, session);
  const search = await fetch(`${home.base}/api/v3/search?page[size]=1`, { headers: { cookie: session.cookie } });
  const propertyId = ((await search.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
  for (const [i, api] of others.entries()) {
    const night = addDays('2041-01-01', nights + i);
    const same = await userOn(api, session);
    const created = await createEventOn(api, session, propertyId, night, session.csrfToken);
    const forged = await createEventOn(api, session, propertyId, addDays(night, 100), `${session.csrfToken}x`);
    const id = created.status === 201 ? ((await created.json()) as { data: { id: string } }).data.id : '';
    const seenHome = id
      ? (await fetch(`${home.base}/api/v3/property-events/${id}`, { headers: { cookie: session.cookie } })).status
      : 0;
    check(
      `${apis.length} processes: ${home.name}'s session and CSRF token work on ${api.name}`,
      same === me && created.status === 201 && seenHome === 200 && forged.status === 403,
      `GET users/me ${same === me ? 'same user' : same}, POST ${created.status}, read back on ${home.name} ${seenHome}, wrong token ${forged.status}`,
    );
  }
};

/** Fires ATTEMPTS failed sign-ins of one account at once, spread round-robin over `apis`: how many got through. */
const burstOfFailures = async (apis: ApiProcess[], email: string) => {
  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, i) => {
      const api = apis[i % apis.length] as ApiProcess;
      // The pre-session token from the next process: anonymous CSRF tokens are shared too.
      const csrf = await anonymousCsrf((apis[(i + 1) % apis.length] as ApiProcess).base);
      const response = await fetch(`${api.base}/api/v3/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrf-token': csrf.csrfToken },
        body: JSON.stringify({ email, password: `${DEMO_PASSWORD}-wrong` }),
      });
      return response.status;
    }),
  );
  return { refused: answers.filter((s) => s === 401).length, limited: answers.filter((s) => s === 429).length };
};

const limitRows: (string | number)[][] = [];
const checkSharedLimit = async (apis: ApiProcess[], email: string) => {
  const { refused, limited } = await burstOfFailures(apis, email);
  limitRows.push([apis.length, email, ATTEMPTS, refused, limited]);
  check(
    `${apis.length} process(es): the sign-in limit counts across them`,
    refused === SIGN_IN_LIMITS.pair.max && limited === ATTEMPTS - SIGN_IN_LIMITS.pair.max,
    `${refused} wrong-password answers (401) then ${limited} limited (429), of ${ATTEMPTS} fired at once`,
  );
};

const dataDirs: string[] = [];
const env = async (url: string, jobs: boolean) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-fault-many-'));
  dataDirs.push(dataDir);
  return { DATA_DIR: dataDir, DATABASE_URL: url, JOBS: String(jobs) };
};

const scratch = await createScratchDatabase('many');
const running: ApiProcess[] = [];
try {
  // Migrated before any process starts, so the trigger is there for the first lease.
  const database = fromPostgres(scratch.url, { max: 1 });
  await database.migrate();
  await database.close();
  const admin = new pg.Client({ connectionString: scratch.url });
  await admin.connect();
  await admin.query(WATCH_JOB_RUNS);

  // The first process seeds the demo data; the others start on a seeded database.
  const a = await startApi('A', await env(scratch.url, false));
  running.push(a);
  await checkSharedLimit([a], 'owner@demo.hearth.au');
  const b = await startApi('B', await env(scratch.url, false));
  running.push(b);
  await checkSharedSession([a, b], 0);
  await checkSharedLimit([a, b], 'licensee@demo.hearth.au');
  const c = await startApi('C', await env(scratch.url, false));
  running.push(c);
  await checkSharedSession([a, b, c], 10);
  await checkSharedLimit([a, b, c], 'finance@demo.hearth.au');
  printTable(['processes', 'account', 'failed sign-ins fired at once', '401', '429'], limitRows);
  await Promise.all(running.splice(0).map((api) => api.stop()));

  // Jobs: three processes started together, each running every job at once and then every `everyMs`.
  await admin.query('truncate job_runs, fault_job_runs');
  const starting = await Promise.all(
    ['J1', 'J2', 'J3'].map(async (name) => spawnApi(name, await env(scratch.url, true))),
  );
  running.push(...starting);
  await Promise.all(starting.map((api) => waitUntilReady(api)));
  await sleep(3000);
  const pids = new Map(starting.map((api) => [String(api.child.pid), api.name]));
  const { rows } = await admin.query<{ name: string; holder: string; started_at: Date; finished_at: Date | null }>(
    'select name, holder, started_at, finished_at from fault_job_runs order by name, started_at',
  );
  // The jobs of a configuration without Stripe, listed for their names and intervals, never run here.
  const jobs = scheduledJobs(loadConfig({ SESSION_SECRET: 'x'.repeat(32), FILE_SIGNING_SECRET: 'x'.repeat(32) }), {
    payments: { source: 'ledger', getBalances: () => Promise.resolve(new Map()) },
    guestMail: {} as GuestMail,
  });
  const jobRows = jobs.map((job) => {
    const runs = rows.filter((r) => r.name === job.name);
    const overlaps = runs.filter((r, i) => {
      const previous = runs[i - 1];
      return previous !== undefined && (previous.finished_at === null || previous.finished_at > r.started_at);
    }).length;
    const first = runs[0]?.started_at.getTime() ?? 0;
    const last = runs.at(-1)?.started_at.getTime() ?? 0;
    const by = runs.map((r) => pids.get(r.holder.split('-')[0] ?? '') ?? r.holder).join(', ');
    return { job, runs: runs.length, overlaps, spreadMs: last - first, by };
  });
  printTable(
    ['job', 'every', 'runs in the first seconds', 'run by', 'first to last start', 'overlapping runs'],
    jobRows.map((r) => [r.job.name, `${r.job.everyMs / 1000} s`, r.runs, r.by, `${r.spreadMs} ms`, r.overlaps]),
  );
  check(
    'jobs: no two runs of a job overlap (the lease row)',
    jobRows.every((r) => r.runs > 0 && r.overlaps === 0),
    jobRows.map((r) => `${r.job.name} ${r.runs} runs, ${r.overlaps} overlapping`).join('; '),
  );
  check(
    'jobs: each job ran once across the three processes in its interval',
    jobRows.every((r) => r.runs === 1),
    jobRows
      .map((r) => `${r.job.name} ran ${r.runs}x within ${r.spreadMs} ms (every ${r.job.everyMs / 1000} s)`)
      .join('; '),
  );
  await admin.end();
} finally {
  await Promise.all(running.map((api) => api.stop()));
  await scratch.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
finish();
