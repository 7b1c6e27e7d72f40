import { and, eq, sql } from 'drizzle-orm';
import { DOCUMENT_ERROR_CODES, DOCUMENT_MESSAGES, HTTP } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';

const notFound = () =>
  new AppError({ status: HTTP.notFound, code: DOCUMENT_ERROR_CODES.notFound, detail: DOCUMENT_MESSAGES.notFound });

/** `DELETE v3/documents/{id}`: a file (and its stored bytes) or an empty folder; a folder with contents is 409. */
export const deleteDocument = async ({
  db,
  blob,
  caller,
  id,
}: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  id: string;
}) => {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.isFolder) {
    const [child] = await db.select({ id: documents.id }).from(documents).where(eq(documents.parentId, id)).limit(1);
    if (child) {
      throw new AppError({
        status: HTTP.conflict,
        code: DOCUMENT_ERROR_CODES.notEmpty,
        detail: DOCUMENT_MESSAGES.folderNotEmpty,
      });
    }
  }
  await auditedChange(db, async (tx) => {
    // The folder must still be empty when it goes: a file saved into it meanwhile would go with it (cascade).
    const deleted = await tx
      .delete(documents)
      .where(
        and(
          eq(documents.id, id),
          row.isFolder ? sql`not exists (select 1 from documents c where c.parent_id = ${id})` : undefined,
        ),
      )
      .returning({ id: documents.id });
    if (deleted.length === 0) {
      throw new AppError({
        status: HTTP.conflict,
        code: DOCUMENT_ERROR_CODES.notEmpty,
        detail: DOCUMENT_MESSAGES.folderNotEmpty,
      });
    }
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'documents.delete',
        entity: 'document',
        entityId: id,
        before: { name: row.name, parentId: row.parentId, isFolder: row.isFolder, fileType: row.fileType },
      },
    };
  });
  if (row.fileKey) await blob.delete(row.fileKey);
};
