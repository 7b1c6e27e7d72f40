import { stringify } from 'csv-stringify/sync';
import {
  BOOKINGS_CSV_COLUMNS,
  HOMES_CSV_COLUMNS,
  IMPORT_TEMPLATE_ROWS,
  importTemplateName,
  type ImportKind,
} from '@hearth/domain';

const COLUMNS = { homes: HOMES_CSV_COLUMNS, bookings: BOOKINGS_CSV_COLUMNS } as const;

/** `GET v3/imports/{kind}/template` (docs/product/imports.md#calls): the columns and one example row, as CSV UTF-8. */
export const getImportTemplate = (kind: ImportKind): { filename: string; text: string } => ({
  filename: importTemplateName(kind),
  text: stringify([[...COLUMNS[kind]], [...IMPORT_TEMPLATE_ROWS[kind]]], { record_delimiter: 'windows' }),
});
