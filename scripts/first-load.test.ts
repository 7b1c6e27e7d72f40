import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGETS_KB, FIRST_LOAD_CEILINGS_KB, measureFirstLoads, type FirstLoad } from './first-load';
import { mantineImportsOutOfOrder, mantineStyleFilesFor, unstyledMantineClasses } from './mantine-classes';

let loads: FirstLoad[];

beforeAll(() => {
  // The build `npm start` serves (skipped when nothing it reads has changed since the last one).
  const build = spawnSync('node', ['--import', 'tsx', path.join(import.meta.dirname, 'build-web.ts'), '--if-changed'], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  loads = measureFirstLoads();
}, 180_000);

describe("each screen's first-load JavaScript (gzip, from the build manifest)", () => {
  it('finds the screens with budgets of their own in the build', () => {
    const screens = loads.map((load) => load.screen);
    for (const screen of [...Object.keys(FIRST_LOAD_BUDGETS_KB), ...Object.keys(FIRST_LOAD_CEILINGS_KB)]) {
      expect(screens).toContain(screen);
    }
  });

  it('stays within its budget, or under its ceiling while it is being brought down to it', () => {
    const over = loads
      .filter((load) => load.gzipKb > load.limitKb)
      .map((load) => `${load.screen}: ${load.gzipKb} kB > ${load.limitKb} kB`);
    expect(over).toEqual([]);
  });

  it('keeps no ceiling for a screen that is already within its budget (lower it, or delete it)', () => {
    const stale = loads
      .filter((load) => FIRST_LOAD_CEILINGS_KB[load.screen] !== undefined && load.gzipKb <= load.budgetKb)
      .map((load) => load.screen);
    expect(stale).toEqual([]);
  });
});

describe("Mantine's styles, imported per component (apps/web/src/app/mantine-styles.ts)", () => {
  it('has rules in the build for every Mantine class the built scripts use', () => {
    const unstyled = unstyledMantineClasses();
    // Named by the file to import, so the failure says what to add.
    expect(mantineStyleFilesFor(unstyled)).toEqual([]);
    expect(unstyled).toEqual([]);
  });

  it("imports them in @mantine/core/styles.css's own order, so each component's rules follow those it is built on", () => {
    expect(mantineImportsOutOfOrder()).toEqual([]);
  });
});
