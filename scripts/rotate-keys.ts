/**
 * Rotates CREDENTIAL_KEY (docs/OPERATIONS.md#rotate-the-credential-key): every secret sealed with it (channel
 * credentials, owners' bank details, the organisation's payout accounts, the accounts copied into payout batches) is
 * opened with the key the server uses now and sealed again with the new one, in one transaction.
 *
 *   npm run rotate-keys -- --check                  # opens every secret with the current key, changes nothing
 *   NEW_CREDENTIAL_KEY=<43 chars> npm run rotate-keys
 *   npm run rotate-keys                             # makes a new key and prints it once
 *
 * Run it with the server's environment (DATA_DIR, DATABASE_URL, CREDENTIAL_KEY) and the app stopped: a process still
 * holding the old key cannot open what was resealed. A key kept in DATA_DIR/secrets.json is replaced there; a key
 * from the environment is yours to replace in every process's environment before starting them again.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { rotateCredentialKey } from '../apps/api/src/lib/credential-rotation';

const KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const summary = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([column, n]) => `  ${column.padEnd(40)} ${n}`)
    .join('\n');

const main = async () => {
  const config = loadConfig(process.env);
  const fromEnvironment = Boolean(process.env.CREDENTIAL_KEY);
  const next = values.check ? null : (process.env.NEW_CREDENTIAL_KEY ?? randomBytes(32).toString('base64url'));
  if (next !== null && !KEY_FORM.test(next)) {
    throw new Error('NEW_CREDENTIAL_KEY must be 32 random bytes, base64url (43 characters)');
  }
  if (next === config.credentialKey) throw new Error('The new key is the key in use: nothing to rotate');
  const database = await openDatabase(config);
  try {
    const counts = await rotateCredentialKey({ db: database.db, from: config.credentialKey, to: next });
    if (next === null) {
      process.stdout.write(`Every sealed secret opens with the current key:\n${summary(counts)}\n`);
      return;
    }
    process.stdout.write(`Resealed every secret under the new key, in one transaction:\n${summary(counts)}\n`);
    if (fromEnvironment) {
      process.stdout.write(
        [
          '',
          'CREDENTIAL_KEY comes from the environment: set it to the new key in every process before starting them.',
          ...(process.env.NEW_CREDENTIAL_KEY ? [] : [`New key (shown once): ${next}`]),
          '',
        ].join('\n'),
      );
      return;
    }
    const file = path.join(config.dataDir, 'secrets.json');
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...kept, credentialKey: next }, null, 2), { mode: 0o600 });
      process.stdout.write(`The new key replaced the old one in ${file}.\n`);
    } catch (error) {
      // The secrets are sealed under the new key already: it must not be lost.
      process.stdout.write(
        `Could not write ${file} (${error instanceof Error ? error.message : String(error)}).\nSet CREDENTIAL_KEY=${next} before starting the server.\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`Rotation failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
