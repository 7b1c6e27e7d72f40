import { addressOrNull } from '@hearth/domain/api';
import { STATEMENT_SORTS, type StatementSort } from '@hearth/domain/statements';
import * as z from 'zod/mini';

export type StatementListSort = StatementSort | `-${StatementSort}`;

const SORT_VALUES = STATEMENT_SORTS.flatMap((field) => [field, `-${field}`]) as [
  StatementListSort,
  ...StatementListSort[],
];

/**
 * The address of /statements: `?search=&month=YYYY-MM&sort=`, so a reload or a copied link keeps the list. No month is
 * every month; no sort is the spec's default, date ascending.
 */
export const ZStatementsAddress = z.object({
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 200)),
  ),
  month: addressOrNull(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  sort: addressOrNull(z.enum(SORT_VALUES)),
});
export type StatementsAddress = z.output<typeof ZStatementsAddress>;
