import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `daterange` (Drizzle has no range type): nights [check-in, check-out), read as the raw literal. */
export const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/**
 * Lower-case text with macrons and common accents folded, as an immutable SQL expression (usable in generated
 * columns, unlike unaccent): 'Whangārei' and 'whangarei' both become 'whangarei'. Queries fold with `foldText`.
 */
export const foldedSql = (expression: string) => sql.raw(`translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`);

const ACCENTED = 'āēīōūàáâäçèéêëìíîïñòóôöùúûü';
const PLAIN = 'aeiouaaaaceeeeiiiinoooouuuu';

/** The same folding in JavaScript, for query text. */
export const foldText = (text: string): string =>
  [...text.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');
