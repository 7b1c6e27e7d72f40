/**
 * One simulated person's HTTP: their own keep-alive agent (a browser's six sockets to one origin), their session
 * cookie and CSRF token, and every answer timed and recorded under the action it belongs to. Bodies are drained
 * without parsing unless the caller needs them: the load generator shares the machine's two cores with the server.
 */
import http from 'node:http';

export type Sample = { action: string; status: number; ms: number };
export type Session = { cookie: string; csrfToken: string };

export class Recorder {
  readonly samples: Sample[] = [];
  /** Whole actions (a calendar window is five calls side by side): time until the last answer. */
  readonly actions: Sample[] = [];
  recording = false;
  record(list: Sample[], sample: Sample) {
    if (this.recording) list.push(sample);
  }
}

type Answer = { status: number; body: string };

export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  constructor(
    private readonly base: string,
    private readonly session: Session,
    private readonly recorder: Recorder,
  ) {}

  /** A call whose body is read only when `parse` is set; network errors count as status 0. */
  request(
    action: string,
    method: string,
    path: string,
    options: { body?: unknown; parse?: boolean } = {},
  ): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { cookie: this.session.cookie };
    if (!options.parse) headers['accept-encoding'] = 'gzip, deflate, br';
    if (method !== 'GET') headers['x-csrf-token'] = this.session.csrfToken;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = crypto.randomUUID();
    }
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, body: string) => {
        this.recorder.record(this.recorder.samples, { action, status, ms: performance.now() - started });
        resolve({ status, body });
      };
      const request = http.request(`${this.base}${path}`, { method, agent: this.agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        if (options.parse) response.on('data', (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.once('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.once('error', () => done(0, ''));
      });
      request.once('error', () => done(0, ''));
      request.end(payload);
    });
  }

  get(action: string, path: string) {
    return this.request(action, 'GET', path);
  }

  /** A GET whose JSON the caller reads (fixtures, the id of what was just made). */
  async json<T>(action: string, method: string, path: string, body?: unknown): Promise<{ status: number; doc: T }> {
    const answer = await this.request(action, method, path, { body, parse: true });
    return { status: answer.status, doc: (answer.body ? JSON.parse(answer.body) : {}) as T };
  }

  /** An action of several calls side by side, timed as a whole. */
  async together(action: string, paths: readonly string[]) {
    const started = performance.now();
    const answers = await Promise.all(paths.map((path) => this.get(action, path)));
    const status = answers.find((a) => a.status >= 400 || a.status === 0)?.status ?? 200;
    this.recorder.record(this.recorder.actions, { action, status, ms: performance.now() - started });
  }

  /** A single-call action: recorded as an action too, so the action table has every kind. */
  async one(action: string, path: string) {
    const started = performance.now();
    const answer = await this.get(action, path);
    this.recorder.record(this.recorder.actions, { action, status: answer.status, ms: performance.now() - started });
    return answer;
  }

  close() {
    this.agent.destroy();
  }
}
