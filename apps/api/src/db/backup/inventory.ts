import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../client';
import type { MigrationLevel } from './manifest';

/** Runs one SQL text and returns its rows; both engines' clients fit behind this. */
export type Query = <T>(sql: string) => Promise<T[]>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row counts of every table outside the system schemas (drizzle's migration table included), keyed `schema.table`. */
export const countRows = async (query: Query): Promise<Record<string, number>> => {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       and table_schema not like 'pg\\_%'
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${quote(schema)}.${quote(name)}`);
    counts[`${schema}.${name}`] = row?.n ?? 0;
  }
  return counts;
};

type JournalEntry = { tag: string; when: number };

/** The migrations this code ships (drizzle-kit's journal). */
export const shippedMigrations = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/** How far the database is migrated: drizzle's own table, named by the journal's tag. */
export const migrationLevel = async (query: Query): Promise<MigrationLevel> => {
  const [exists] = await query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return { applied: 0, lastTag: null };
  const [row] = await query<{ applied: number; last: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const last = row?.last ? Number(row.last) : null;
  const tag = shippedMigrations().find((entry) => entry.when === last)?.tag ?? null;
  return { applied: row?.applied ?? 0, lastTag: tag };
};
