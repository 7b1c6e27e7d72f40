import { sql } from 'drizzle-orm';
import { todayIn } from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { ratesDocumentSql } from './rates.presenter';

/**
 * `GET v3/properties/{id}/rates?from&to`: each night's rate per channel in cents, keyed by date, as the JSON text of
 * a ZRatesResponse. Confidential: admin, staff, licensees and reservation managers (docs/product/rates.md#who-uses-it).
 *
 * The calendar asks for 26 months (~790 nights) on every open; PostgreSQL writes the document itself, so the
 * API passes one string on instead of parsing, mapping, re-checking and re-serialising 790 rows (about two thirds
 * of the call's time, bench/calendar). The shape is fixed in rates.presenter.ts and checked against ZRatesResponse
 * by the tests.
 */
export const findRates = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  from: string;
  to: string;
  now?: Date;
}): Promise<string> => {
  const { db, caller } = options;
  const property = await findHomeInScope(db, scopeCallerOf(caller), options.propertyId);
  const today = todayIn(property.timezone, options.now ?? new Date());
  const { rows } = (await db.execute(sql`
    select ${ratesDocumentSql({ today, currency: property.currency })} as document
    from ${dailyRates} r
    where r.property_id = ${property.id} and r.night between ${options.from}::date and ${options.to}::date`)) as unknown as {
    rows: { document: string }[];
  };
  const [row] = rows;
  if (!row) throw new Error('the rates document is always one row');
  return row.document;
};
