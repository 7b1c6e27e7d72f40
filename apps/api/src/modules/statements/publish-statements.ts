import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { statementHomeScope } from '../../access/statement-scope';
import type { ScopeCaller } from '../../access/scope';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { properties, statements } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { monthNightsOf } from './split-stay';
import { deletePdfs } from './stale-pdfs';
import { presentPublished } from './statements.presenter';

/**
 * `POST v3/statements/publish`: these drafts, or every draft of a month, of the homes in the caller's reach, go to
 * their owners. Ids out of reach or already published are passed over (the count says what happened). A draft's
 * PDF says 'Draft', so it is drawn again on its next download.
 */
export const publishStatements = async (
  options: {
    db: Db;
    blob: BlobStore;
    caller: ScopeCaller;
    actor: AuditEntry['actor'];
    now: Date;
  } & ({ ids: string[] } | { month: string }),
) => {
  const which: SQL =
    'ids' in options ? inArray(statements.id, options.ids) : eq(statements.month, monthNightsOf(options.month).start);
  const published = await auditedChange(options.db, async (tx) => {
    const drafts = await tx
      .select({ id: statements.id, pdfKey: statements.pdfKey })
      .from(statements)
      .innerJoin(properties, eq(properties.id, statements.propertyId))
      .where(and(which, eq(statements.status, 'draft'), statementHomeScope(options.caller)));
    const done =
      drafts.length === 0
        ? []
        : await tx
            .update(statements)
            .set({ status: 'published', publishedAt: options.now, pdfKey: null })
            .where(
              and(
                inArray(
                  statements.id,
                  drafts.map((d) => d.id),
                ),
                eq(statements.status, 'draft'),
              ),
            )
            .returning({ id: statements.id });
    const ids = new Set(done.map((row) => row.id));
    const audit: AuditEntry | null =
      ids.size === 0
        ? null
        : {
            actor: options.actor,
            action: 'statements.publish',
            entity: 'statement',
            entityId: ids.size === 1 ? [...ids][0]! : null,
            after: { published: [...ids] },
          };
    const pdfKeys = drafts.flatMap((d) => (d.pdfKey && ids.has(d.id) ? [d.pdfKey] : []));
    return { result: { count: ids.size, pdfKeys }, audit };
  });
  await deletePdfs(options.blob, published.pdfKeys);
  return presentPublished(published.count);
};
