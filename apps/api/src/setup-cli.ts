/**
 * `npm run setup`: first run without a browser (docs/product/setup.md), on the database the server would use (the
 * same DATA_DIR or DATABASE_URL). Refused once any user exists.
 *
 *   npm run setup                                              # prints a setup link, as the server does
 *   npm run setup -- --email ava@example.com --name "Ava Jones" [--organisation "Coastal Homes"] [--country NZ]
 *                                                              # sets up at once; the password is asked for
 *                                                              # (or read from stdin when piped)
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { COUNTRY_DEFAULTS, ZSetupRequest } from '@hearth/domain';
import { loadConfig } from './config';
import { createBlobStore } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { findOrganisation, organisationDefaults } from './common/organisation/organisation';
import { completeSetup } from './modules/setup/complete-setup';
import { mintSetupLink, setupUrl } from './modules/setup/setup-links';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    organisation: { type: 'string' },
    country: { type: 'string' },
  },
});

/** A password from the terminal without echoing it, or the first line of piped stdin. */
const readPassword = (prompt: string): Promise<string> =>
  new Promise((resolve) => {
    const terminal = process.stdin.isTTY === true;
    const lines = createInterface({ input: process.stdin, output: process.stdout, terminal });
    if (terminal) {
      process.stdout.write(prompt);
      // Keystrokes are not echoed: readline writes through this, and it writes nothing.
      (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
    }
    lines.once('line', (line) => {
      lines.close();
      if (terminal) process.stdout.write('\n');
      resolve(line);
    });
  });

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const main = async () => {
  const config = loadConfig(process.env);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await prepareDatabase({
      database,
      blob: createBlobStore(config),
      seed: false,
      credentialKey: config.credentialKey,
    });
    const token = await mintSetupLink(database.db);
    if (!token) return fail('Hearth is set up already: sign in instead.');
    if (!values.email) {
      process.stdout.write(`Set Hearth up here (single use, 24 hours):\n  ${setupUrl(config.publicUrl, token)}\n`);
      return;
    }
    const [firstName = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
    const country = values.country === 'NZ' ? 'NZ' : 'AU';
    const existing = await findOrganisation(database.db);
    const password = await readPassword('Password for the first admin: ');
    const passwordConfirm = process.stdin.isTTY ? await readPassword('Again: ') : password;
    const body = ZSetupRequest.safeParse({
      data: {
        attributes: {
          organisation: {
            ...organisationDefaults(existing?.tradingName ?? config.productName),
            ...(values.organisation ? { tradingName: values.organisation } : {}),
            country,
            ...COUNTRY_DEFAULTS[country],
          },
          admin: { firstName, lastName: rest.join(' '), email: values.email, password, passwordConfirm },
        },
      },
    });
    if (!body.success) {
      return fail(body.error.issues.map((issue) => `${String(issue.path.at(-1) ?? '')}: ${issue.message}`).join('\n'));
    }
    await completeSetup({ db: database.db, token, body: body.data });
    process.stdout.write(`Set up. ${values.email} can sign in at ${config.publicUrl}\n`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
