import type { TImportRowError } from '@hearth/domain/imports';

/** A row of the file with its problems beside it: the line, what the row is (a code, a reference) and each column's. */
export type RowProblems = { line: number; label: string; problems: { column: string; message: string }[] };

/** The problems of an answer (sorted by line) gathered by row, in the file's order. */
export const rowsOfErrors = (errors: readonly TImportRowError[]): RowProblems[] => {
  const rows: RowProblems[] = [];
  for (const { line, label, column, message } of errors) {
    const last = rows.at(-1);
    if (last?.line === line) last.problems.push({ column, message });
    else rows.push({ line, label, problems: [{ column, message }] });
  }
  return rows;
};
