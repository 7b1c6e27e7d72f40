import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVTOOLS_ERROR_CODES, DEVTOOLS_MESSAGES } from '@hearth/domain';
import { demoAccount } from '../../seed/demo-accounts';
import { createTestContext, errorsOf, type TestContext } from '../../test/harness';
import { OUTBOX_CLOSED_MESSAGE } from './find-outbox-mails';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { appEnv: 'production' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/v3/dev-tools/sync-staging-data in production', () => {
  it('is refused with a reason, and nothing is touched', async () => {
    const developer = ctx.client();
    await developer.signIn(demoAccount('developer').email);
    const response = await developer.post('/api/v3/dev-tools/sync-staging-data');
    expect(response.statusCode, response.body).toBe(403);
    expect(errorsOf(response)[0]).toMatchObject({
      code: DEVTOOLS_ERROR_CODES.refusedInProduction,
      detail: DEVTOOLS_MESSAGES.refusedInProduction,
    });
  });
});

describe('GET /api/v3/dev-tools/outbox in production', () => {
  it('is closed even to developers, since it would hold real reset links', async () => {
    await ctx.client().get(`/api/v1/public/forgot/${demoAccount('admin').email}/`);
    const developer = ctx.client();
    await developer.signIn(demoAccount('developer').email);
    const response = await developer.get('/api/v3/dev-tools/outbox');
    expect(response.statusCode).toBe(404);
    expect(errorsOf(response)[0]).toMatchObject({ code: 'OUTBOX_CLOSED', detail: OUTBOX_CLOSED_MESSAGE });
  });
});
