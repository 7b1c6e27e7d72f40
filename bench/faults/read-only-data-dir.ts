/**
 * The embedded default (PGlite) started on a DATA_DIR it cannot use: a read-only mount, and a disk that is full.
 * The server must exit 1 within a few seconds with one line (JSON once the logger exists) that names the directory,
 * the cause in plain words and what to do, instead of PGlite's own `EROFS` stack or `ErrnoError { errno: 51 }`.
 *
 * Needs root, for tmpfs mounts (chmod 555 does not stop root); unmounts them afterwards.
 *
 *   sudo node --import tsx bench/faults/read-only-data-dir.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createChecks, printTable, spawnApi } from './support';

/** The server has this long to give up; PGlite alone takes ~4 s to create a database here. */
const EXIT_WITHIN_MS = 15_000;
const { check, finish } = createChecks();

type Case = { name: string; mountOptions: string; cause: RegExp; env?: Record<string, undefined> };

const CASES: Case[] = [
  { name: 'read-only mount', mountOptions: 'ro,size=1m', cause: /read-only file system/ },
  { name: 'full disk (64 kB tmpfs)', mountOptions: 'size=64k', cause: /disk that is full/ },
  // Room for PGlite's empty cluster (~40 MB) but not for the migrated, seeded database (~240 MB).
  { name: 'too small for a new database (128 MB tmpfs)', mountOptions: 'size=128m', cause: /disk that is full/ },
  {
    name: 'read-only mount, no secrets in the environment',
    mountOptions: 'ro,size=1m',
    cause: /read-only file system/,
    // Without SESSION_SECRET, config.ts first tries to keep generated secrets in DATA_DIR/secrets.json.
    env: { SESSION_SECRET: undefined, FILE_SIGNING_SECRET: undefined },
  },
];

const runCase = async (root: string, c: Case, index: number) => {
  const dataDir = path.join(root, `case-${index}`);
  execFileSync('mkdir', ['-p', dataDir]);
  execFileSync('mount', ['-t', 'tmpfs', '-o', c.mountOptions, 'tmpfs', dataDir]);
  try {
    const started = Date.now();
    const api = await spawnApi(c.name, { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...c.env });
    const timer = setTimeout(() => void api.kill(), EXIT_WITHIN_MS);
    const code = await api.exited;
    clearTimeout(timer);
    const ms = Date.now() - started;
    // A JSON error line once the logger exists; a failure inside loadConfig is printed before that, as plain text.
    const errorLine = api.lines
      .map((line) => {
        try {
          return JSON.parse(line) as { level?: number; msg?: string };
        } catch {
          return undefined;
        }
      })
      .find((entry) => entry?.level === 50);
    const message = errorLine?.msg ?? api.lines.find((line) => line.startsWith('Error')) ?? '';
    check(
      `${c.name}: exits 1 within ${EXIT_WITHIN_MS / 1000} s saying which directory, why and what to do`,
      code === 1 && message.includes(dataDir) && c.cause.test(message) && /point DATA_DIR at/.test(message),
      `exit ${code} after ${ms} ms, ${errorLine ? 'a JSON error line' : 'plain text on stderr'}`,
    );
    return [c.name, code ?? 'killed', ms, errorLine ? 'JSON' : 'text', message.slice(0, 150)];
  } finally {
    execFileSync('umount', [dataDir]);
  }
};

if (process.getuid?.() !== 0) {
  process.stderr.write('read-only-data-dir needs root to mount a read-only and a tiny tmpfs.\n');
  process.exit(2);
}
const root = await mkdtemp(path.join(os.tmpdir(), 'hearth-fault-datadir-'));
try {
  const rows: (string | number)[][] = [];
  for (const [index, c] of CASES.entries()) rows.push(await runCase(root, c, index));
  printTable(['DATA_DIR', 'exit', 'ms', 'line', 'message'], rows);
} finally {
  await rm(root, { recursive: true, force: true });
}
finish();
