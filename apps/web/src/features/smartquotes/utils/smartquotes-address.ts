import { addressOrNull } from '@hearth/domain/api';
import { SMARTQUOTE_SORTS, type SmartquoteSort } from '@hearth/domain/smartquotes';
import * as z from 'zod/mini';

export type SmartquoteListSort = SmartquoteSort | `-${SmartquoteSort}`;

const SORT_VALUES = SMARTQUOTE_SORTS.flatMap((field) => [field, `-${field}`]) as [
  SmartquoteListSort,
  ...SmartquoteListSort[],
];

/**
 * The address of /smartquotes: `?search=&sort=` (zod/mini, as every address schema), so that a copied link reopens the
 * same list. No sort is the server's order, newest first.
 */
export const ZSmartquotesAddress = z.object({
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 200)),
  ),
  sort: addressOrNull(z.enum(SORT_VALUES)),
});
export type SmartquotesAddress = z.output<typeof ZSmartquotesAddress>;
