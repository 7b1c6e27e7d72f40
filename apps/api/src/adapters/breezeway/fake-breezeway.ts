import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for Breezeway's public API on a real HTTP port, so the real client is tested over
 * the wire (auth, token expiry and refresh, paging, comments, a 429 with Retry-After, and the writes of tasks made in
 * Hearth: create, change, complete, comment). It speaks the shapes the client assumes (see breezeway-client.ts); a
 * task written here is listed back like any other. It is never used by the app.
 */

/** A task as Breezeway sends it (snake_case); `id`, `home_id` and `scheduled_date` are what the fake filters on. */
export type FakeTask = { id: number; home_id: number; scheduled_date: string } & Record<string, unknown>;
export type FakeComment = { id: number; comment: string; created_at: string; created_by?: { name: string } };

export type FakeBreezewayOptions = {
  clientId: string;
  clientSecret: string;
  /** Each access token answers this many API requests, then 401 as an expired token would (default: no limit). */
  accessTokenUses?: number;
  /** The API request (1-based, auth calls not counted) answered once with 429 and `Retry-After`. */
  rateLimitOnRequest?: number;
  retryAfterSeconds?: number;
  /** The largest page Breezeway serves (default 100). */
  maxLimit?: number;
};

export type FakeRequest = { method: string; path: string; status: number; at: number };

