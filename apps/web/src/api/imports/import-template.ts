import type { ImportKind } from '@hearth/domain/imports';

/**
 * `GET v3/imports/{kind}/template` (docs/product/imports.md#calls): the columns and one example row as CSV. The
 * browser fetches it itself, through a link with `download`, with the session cookie of this origin.
 */
export const importTemplateHref = (kind: ImportKind): string => `/api/v3/imports/${kind}/template`;
