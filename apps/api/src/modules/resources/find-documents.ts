import type { TDocumentsQuery } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { byFolderThenName, presentDocument, presentTree, type DocumentRow } from './resources.presenter';

/**
 * `GET v3/documents?structure=tree|flat&search=`: the whole table in one query (it is small), shaped in memory. A
 * search (case-insensitive on name, docs/product/resources.md#states) keeps the matches' folders so the tree still shows where they are.
 */
export const findDocuments = async ({ db, blob, query }: { db: Db; blob: BlobStore; query: TDocumentsQuery }) => {
  const rows = await db.select().from(documents);
  const needle = query.search?.toLocaleLowerCase('en') ?? '';
  const matches = (row: DocumentRow) => needle === '' || row.name.toLocaleLowerCase('en').includes(needle);
  if (query.structure === 'flat') {
    return {
      data: rows
        .filter(matches)
        .sort(byFolderThenName)
        .map((row) => presentDocument(blob, row)),
    };
  }
  return { data: presentTree(blob, rows, matches) };
};
