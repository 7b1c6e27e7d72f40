import type { BlobStore } from '../../adapters/blob';

/** Stale PDFs after the change committed; a failed delete leaves an orphan file, never a wrong statement. */
export const deletePdfs = async (blob: BlobStore, keys: readonly string[]) => {
  await Promise.all(keys.map((key) => blob.delete(key).catch(() => undefined)));
};
