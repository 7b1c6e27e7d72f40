import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './db/seed/demo-accounts';
import { createTestContext, type TestClient, type TestContext } from './test/harness';

/**
 * Every route the OpenAPI document lists gets random path segments, query strings and bodies, signed in as
 * roles that may call it. Whatever arrives, the answer is never a 5xx and a 4xx always carries a JSON error.
 * New routes are covered as soon as they are registered.
 */
let ctx: TestContext;
/** Every route adds its runs: the whole sweep needs more than one test's usual 30 s on a busy 2-core machine. */
const FUZZ_TIMEOUT_MS = 180_000;
let operations: { method: string; path: string }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const spec = (await ctx.client().get('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('..', '%00', '%2F..%2F', 'a'.repeat(300), '😀', '-1', '0', 'null', 'admin@demo.hearth.au'),
);
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 });
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ email: fc.string(), password: fc.string(), otp: fc.string() }, { requiredKeys: [] }),
  fc.record({ firstName: fc.string(), lastName: fc.string(), mobile: fc.anything() }, { requiredKeys: [] }),
  fc.record({ password: fc.string(), passwordConfirm: fc.string() }, { requiredKeys: [] }),
);

const fill = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] ?? 'x'));
};

const send = async (client: TestClient, method: string, url: string, payload: unknown) => {
  const response = await client.request({
    method: method as 'GET',
    url,
    ...(method === 'GET' ? {} : { rawBody: JSON.stringify(payload) ?? 'null' }),
  });
  return response;
};

describe('every route under random input', () => {
  it.each(['developer', 'owner'])(
    'answers 4xx JSON, never 5xx, signed in as %s',
    async (who) => {
      const client = ctx.client({ ip: `203.0.113.${who.length}` });
      await client.signIn(demoAccount(who).email);
      // Signing out mid-run would only test the signed-out answers; those are covered by the visitor run below.
      const routes = operations.filter((op) => !op.path.includes('logout'));
      expect(routes.length).toBeGreaterThan(8);
      for (const { method, path } of routes) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: 3, maxLength: 3 }),
            query,
            body,
            async (values, q, payload) => {
              const url = `${fill(path, values)}?${new URLSearchParams(q).toString()}`;
              const response = await send(client, method, url, payload);
              expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
              if (response.statusCode >= 400 && url.startsWith('/api/')) {
                expect(Array.isArray(response.json().errors), `${method} ${url}`).toBe(true);
              }
            },
          ),
          { numRuns: 25 },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers 4xx JSON, never 5xx, to a visitor',
    async () => {
      const client = ctx.client({ ip: '203.0.113.99' });
      for (const { method, path } of operations) {
        await fc.assert(
          fc.asyncProperty(fc.array(segment, { minLength: 3, maxLength: 3 }), body, async (values, payload) => {
            const response = await send(client, method, fill(path, values), payload);
            expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
          }),
          { numRuns: 15 },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
