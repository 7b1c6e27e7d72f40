import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_ERROR_CODES,
  DOCUMENT_KEY_PREFIX,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  HTTP,
  type TCreateDocumentRequest,
  type TDocumentItem,
} from '@hearth/domain';
import { BLOB_KEY_PATTERN, type BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { presentDocument } from './resources.presenter';

/** The type a file shows (docs/product/resources.md#fields 'fileType'), from the type its bytes were checked to be. */
const FILE_TYPES: Record<string, string> = {
  [DOCUMENT_CONTENT_TYPES.pdf]: 'pdf',
  [DOCUMENT_CONTENT_TYPES.png]: 'png',
  [DOCUMENT_CONTENT_TYPES.jpeg]: 'jpg',
};
/** Name endings that claim a type: a file whose bytes are another type is refused rather than mislabelled. */
const CLAIMED_TYPES: Record<string, string> = { pdf: 'pdf', png: 'png', jpg: 'jpg', jpeg: 'jpg' };

const badRequest = (code: string, detail: string, pointer: string) =>
  new AppError({ status: HTTP.badRequest, code, detail, source: { pointer } });

/** The folder a new document goes into: 404 when there is none, 400 when it is a file. */
const checkParent = async (db: Db, parentId: string | null) => {
  if (parentId === null) return;
  const [parent] = await db.select().from(documents).where(eq(documents.id, parentId)).limit(1);
  if (!parent) {
    throw new AppError({
      status: HTTP.notFound,
      code: DOCUMENT_ERROR_CODES.notFound,
      detail: DOCUMENT_MESSAGES.parentNotFound,
      source: { pointer: '/parentId' },
    });
  }
  if (!parent.isFolder) {
    throw badRequest(DOCUMENT_ERROR_CODES.parentNotFolder, DOCUMENT_MESSAGES.parentNotFolder, '/parentId');
  }
};

const checkNameFree = async (db: Db, parentId: string | null, name: string, exceptId?: string) => {
  const [taken] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        parentId === null ? isNull(documents.parentId) : eq(documents.parentId, parentId),
        sql`lower(${documents.name}) = lower(${name})`,
        exceptId ? ne(documents.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) {
    throw new AppError({
      status: HTTP.conflict,
      code: DOCUMENT_ERROR_CODES.nameTaken,
      detail: DOCUMENT_MESSAGES.nameTaken,
      source: { pointer: '/name' },
    });
  }
};

/**
 * An uploaded file becomes a document only if its key is a document upload no document uses yet and its bytes are a
 * PDF or image within 20 MB (verifyUpload: type, magic bytes, size); a name ending in another type is refused.
 */
const acceptFile = async (db: Db, blob: BlobStore, fileKey: string, name: string) => {
  const notUploaded = () => badRequest(DOCUMENT_ERROR_CODES.notUploaded, DOCUMENT_MESSAGES.notUploaded, '/fileKey');
  if (!BLOB_KEY_PATTERN.test(fileKey) || !fileKey.startsWith(`${DOCUMENT_KEY_PREFIX}.`)) throw notUploaded();
  const [used] = await db.select({ id: documents.id }).from(documents).where(eq(documents.fileKey, fileKey)).limit(1);
  if (used) throw notUploaded();
  const meta = await blob.verifyUpload(fileKey, {
    contentTypes: Object.values(DOCUMENT_CONTENT_TYPES),
    maxBytes: DOCUMENT_MAX_BYTES,
  });
  const fileType = meta ? FILE_TYPES[meta.contentType] : undefined;
  if (!meta || !fileType) throw notUploaded();
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const claimed = ending ? CLAIMED_TYPES[ending] : undefined;
  if (claimed && claimed !== fileType)
    throw badRequest(DOCUMENT_ERROR_CODES.notUploaded, DOCUMENT_MESSAGES.wrongType, '/name');
  return { fileKey: meta.key, fileType, fileSize: meta.size };
};

/** `POST v3/documents`: a new folder, or an uploaded file saved into a folder (or the top level). */
export const createDocument = async ({
  db,
  blob,
  caller,
  body,
}: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  body: TCreateDocumentRequest;
}): Promise<{ data: TDocumentItem }> => {
  await checkParent(db, body.parentId);
  await checkNameFree(db, body.parentId, body.name);
  const file = body.fileKey ? await acceptFile(db, blob, body.fileKey, body.name) : null;
  const values = {
    parentId: body.parentId,
    name: body.name,
    isFolder: file === null,
    fileKey: file?.fileKey ?? null,
    fileType: file?.fileType ?? null,
    fileSize: file?.fileSize ?? null,
    createdBy: caller.user.id,
  };
  const row = await auditedChange(db, async (tx) => {
    const [created] = await tx.insert(documents).values(values).returning();
    const { fileKey: _key, ...shown } = values;
    return {
      result: created!,
      audit: {
        actor: actorOf(caller),
        action: 'documents.create',
        entity: 'document',
        entityId: created!.id,
        after: shown,
      },
    };
  });
  return { data: presentDocument(blob, row) };
};
