import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPostgres } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { createDiskBlobStore } from '../adapters/blob';
import { TEST_SECRETS, withDatabase, type TestTemplate } from './template';

/**
 * Migrates and seeds once per run. PGlite: the data directory is dumped to a tarball that each test file loads
 * (about a second, against several for migrate + seed). PostgreSQL (TEST_DATABASE_URL): a template database
 * that each test file copies with CREATE DATABASE ... TEMPLATE.
 */
export const setup = async (project: TestProject) => {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-api-tests-'));
  const blobsDir = path.join(workDir, 'blobs');
  const blob = createDiskBlobStore({ dir: blobsDir, signingSecret: TEST_SECRETS.fileSigningSecret });
  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: TestTemplate;
  let dropTemplate = async () => {};

  if (adminUrl) {
    const templateDb = `hearth_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const database = fromPostgres(withDatabase(adminUrl, templateDb), { max: 3 });
    await prepareDatabase({ database, blob, seed: true, credentialKey: TEST_SECRETS.credentialKey });
    await database.close();
    template = { engine: 'postgres', adminUrl, templateDb, blobsDir };
    dropTemplate = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const client = await createPglite();
    const database = fromPglite(client);
    await prepareDatabase({ database, blob, seed: true, credentialKey: TEST_SECRETS.credentialKey });
    const dump = await client.dumpDataDir('none');
    const dataDirTarball = path.join(workDir, 'template.tar');
    await writeFile(dataDirTarball, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    template = { engine: 'pglite', dataDirTarball, blobsDir };
  }

  project.provide('hearthTemplate', template);
  return async () => {
    await dropTemplate();
    await rm(workDir, { recursive: true, force: true });
  };
};
