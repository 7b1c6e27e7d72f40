import { BreezewayError } from './breezeway-error';
import { readComments, readTaskPage, readWrittenId, ZTokens } from './breezeway-parse';
import { createThrottledSend } from './throttle';
import type { BreezewayClient, BreezewayClientStats, RemoteTask, RemoteTaskInput } from './types';

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
 * - the task fields read in `ZRawTask` (breezeway-parse.ts), photos included in the task (`photos: [{ id, url }]`);
 * - the rate limit: Breezeway documents none we could find, so the client spends a token bucket (1 request a
 *   second, bursts of 5 by default: throttle.ts), honours `Retry-After` on 429 (seconds or an HTTP date) and retries.
 * - a task's page on the web app is `https://app.breezeway.io/task/{id}` ('View on Breezeway');
 * - writes (the push of tasks made in Hearth, docs/product/tasks.md#breezeway): `POST /public/inventory/v1/task/`
 *   with the task's fields in the words the list uses (`home_id`, `name`, `type_department`, `type_priority`,
 *   `type_task_status.code`, `scheduled_date`, `scheduled_time`, `assignments: [{ name }]`, our id as
 *   `reference_task_id`) answers the task with its `id`; `PATCH /public/inventory/v1/task/{id}` with the same body
 *   changes it; `POST .../task/{id}/complete` with `finished_at` finishes it; `POST .../task/{id}/comments` with
 *   `comment` (and `author`) adds a comment and answers it with its `id`.
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

/** Our departments as Breezeway names them (breezeway-parse.ts reads 'housekeeping' back as cleaning). */
const DEPARTMENT_NAMES: Record<RemoteTaskInput['department'], string> = {
  cleaning: 'housekeeping',
  maintenance: 'maintenance',
  inspection: 'inspection',
};

/** A task as Breezeway is sent it: the fields the sync reads back (breezeway-parse.ts), in its words. */
const taskBody = (input: RemoteTaskInput) => ({
  home_id: input.homeId,
  name: input.name,
  description: input.description,
  type_department: DEPARTMENT_NAMES[input.department],
  type_priority: input.priority,
  type_task_status: { code: input.statusCode },
  scheduled_date: input.scheduledDate,
  scheduled_time: input.scheduledTime,
  assignments: input.assignees.map((name) => ({ name })),
  reference_task_id: input.referenceId,
});

const AUTH_PATH = '/public/auth/v1/';
const REFRESH_PATH = '/public/auth/v1/refresh';
const TASKS_PATH = '/public/inventory/v1/task/';
const taskPath = (taskId: string) => `/public/inventory/v1/task/${encodeURIComponent(taskId)}`;
const commentsPath = (taskId: string) => `${taskPath(taskId)}/comments`;
/** A runaway paging loop stops here (100,000 tasks of one home). */
const MAX_PAGES = 1000;

export const createBreezewayClient = (options: BreezewayClientOptions): BreezewayClient => {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const pageSize = options.pageSize ?? 100;
  const taskUrl = options.taskUrl ?? ((id: string) => `https://app.breezeway.io/task/${encodeURIComponent(id)}`);
  const stats: BreezewayClientStats = { requests: 0, authentications: 0, refreshes: 0, rateLimited: 0, waitedMs: 0 };
  let tokens: { access: string; refresh: string | null } | null = null;
  let renewing: Promise<void> | null = null;

  const send = createThrottledSend({
    fetch: options.fetch ?? fetch,
    apiUrl,
    ratePerSecond: options.ratePerSecond ?? 1,
    burst: options.burst ?? 5,
    maxRetries: options.maxRetries ?? 3,
    maxRetryAfterMs: (options.maxRetryAfterSeconds ?? 120) * 1000,
    timeoutMs: options.timeoutMs ?? 30_000,
    stats,
  });

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

  /**
   * A call with the access token; one renewal on 401 (an expired token), then the request again. The JSON answer,
   * or null for an empty one (a 204).
   */
  const callJson = async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> => {
    if (!tokens) await (renewing ?? authenticate());
    for (let renewed = false; ; renewed = true) {
      const access = tokens?.access ?? '';
      const response = await send(path, {
        method,
        headers: {
          authorization: `JWT ${access}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && !renewed) {
        await response.body?.cancel();
        // Another request may have renewed the token while this one was in flight.
        if (tokens?.access === access) await renew();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new BreezewayError(`Breezeway answered ${response.status} on ${method} ${path}`, {
          status: response.status,
          path,
        });
      }
      const text = await response.text();
      if (text.trim() === '') return null;
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        throw new BreezewayError(`Breezeway sent no JSON on ${method} ${path}`, {
          status: response.status,
          path,
          cause,
        });
      }
    }
  };
  const getJson = (path: string) => callJson('GET', path);

  return {
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
        const { tasks: items, totalPages } = readTaskPage(await getJson(path), { path, homeId, taskUrl });
        tasks.push(...items);
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
      return readComments(await getJson(path), path);
    },
    createTask: async (input) => {
      const id = readWrittenId(await callJson('POST', TASKS_PATH, taskBody(input)), TASKS_PATH);
      return { id, externalUrl: taskUrl(id) };
    },
    updateTask: async (taskId, input) => {
      await callJson('PATCH', taskPath(taskId), taskBody(input));
    },
    completeTask: async (taskId, finishedAt) => {
      await callJson('POST', `${taskPath(taskId)}/complete`, { finished_at: finishedAt });
    },
    addTaskComment: async (taskId, comment) => {
      const path = commentsPath(taskId);
      const id = readWrittenId(
        await callJson('POST', path, {
          comment: comment.comment,
          ...(comment.author ? { author: comment.author } : {}),
        }),
        path,
      );
      return { id };
    },
  };
};
