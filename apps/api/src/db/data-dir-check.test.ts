import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDataDir } from './data-dir-check';

// A read-only mount and a full disk need root to set up: bench/faults/read-only-data-dir.ts starts the server on both.
describe('checkDataDir', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hearth-data-dir-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('accepts a writable directory, creating it and its pglite folder, and leaves no probe file behind', async () => {
    const dataDir = path.join(root, 'new', 'data');
    checkDataDir(dataDir);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(await readdir(dataDir)).toEqual(['pglite']);
    expect(await readdir(path.join(dataDir, 'pglite'))).toEqual([]);
  });

  it('refuses a DATA_DIR it cannot use with a message naming it, the cause and what to do', async () => {
    const dataDir = path.join(root, 'a-file');
    await writeFile(dataDir, 'not a directory');
    expect(() => checkDataDir(dataDir)).toThrow(`DATA_DIR ${dataDir} is a file, not a directory`);
    expect(() => checkDataDir(dataDir)).toThrow(/point DATA_DIR at a writable directory .* or set DATABASE_URL/);
  });
});
