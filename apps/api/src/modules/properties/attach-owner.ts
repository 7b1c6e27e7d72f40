import { and, eq } from 'drizzle-orm';
import type { ZPropertyCreateOwner } from '@hearth/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { propertyOwners } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { sendPasswordConfirmLink } from '../../common/auth/account-tokens';
import { attachOwner, inviteOwner, ownersCompanyOf, planOwner } from './property-owner';

/**
 * `POST v3/properties/{id}/owners` (docs/product/properties.md#owners): the owner with this email is attached when
 * they have an account the caller reaches, else invited (an Owner account and the confirm link; their first
 * sign-in lands on this home's onboarding progress). Audited on the home.
 */
export const addPropertyOwner = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  caller: SessionUser;
  id: string;
  owner: z.output<typeof ZPropertyCreateOwner>;
}): Promise<{ userId: string; invited: boolean }> => {
  const { db } = options;
  const caller = scopeCallerOf(options.caller);
  const { row: home } = await findInScope(db, caller, 'property', options.id);
  const plan = await planOwner(db, caller, options.owner, await ownersCompanyOf(db, home.companyId));
  const { userId, invited } = await auditedChange(db, async (tx) => {
    const made = plan.kind === 'invite' ? await inviteOwner(tx, plan) : null;
    const userId = made?.user.id ?? (plan.kind === 'attach' ? plan.userId : '');
    await attachOwner(tx, home.id, userId);
    return {
      result: { userId, invited: made },
      audit: [
        ...(made ? [{ ...made.audit, actor: actorOf(options.caller) }] : []),
        {
          actor: actorOf(options.caller),
          action: 'property.owner-add',
          entity: 'property',
          entityId: home.id,
          after: { userId, email: options.owner.email, invited: made !== null },
        },
      ],
    };
  });
  if (invited) {
    await sendPasswordConfirmLink({
      db,
      mailer: options.mailer,
      productName: options.productName,
      publicUrl: options.publicUrl,
      user: invited.user,
      reason: `You are the owner of ${home.name}, which ${options.productName} is getting ready for guests.`,
    });
  }
  return { userId, invited: invited !== null };
};

/** `DELETE v3/properties/{id}/owners/{userId}`: the owner no longer on this home (their account stays); idempotent. */
export const removePropertyOwner = async (options: { db: Db; caller: SessionUser; id: string; userId: string }) => {
  const { row: home } = await findInScope(options.db, scopeCallerOf(options.caller), 'property', options.id);
  await auditedChange(options.db, async (tx) => {
    const removed = await tx
      .delete(propertyOwners)
      .where(and(eq(propertyOwners.propertyId, home.id), eq(propertyOwners.userId, options.userId)))
      .returning({ userId: propertyOwners.userId });
    // Taking off someone who is not an owner changes nothing, and writes nothing down.
    return {
      result: undefined,
      audit:
        removed.length === 0
          ? null
          : {
              actor: actorOf(options.caller),
              action: 'property.owner-remove',
              entity: 'property',
              entityId: home.id,
              before: { userId: options.userId },
            },
    };
  });
};
