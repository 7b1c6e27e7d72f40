import { and, eq, exists, or } from 'drizzle-orm';
import { grantOf, HTTP, OWNER_ROLE, PAYOUT_ERROR_CODES, PAYOUT_MESSAGES } from '@hearth/domain';
import type { Db } from '../db/client';
import { propertyOwners, userRoles, users, type UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ScopeCaller } from './scope';

/**
 * The owner whose bank details a caller reaches (docs/product/payouts.md#who-uses-it): the `bank-account:read` grant,
 * `all` every owner (staff, admin, finance), `own` only the caller themself (an owner). Bank details are kept for
 * owners only (the owner role, or a home owned), so anyone else is 404 like an unknown id.
 */
export const findPayeeInScope = async (db: Db, caller: ScopeCaller, id: string): Promise<UserRow> => {
  const grant = grantOf(caller, 'bank-account:read');
  const reached = grant === 'all' || (grant === 'own' && id === caller.userId);
  const [row] = reached
    ? await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, id),
            or(
              exists(
                db
                  .select({ one: userRoles.userId })
                  .from(userRoles)
                  .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, OWNER_ROLE))),
              ),
              exists(
                db
                  .select({ one: propertyOwners.userId })
                  .from(propertyOwners)
                  .where(eq(propertyOwners.userId, users.id)),
              ),
            ),
          ),
        )
        .limit(1)
    : [];
  if (!row) {
    throw new AppError({
      status: HTTP.notFound,
      code: PAYOUT_ERROR_CODES.payeeNotFound,
      detail: PAYOUT_MESSAGES.payeeNotFound,
    });
  }
  return row;
};
