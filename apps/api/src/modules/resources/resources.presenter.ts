import type { TDocumentItem, TDocumentUploadResponse, TFormItem, TNewsletterItem } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { documents, forms, newsletters } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type FormRow = typeof forms.$inferSelect;
export type NewsletterRow = typeof newsletters.$inferSelect;

/** One document as the API shows it; a file's bytes only through a freshly signed URL, never its storage key. */
export const presentDocument = (blob: BlobStore, row: DocumentRow, contents: TDocumentItem[] = []): TDocumentItem => ({
  id: row.id,
  type: 'document',
  attributes: {
    name: row.name,
    fileType: row.isFolder ? null : row.fileType,
    modifiedAt: row.modifiedAt.toISOString(),
    fileSize: row.isFolder ? null : row.fileSize,
    isFolder: row.isFolder,
    url: !row.isFolder && row.fileKey ? blob.signedUrl(row.fileKey) : null,
    parentId: row.parentId,
    contents,
  },
});

/** Folders first, then files, each by name (case-insensitive). */
export const byFolderThenName = (a: DocumentRow, b: DocumentRow) =>
  Number(b.isFolder) - Number(a.isFolder) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The tree from every row (docs/product/resources.md#calls 'returns data as a tree'): `matches` says which rows a search found; a folder
 * is kept when anything below it matches (so a search still shows where its matches are), and a matching folder
 * keeps all it holds.
 */
export const presentTree = (blob: BlobStore, rows: readonly DocumentRow[], matches: (row: DocumentRow) => boolean) => {
  const children = new Map<string | null, DocumentRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (parentId: string | null, seen: ReadonlySet<string>, all: boolean): TDocumentItem[] =>
    (children.get(parentId) ?? [])
      .slice()
      .sort(byFolderThenName)
      .flatMap((row) => {
        // A cycle cannot be made through the API; the guard keeps a bad row from looping forever.
        if (seen.has(row.id)) return [];
        const found = all || matches(row);
        const below = row.isFolder ? build(row.id, new Set([...seen, row.id]), found) : [];
        return found || below.length > 0 ? [presentDocument(blob, row, below)] : [];
      });
  return build(null, new Set(), false);
};

export const presentForm = (blob: BlobStore, row: FormRow): TFormItem => ({
  id: row.id,
  type: 'form',
  attributes: {
    title: row.title,
    url: row.url ?? (row.fileKey ? blob.signedUrl(row.fileKey) : null),
    description: row.description,
  },
});

export const presentNewsletter = (row: NewsletterRow): TNewsletterItem => ({
  id: row.id,
  type: 'newsletter',
  attributes: {
    title: row.title,
    url: row.url,
    heroImageUrl: row.heroImageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  },
});

/** Where to PUT a document's bytes, until when, and the key to save it under. */
export const presentDocumentUpload = (upload: {
  key: string;
  signedUrl: string;
  expiresAt: Date;
}): TDocumentUploadResponse => ({
  data: {
    type: 'document-upload',
    attributes: { key: upload.key, signedUrl: upload.signedUrl, expiresAt: upload.expiresAt.toISOString() },
  },
});
