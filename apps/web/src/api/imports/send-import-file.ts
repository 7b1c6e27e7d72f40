import type { ImportKind, TImportCheck, TImportDocument } from '@hearth/domain/imports';
import { useMutation } from '@tanstack/react-query';
import { postFile } from '../../lib/post-file';

export type SendImportFileInput = {
  kind: ImportKind;
  file: File;
  preview: boolean;
  /** How much of the file has gone, 0 to 1. */
  onProgress: (fraction: number) => void;
};

/** A check's answer, or the import it started. */
export type SentImportFile = { check: TImportCheck; started: null } | { check: null; started: TImportDocument };

/**
 * `POST v3/imports/{kind}?preview=` (docs/product/imports.md#calls) with the file's bytes as they are (`text/csv`: the
 * API checks the encoding itself). A check lists every row's problems and writes nothing (200); an import of a file
 * without problems starts (202) and is followed with useImport; one with problems is 422 `CSV_ROW_ERRORS`, the same
 * check in its `meta`.
 */
export const sendImportFile = async ({
  kind,
  file,
  preview,
  onProgress,
}: SendImportFileInput): Promise<SentImportFile> => {
  const answer = await postFile<{ data: TImportCheck } | TImportDocument>(
    `/api/v3/imports/${kind}?preview=${preview}`,
    file,
    { contentType: 'text/csv', onProgress },
  );
  // A started import is a resource ('type'); a check is the figures alone.
  if ('type' in answer.data) return { check: null, started: answer as TImportDocument };
  return { check: answer.data, started: null };
};

export const useSendImportFile = () => useMutation({ mutationFn: sendImportFile });
