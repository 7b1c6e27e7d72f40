import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { BreezewayClient, BreezewayClientStats, RemoteComment, RemoteTask, TaskDepartmentName } from './types';

/**
 * The real Breezeway client: fetch against Breezeway's public API.
 *
 * Confirmed in Breezeway's developer docs (developer.breezeway.io/docs/authentication):
 * - `POST {apiUrl}/public/auth/v1/` with JSON `{ client_id, client_secret }` answers `{ access_token, refresh_token }`
 *   (JWTs; the access token lives 24 hours);
 * - requests carry `Authorization: JWT <access_token>`;
 * - `POST {apiUrl}/public/auth/v1/refresh` with `Authorization: JWT <refresh_token>` answers new tokens.
 *
 * Assumed (not in the docs we could read; integrations in the wild use them this way):
 * - `GET /public/inventory/v1/task/?home_id=&scheduled_date=<from>,<to>&page=&limit=` lists a home's tasks, the
 *   page's items under `results` (a bare array is accepted too), with `total_pages` when Breezeway sends it;
 * - `GET /public/inventory/v1/task/{id}/comments` lists a task's comments (`results` or a bare array);
 * - the task fields read in `ZRawTask` below, photos included in the task (`photos: [{ id, url }]`);
 * - the rate limit: Breezeway documents none we could find, so the client spends a token bucket (1 request a
 *   second, bursts of 5 by default), honours `Retry-After` on 429 (seconds or an HTTP date) and retries.
 * - a task's page on the web app is `https://app.breezeway.io/task/{id}` ('View on Breezeway').
 */

export type BreezewayClientOptions = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  /** Sustained requests a second (default 1). */
  ratePerSecond?: number;
  /** Requests that may go back to back after a quiet spell (default 5). */
  burst?: number;
  /** Retries of one request after a 429 or a network failure (default 3). */
  maxRetries?: number;
  /** The longest Retry-After honoured, in seconds (default 120); a longer one fails the request. */
  maxRetryAfterSeconds?: number;
  /** Tasks a page (default 100). */
  pageSize?: number;
  /** Per-request timeout (default 30 s). */
  timeoutMs?: number;
  /** The task's page on Breezeway's web app. */
  taskUrl?: (taskId: string) => string;
  fetch?: typeof fetch;
};

export class BreezewayError extends Error {
  readonly status: number | null;
  readonly path: string;

  constructor(message: string, options: { status: number | null; path: string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BreezewayError';
    this.status = options.status;
    this.path = options.path;
  }
}

const AUTH_PATH = '/public/auth/v1/';
const REFRESH_PATH = '/public/auth/v1/refresh';
const TASKS_PATH = '/public/inventory/v1/task/';
const commentsPath = (taskId: string) => `/public/inventory/v1/task/${encodeURIComponent(taskId)}/comments`;
/** A runaway paging loop stops here (100,000 tasks of one home). */
const MAX_PAGES = 1000;

// ---------- The token bucket ----------

/**
 * One bucket per client: `take` resolves when a request may go, in call order; `pause` empties the bucket until a
 * Retry-After has passed. Returns the milliseconds waited.
 */
const createTokenBucket = (ratePerSecond: number, burst: number) => {
  let tokens = burst;
  let refilledAt = Date.now();
  let pausedUntil = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const refill = () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - refilledAt) / 1000) * ratePerSecond);
    refilledAt = now;
  };
  const take = (): Promise<number> => {
    const turn = queue.then(async () => {
      let waited = 0;
      for (;;) {
        refill();
        const now = Date.now();
        const wait =
          now < pausedUntil ? pausedUntil - now : tokens >= 1 ? 0 : Math.ceil(((1 - tokens) / ratePerSecond) * 1000);
        if (wait === 0) {
          tokens -= 1;
          return waited;
        }
        await sleep(wait);
        waited += wait;
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
  const pause = (ms: number) => {
    pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    tokens = 0;
    refilledAt = Date.now();
  };
  return { take, pause };
};

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; 1 s when missing or unreadable. */
export const retryAfterMs = (header: string | null, now: number = Date.now()): number => {
  if (!header) return 1000;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
};

// ---------- What Breezeway sends (assumed field names, read tolerantly) ----------

const ZId = z.union([z.string().min(1), z.number()]).transform(String);
const text = z.string().nullish();
const ZPerson = z
  .union([z.string(), z.object({ name: text, full_name: text, first_name: text, last_name: text }).passthrough()])
  .nullish();

const personName = (person: z.infer<typeof ZPerson>): string | null => {
  if (!person) return null;
  if (typeof person === 'string') return person.trim() || null;
  const joined = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return (person.name ?? person.full_name ?? joined).trim() || null;
};

const ZRawTask = z
  .object({
    id: ZId,
    home_id: ZId.nullish(),
    name: text,
    description: text,
    type_department: text,
    type_priority: text,
    type_task_status: z.object({ code: text, name: text, stage: text }).passthrough().nullish(),
    scheduled_date: text,
    scheduled_time: text,
    started_at: text,
    finished_at: text,
    paused: z.boolean().nullish(),
    report_url: text,
    tags: z.array(z.union([z.string(), z.object({ name: z.string() }).passthrough()])).nullish(),
    assignments: z.array(ZPerson).nullish(),
    reporter_type: text,
    location: text,
    repair_during_stay: z.boolean().nullish(),
    /** Seconds, or `HH:MM:SS`. */
    total_time: z.union([z.number(), z.string()]).nullish(),
    created_at: text,
    created_by: ZPerson,
    updated_at: text,
    photos: z.array(z.object({ id: ZId, url: z.string().min(1), content_type: text }).passthrough()).nullish(),
  })
  .passthrough();

const ZRawComment = z
  .object({
    id: ZId,
    comment: text,
    text,
    created_at: text,
    commented_at: text,
    created_by: ZPerson,
    author: ZPerson,
  })
  .passthrough();

const ZPage = <T extends z.ZodType>(item: T) =>
  z.union([
    z.array(item),
    z
      .object({
        results: z.array(item).optional(),
        data: z.array(item).optional(),
        total_pages: z.number().int().nullish(),
      })
      .passthrough(),
  ]);

const DEPARTMENTS: Record<string, TaskDepartmentName> = {
  housekeeping: 'cleaning',
  cleaning: 'cleaning',
  maintenance: 'maintenance',
  inspection: 'inspection',
  inspections: 'inspection',
};

const secondsOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.round(value)) : null;
  const match = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value.trim());
  if (match) return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : null;
};