export type FakeBreezeway = {
  url: string;
  setTasks: (homeId: number, tasks: FakeTask[]) => void;
  /** A task by Breezeway's id, as written or set (undefined when there is none). */
  task: (id: number) => FakeTask | undefined;
  /** The comments of a task, as written or set. */
  comments: (taskId: number) => FakeComment[];
  /** Answers every write (POST/PATCH of tasks and comments) with this status until set back to null: Breezeway down. */
  failWrites: (status: number | null) => void;
  setComments: (taskId: number, comments: FakeComment[]) => void;
  /** Every request answered, in order. */
  requests: FakeRequest[];
  counts: () => { authentications: number; refreshes: number; rateLimited: number; expiredTokens: number };
  close: () => Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const startFakeBreezeway = async (options: FakeBreezewayOptions): Promise<FakeBreezeway> => {
  const tasksByHome = new Map<number, FakeTask[]>();
  const commentsByTask = new Map<number, FakeComment[]>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const requests: FakeRequest[] = [];
  const counts = { authentications: 0, refreshes: 0, rateLimited: 0, expiredTokens: 0 };
  let issued = 0;
  let apiRequests = 0;
  let rateLimitedOnce = false;
  let writeFailure: number | null = null;
  let nextId = 700_000;
  const findTask = (id: number): FakeTask | undefined => {
    for (const tasks of tasksByHome.values()) {
      const found = tasks.find((t) => t.id === id);
      if (found) return found;
    }
    return undefined;
  };
  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const parsed: unknown = JSON.parse((await readBody(req)) || '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  };

  const issueTokens = () => {
    issued += 1;
    const access = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    accessTokens.set(access, options.accessTokenUses ?? Number.POSITIVE_INFINITY);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh };
  };

  const bearer = (req: IncomingMessage) => /^JWT (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;

    if (req.method === 'POST' && path === '/public/auth/v1/') {
      const body = JSON.parse((await readBody(req)) || '{}') as { client_id?: string; client_secret?: string };
      if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
        json(res, 401, { message: 'Invalid credentials' });
        return 401;
      }
      counts.authentications += 1;
      json(res, 200, issueTokens());
      return 200;
    }
    if (req.method === 'POST' && path === '/public/auth/v1/refresh') {
      const token = bearer(req);
      if (!token || !refreshTokens.has(token)) {
        json(res, 401, { message: 'Invalid refresh token' });
        return 401;
      }
      refreshTokens.delete(token);
      counts.refreshes += 1;
      json(res, 200, issueTokens());
      return 200;
    }

    apiRequests += 1;
    if (!rateLimitedOnce && options.rateLimitOnRequest === apiRequests) {
      rateLimitedOnce = true;
      counts.rateLimited += 1;
      json(res, 429, { message: 'Too many requests' }, { 'retry-after': String(options.retryAfterSeconds ?? 1) });
      return 429;
    }
    const token = bearer(req);
    const uses = token ? accessTokens.get(token) : undefined;
    if (uses === undefined || uses <= 0) {
      if (uses !== undefined) counts.expiredTokens += 1;
      json(res, 401, { message: 'Signature has expired.' });
      return 401;
    }
    accessTokens.set(token as string, uses - 1);

    if (req.method === 'GET' && path === '/public/inventory/v1/task/') {
      const homeId = Number(url.searchParams.get('home_id'));
      const [from = '', to = ''] = (url.searchParams.get('scheduled_date') ?? '').split(',');
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), options.maxLimit ?? 100);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const all = (tasksByHome.get(homeId) ?? [])
        .filter((t) => (!from || t.scheduled_date >= from) && (!to || t.scheduled_date <= to))
        .sort((a, b) => a.id - b.id);
      const totalPages = Math.max(1, Math.ceil(all.length / limit));
      json(res, 200, {
        results: all.slice((page - 1) * limit, page * limit),
        page,
        limit,
        total_results: all.length,
        total_pages: totalPages,
      });
      return 200;
    }
    const comments = /^\/public\/inventory\/v1\/task\/(\d+)\/comments$/.exec(path);
    if (req.method === 'GET' && comments) {
      json(res, 200, commentsByTask.get(Number(comments[1])) ?? []);
      return 200;
    }

    if (req.method !== 'GET' && writeFailure !== null) {
      json(res, writeFailure, { message: 'Service unavailable' });
      return writeFailure;
    }
    if (req.method === 'POST' && path === '/public/inventory/v1/task/') {
      const body = await readJson(req);
      const homeId = Number(body.home_id);
      const now = new Date().toISOString();
      nextId += 1;
      const task: FakeTask = {
        type_task_status: { code: 'not_started', name: 'Not started', stage: 'new' },
        ...body,
        id: nextId,
        home_id: homeId,
        scheduled_date: String(body.scheduled_date ?? ''),
        created_at: now,
        updated_at: now,
      };
      tasksByHome.set(homeId, [...(tasksByHome.get(homeId) ?? []), task]);
      json(res, 201, task);
      return 201;
    }
    const one = /^\/public\/inventory\/v1\/task\/(\d+)(\/complete)?$/.exec(path);
    const target = one ? findTask(Number(one[1])) : undefined;
    if (one && !target) {
      json(res, 404, { message: 'Not found' });
      return 404;
    }
    if (req.method === 'PATCH' && one && !one[2] && target) {
      const fields = await readJson(req);
      delete fields.id;
      delete fields.home_id;
      Object.assign(target, fields, { updated_at: new Date().toISOString() });
      json(res, 200, target);
      return 200;
    }
    if (req.method === 'POST' && one?.[2] && target) {
      const body = await readJson(req);
      Object.assign(target, {
        type_task_status: { code: 'finished', name: 'Finished', stage: 'finished' },
        finished_at: body.finished_at ?? new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      json(res, 200, target);
      return 200;
    }
    if (req.method === 'POST' && comments) {
      const taskId = Number(comments[1]);
      const owner = findTask(taskId);
      if (!owner) {
        json(res, 404, { message: 'Not found' });
        return 404;
      }
      const body = await readJson(req);
      nextId += 1;
      const comment: FakeComment = {
        id: nextId,
        comment: String(body.comment ?? ''),
        created_at: new Date().toISOString(),
        ...(typeof body.author === 'string' ? { created_by: { name: body.author } } : {}),
      };
      commentsByTask.set(taskId, [...(commentsByTask.get(taskId) ?? []), comment]);
      owner.updated_at = new Date().toISOString();
      json(res, 201, comment);
      return 201;
    }
    json(res, 404, { message: 'Not found' });
    return 404;
  };

  const server = createServer((req, res) => {
    const at = Date.now();
    handle(req, res).then(
      (status) => requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', status, at }),
      (error: unknown) => {
        json(res, 500, { message: String(error) });
        requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', status: 500, at });
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setTasks: (homeId, tasks) => tasksByHome.set(homeId, tasks),
    task: findTask,
    comments: (taskId) => commentsByTask.get(taskId) ?? [],
    failWrites: (status) => {
      writeFailure = status;
    },
    setComments: (taskId, comments) => commentsByTask.set(taskId, comments),
    requests,
    counts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
