import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from './first-load';

/** The checkout these scripts run in (apps/web/dist is three levels below it). */
const ROOT = path.resolve(WEB_DIST, '../../..');

/** Mantine's generated class names (`m_` and eight hex digits), as its components' scripts and styles write them. */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;

const classesIn = (dir: string, extension: string): Set<string> => {
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(extension))) {
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(MANTINE_CLASS)) found.add(match[0]);
  }
  return found;
};

/**
 * The Mantine classes the built scripts put on elements that no built stylesheet has rules for: a component whose
 * styles are not imported (apps/web/src/app/mantine-styles.ts imports them one by one), so it would draw unstyled.
 */
export const unstyledMantineClasses = (dist = WEB_DIST): string[] => {
  const assets = path.join(dist, 'assets');
  const styled = classesIn(assets, '.css');
  return [...classesIn(assets, '.js')].filter((name) => !styled.has(name)).sort();
};

/** The files of @mantine/core/styles that have rules for these classes: what mantine-styles.ts is missing. */
export const mantineStyleFilesFor = (classes: readonly string[], root = ROOT): string[] => {
  const dir = path.join(root, 'node_modules/@mantine/core/styles');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .filter((file) => classes.some((name) => readFileSync(path.join(dir, file), 'utf8').includes(name)));
};

/**
 * The files mantine-styles.ts imports that come before one they follow in @mantine/core/styles.css: a component's
 * rules must follow those of the components it is built on (Button after UnstyledButton), as in the whole file.
 */
export const mantineImportsOutOfOrder = (root = ROOT): string[] => {
  const core = path.join(root, 'node_modules/@mantine/core');
  const whole = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const imports = readFileSync(path.join(root, 'apps/web/src/app/mantine-styles.ts'), 'utf8').matchAll(
    /@mantine\/core\/styles\/([\w-]+\.css)/g,
  );
  // Where each file's rules start in the whole file (its first 200 characters are unique to it).
  const placed = [...imports].map(([, file = '']) => ({
    file,
    at: whole.indexOf(
      readFileSync(path.join(core, 'styles', file), 'utf8')
        .trim()
        .slice(0, 200),
    ),
  }));
  return placed
    .filter((entry, index) => entry.at < 0 || placed.slice(0, index).some((before) => before.at > entry.at))
    .map((entry) => entry.file);
};