/** `YYYY-MM-DD` from a date or a date-time. */
const dayOf = (value: string | null | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
/** `HH:MM` from `HH:MM` or `HH:MM:SS`. */
const timeOf = (value: string | null | undefined): string | null =>
  value && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : null;
/** An ISO instant, or null when Breezeway sends something unreadable. */
const instantOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

const toRemoteTask = (raw: z.infer<typeof ZRawTask>, homeId: string, taskUrl: (id: string) => string): RemoteTask => ({
  id: raw.id,
  homeId: raw.home_id ?? homeId,
  name: raw.name?.trim() || `Task ${raw.id}`,
  description: raw.description?.trim() || null,
  department: DEPARTMENTS[(raw.type_department ?? '').toLowerCase()] ?? 'cleaning',
  priority: raw.type_priority?.toLowerCase() ?? null,
  status: {
    code: raw.type_task_status?.code?.toLowerCase() ?? null,
    stage: raw.type_task_status?.stage?.toLowerCase() ?? null,
  },
  scheduledDate: dayOf(raw.scheduled_date),
  scheduledTime: timeOf(raw.scheduled_time),
  startedAt: instantOf(raw.started_at),
  finishedAt: instantOf(raw.finished_at),
  isPaused: raw.paused ?? false,
  reportUrl: raw.report_url || null,
  tags: (raw.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.name)),
  assignees: [...new Set((raw.assignments ?? []).map(personName).filter((name): name is string => name !== null))],
  reporterType: raw.reporter_type ?? null,
  location: raw.location ?? null,
  repairDuringStay: raw.repair_during_stay ?? false,
  totalTimeSeconds: secondsOf(raw.total_time),
  createdAt: instantOf(raw.created_at),
  createdBy: personName(raw.created_by),
  updatedAt: instantOf(raw.updated_at),
  externalUrl: taskUrl(raw.id),
  photos: (raw.photos ?? []).map((photo) => ({
    id: photo.id,
    url: photo.url,
    contentType: photo.content_type ?? null,
  })),
});

const toRemoteComment = (raw: z.infer<typeof ZRawComment>): RemoteComment | null => {
  const comment = (raw.comment ?? raw.text ?? '').trim();
  const commentedAt = instantOf(raw.commented_at ?? raw.created_at);
  if (!comment || !commentedAt) return null;
  return { id: raw.id, comment, author: personName(raw.author ?? raw.created_by), commentedAt };
};

const ZTokens = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).optional() });

// ---------- The client ----------

