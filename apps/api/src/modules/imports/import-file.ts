import {
  BOOKINGS_CSV_COLUMNS,
  BOOKINGS_CSV_REQUIRED,
  CSV_ERROR_CODES,
  CSV_IMPORT,
  CSV_MESSAGES,
  HOMES_CSV_COLUMNS,
  HOMES_CSV_REQUIRED,
  HTTP,
  type ImportKind,
  type TImportCheck,
  type TImportRowError,
} from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { readCsvFile, type CsvRow } from '../../lib/csv-file';

const COLUMNS = {
  homes: { required: HOMES_CSV_REQUIRED, expected: HOMES_CSV_COLUMNS },
  bookings: { required: BOOKINGS_CSV_REQUIRED, expected: BOOKINGS_CSV_COLUMNS },
} as const;

/** The file's lines (lib/csv-file.ts: UTF-8, a header naming the kind's required columns, formula cells marked). */
export const readImportFile = (kind: ImportKind, body: Buffer): CsvRow[] => readCsvFile(body, COLUMNS[kind]);

/** Rows with at least one problem: what "3 rows have errors" counts. */
export const rowsWithErrors = (errors: readonly TImportRowError[]): number => new Set(errors.map((e) => e.line)).size;

/** The problems an answer lists, by line: the first CSV_IMPORT.errorsListed. */
export const listedErrors = (errors: readonly TImportRowError[]): TImportRowError[] =>
  [...errors].sort((a, b) => a.line - b.line).slice(0, CSV_IMPORT.errorsListed);

/** The check's answer; with errors and not a preview, the 422 that carries it (nothing is written). */
export const checkAnswer = (
  check: Omit<TImportCheck, 'applied' | 'errorCount' | 'errors'>,
  errors: TImportRowError[],
) => ({
  data: { applied: false as const, ...check, errorCount: rowsWithErrors(errors), errors: listedErrors(errors) },
});

export const rowErrorsRefusal = (answer: ReturnType<typeof checkAnswer>): AppError =>
  new AppError({
    status: HTTP.unprocessable,
    code: CSV_ERROR_CODES.rows,
    detail: CSV_MESSAGES.rows(answer.data.errorCount),
    meta: answer.data,
  });
