import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeStripe, type FakeStripe } from '../../apps/api/src/adapters/payments/fake-stripe';

/**
 * Hearth with Stripe: the demo on a fresh embedded database, its Stripe calls answered by a local fake Stripe that
 * this process runs (the same one the API tests use), whose hosted page a guest pays on and whose signed events are
 * posted to the app's webhook over HTTP, as Stripe posts them.
 */
export type StripeServer = { baseUrl: string; stripe: FakeStripe; stop: () => Promise<void> };

const REPO = path.resolve(import.meta.dirname, '../..');
const SECRET_KEY = 'sk_test_e2e';
const WEBHOOK_SECRET = 'whsec_e2e';

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export const startStripeServer = async (options: { port: number }): Promise<StripeServer> => {
  const baseUrl = `http://localhost:${options.port}`;
  const stripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    anyAccount: true,
    deliver: async ({ body, signature }) =>
      (
        await fetch(`${baseUrl}/api/v1/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        })
      ).status,
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-stripe-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      APP_ENV: 'demo',
      DATA_DIR: dataDir,
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      REQUEST_LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not running in 180 s:\n${log}`)), 180_000);
      child.once('exit', (code) => reject(new Error(`the server stopped (${String(code)}):\n${log}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString('utf8');
        if (log.includes('Hearth is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    return { baseUrl, stripe, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
