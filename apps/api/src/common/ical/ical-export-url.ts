import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { icalExports } from '../../db/schema';

/*
 * A property's secret iCal export URL: the ical module serves and rotates it, the property document shows it.
 */

/** The public path of an export; the token is the only credential, so the route is 'public'. */
export const ICAL_EXPORT_PATH = '/api/v1/public/ical';

export const newToken = () => randomBytes(32).toString('base64url');

export const exportUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${ICAL_EXPORT_PATH}/${token}.ics`;

/**
 * The secret export URL of a property's booked and blocked nights, making its token on first use. The caller has
 * already checked that the user may see it (admin, staff, licensee in scope); `token` is the one it read already, if
 * any (the property document reads it with the home).
 */
export const icalExportUrl = async (
  db: Db,
  options: { propertyId: string; publicUrl: string; token?: string | null },
): Promise<string> => {
  if (options.token) return exportUrl(options.publicUrl, options.token);
  const find = () =>
    db.select({ token: icalExports.token }).from(icalExports).where(eq(icalExports.propertyId, options.propertyId));
  // Read first: the property document asks on every calendar load, and a write per read costs a commit each time.
  let [row] = await find();
  if (!row) {
    await db.insert(icalExports).values({ propertyId: options.propertyId, token: newToken() }).onConflictDoNothing();
    [row] = await find();
  }
  if (!row) throw new Error(`No iCal export for property ${options.propertyId}`);
  return exportUrl(options.publicUrl, row.token);
};
