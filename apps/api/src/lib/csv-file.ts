import { parse } from 'csv-parse/sync';
import { CSV_ERROR_CODES, CSV_IMPORT, CSV_MESSAGES, HTTP } from '@hearth/domain';
import { AppError } from './app-error';

export type CsvRow = { line: number; cells: Record<string, string>; formulaColumns: string[] };

const refused = (code: string, detail: string) => new AppError({ status: HTTP.badRequest, code, detail });

/** Header names as people write them: 'Min nights' and 'min_nights' are one column. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A cell a spreadsheet would run: it starts with = + - @ and is not a plain number. */
const isFormula = (cell: string) => /^[=+\-@]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell);

/**
 * An uploaded CSV file, read strictly (docs/product/rates.md#csv): UTF-8 only (a byte-order mark is dropped), one
 * header line naming at least `required`, every line with as many cells as the header, at most CSV_IMPORT.rowsMax
 * rows. A cell holding a formula is reported on its row (never run, never stored). Throws a 400 naming what is wrong.
 */
export const readCsvFile = (
  body: Buffer,
  options: { required: readonly string[]; expected: readonly string[] },
): CsvRow[] => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw refused(CSV_ERROR_CODES.encoding, CSV_MESSAGES.encoding);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const why =
      String((error as Error).message ?? '')
        .replace(/^Invalid Record Length: /, '')
        .split(',')[0] ?? '';
    throw refused(CSV_ERROR_CODES.malformed, CSV_MESSAGES.malformed(line, why.trim() || 'unreadable'));
  }
  const [header, ...lines] = records;
  if (!header) throw refused(CSV_ERROR_CODES.empty, CSV_MESSAGES.empty);
  const columns = header.record.map(columnName);
  const missing = options.required.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw refused(CSV_ERROR_CODES.columns, CSV_MESSAGES.missingColumns(missing, options.expected));
  if (lines.length === 0) throw refused(CSV_ERROR_CODES.empty, CSV_MESSAGES.empty);
  if (lines.length > CSV_IMPORT.rowsMax) throw refused(CSV_ERROR_CODES.tooManyRows, CSV_MESSAGES.tooManyRows);
  return lines.map(({ record: cellsOfLine, info }) => {
    const cells: Record<string, string> = {};
    const formulaColumns: string[] = [];
    columns.forEach((column, i) => {
      const cell = cellsOfLine[i] ?? '';
      if (isFormula(cell)) formulaColumns.push(column);
      cells[column] = cell;
    });
    // The line of the file the row ends on, as a text editor numbers it.
    return { line: info.lines, cells, formulaColumns };
  });
};