export const createBreezewayClient = (options: BreezewayClientOptions): BreezewayClient => {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const bucket = createTokenBucket(options.ratePerSecond ?? 1, options.burst ?? 5);
  const maxRetries = options.maxRetries ?? 3;
  const maxRetryAfterMs = (options.maxRetryAfterSeconds ?? 120) * 1000;
  const pageSize = options.pageSize ?? 100;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const taskUrl = options.taskUrl ?? ((id: string) => `https://app.breezeway.io/task/${encodeURIComponent(id)}`);
  const stats: BreezewayClientStats = { requests: 0, authentications: 0, refreshes: 0, rateLimited: 0, waitedMs: 0 };
  let tokens: { access: string; refresh: string | null } | null = null;
  let renewing: Promise<void> | null = null;

  /** One HTTP exchange within the rate limit: waits its turn, honours 429 Retry-After, retries network failures. */
  const send = async (
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ) => {
    for (let attempt = 0; ; attempt += 1) {
      stats.waitedMs += await bucket.take();
      stats.requests += 1;
      let response: Response;
      try {
        response = await doFetch(`${apiUrl}${path}`, {
          ...init,
          headers: { accept: 'application/json', ...init.headers },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        if (attempt >= maxRetries) {
          throw new BreezewayError(`Breezeway did not answer ${path}`, { status: null, path, cause });
        }
        await sleep(500 * 2 ** attempt);
        continue;
      }
      if (response.status !== 429) return response;
      stats.rateLimited += 1;
      const wait = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      if (attempt >= maxRetries || wait > maxRetryAfterMs) {
        throw new BreezewayError(`Breezeway kept answering 429 on ${path}`, { status: 429, path });
      }
      bucket.pause(wait);
    }
  };

  const readTokens = async (response: Response, path: string) => {
    if (!response.ok) {
      await response.body?.cancel();
      throw new BreezewayError(`Breezeway refused the credentials (${response.status})`, {
        status: response.status,
        path,
      });
    }
    const parsed = ZTokens.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new BreezewayError('Breezeway sent no access token', { status: response.status, path });
    return { access: parsed.data.access_token, refresh: parsed.data.refresh_token ?? tokens?.refresh ?? null };
  };

  const authenticate = async () => {
    stats.authentications += 1;
    const response = await send(AUTH_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret }),
    });
    tokens = await readTokens(response, AUTH_PATH);
  };

  /** A refresh with the refresh token; a fresh sign-in when there is none or Breezeway refuses it. */
  const renew = () => {
    renewing ??= (async () => {
      try {
        const refresh = tokens?.refresh;
        if (refresh) {
          stats.refreshes += 1;
          const response = await send(REFRESH_PATH, { method: 'POST', headers: { authorization: `JWT ${refresh}` } });
          if (response.ok) {
            tokens = await readTokens(response, REFRESH_PATH);
            return;
          }
          await response.body?.cancel();
        }
        await authenticate();
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  };

  /** GET with the access token; one renewal on 401 (an expired token), then the request again. */
  const getJson = async (path: string): Promise<unknown> => {
    if (!tokens) await (renewing ?? authenticate());
    for (let renewed = false; ; renewed = true) {
      const access = tokens?.access ?? '';
      const response = await send(path, { method: 'GET', headers: { authorization: `JWT ${access}` } });
      if (response.status === 401 && !renewed) {
        await response.body?.cancel();
        // Another request may have renewed the token while this one was in flight.
        if (tokens?.access === access) await renew();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new BreezewayError(`Breezeway answered ${response.status} on ${path}`, { status: response.status, path });
      }
      return response.json();
    }
  };

  const itemsOf = <T extends z.ZodType>(body: unknown, item: T, path: string) => {
    const parsed = ZPage(item).safeParse(body);
    if (!parsed.success) {
      throw new BreezewayError(`Breezeway sent an unexpected list on ${path}: ${parsed.error.message}`, {
        status: 200,
        path,
      });
    }
    const page = parsed.data;
    if (Array.isArray(page)) return { items: page as z.infer<T>[], totalPages: null };
    return {
      items: (page.results ?? page.data ?? []) as z.infer<T>[],
      totalPages: page.total_pages ?? null,
    };
  };

  return {
    mode: 'breezeway',
    stats: () => ({ ...stats }),
    listTasks: async ({ homeId, scheduledFrom, scheduledTo }) => {
      const tasks: RemoteTask[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          home_id: homeId,
          scheduled_date: `${scheduledFrom},${scheduledTo}`,
          page: String(page),
          limit: String(pageSize),
        });
        const path = `${TASKS_PATH}?${query.toString()}`;
        const { items, totalPages } = itemsOf(await getJson(path), ZRawTask, path);
        tasks.push(...items.map((raw) => toRemoteTask(raw, homeId, taskUrl)));
        const last = totalPages !== null ? page >= totalPages : items.length < pageSize;
        if (last) return tasks;
      }
      throw new BreezewayError(`More than ${MAX_PAGES} pages of tasks for home ${homeId}`, {
        status: 200,
        path: TASKS_PATH,
      });
    },
    listTaskComments: async (taskId) => {
      const path = commentsPath(taskId);
      const { items } = itemsOf(await getJson(path), ZRawComment, path);
      return items
        .map(toRemoteComment)
        .filter((c): c is RemoteComment => c !== null)
        .sort((a, b) => a.commentedAt.localeCompare(b.commentedAt));
    },
  };
};
