import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Definition = { table: string; name: string; kind: 'constraint' | 'index'; definition: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The indexes and constraints of `tables` as the migrations left them, read back from the catalogue. Keys that
 * another table's foreign key depends on stay in place (dropping them would cascade).
 */
const captureDefinitions = async (db: Db, tables: readonly string[]): Promise<Definition[]> =>
  rowsOf<Definition>(
    await db.execute(sql`
      with target as (
        select oid from pg_class where relnamespace = 'public'::regnamespace and relname in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
      )
      select c.conrelid::regclass::text as "table", c.conname as name, 'constraint' as kind,
        pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.conrelid in (select oid from target) and c.contype in ('p', 'u', 'f', 'x')
        and (c.contype = 'f' or not exists (
          select 1 from pg_constraint r where r.contype = 'f' and r.conindid = c.conindid and r.conrelid <> c.conrelid))
      union all
      select i.indrelid::regclass::text, x.relname, 'index', pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class x on x.oid = i.indexrelid
      where i.indrelid in (select oid from target)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
      order by 1, 3, 2`),
  );

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Bulk loads run faster into bare tables (docs/CONTRIBUTING.md#stack: GiST and the exclusion constraint cost 20x during a load).
 * This drops the indexes and constraints of `tables`, runs `load`, and recreates exactly what it dropped, from the
 * catalogue's own definitions, so the final schema is the migrations' (checked before returning). Re-adding the
 * constraints validates every loaded row: a double booking or a dangling id still fails the load.
 */
export const withDeferredIndexes = async (
  db: Db,
  tables: readonly string[],
  load: () => Promise<void>,
  options: { onRestore?: (definition: Definition, ms: number) => void } = {},
): Promise<void> => {
  const before = await captureDefinitions(db, tables);
  const byKind = (kind: Definition['kind']) => before.filter((d) => d.kind === kind);
  for (const d of byKind('constraint')) {
    await db.execute(sql.raw(`alter table ${quote(d.table)} drop constraint ${quote(d.name)}`));
  }
  for (const d of byKind('index')) await db.execute(sql.raw(`drop index ${quote(d.name)}`));
  await load();
  // Keys and indexes first, foreign keys last (they need the keys they point at).
  const order = [
    ...byKind('index'),
    ...byKind('constraint').filter((d) => !d.definition.startsWith('FOREIGN KEY')),
    ...byKind('constraint').filter((d) => d.definition.startsWith('FOREIGN KEY')),
  ];
  for (const d of order) {
    const started = performance.now();
    await db.execute(
      sql.raw(
        d.kind === 'index'
          ? d.definition
          : `alter table ${quote(d.table)} add constraint ${quote(d.name)} ${d.definition}`,
      ),
    );
    options.onRestore?.(d, performance.now() - started);
  }
  const after = await captureDefinitions(db, tables);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    throw new Error(`Indexes of ${tables.join(', ')} differ after the load: the schema would not be the migrations'`);
  }
};
