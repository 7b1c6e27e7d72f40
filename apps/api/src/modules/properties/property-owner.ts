import { and, eq } from 'drizzle-orm';
import {
  grantOf,
  HTTP,
  NOTIFICATION_DEFAULTS,
  OWN_PARTNER_TYPE,
  PROPERTY_CREATE_ERROR_CODES,
  PROPERTY_CREATE_MESSAGES,
} from '@hearth/domain';
import type { z } from 'zod';
import type { ZPropertyCreateOwner } from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, propertyOwners, userRoles, users, type UserRow } from '../../db/schema';
import type { ScopeCaller } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { nextUserCode } from '../../common/users/user-code';

type OwnerInput = z.output<typeof ZPropertyCreateOwner>;

/** An owner with an account is attached; one without is invited: an Owner account made, its confirm link mailed. */
export type OwnerPlan =
  { kind: 'attach'; userId: string } | { kind: 'invite'; owner: OwnerInput; companyId: string | null };

const taken = (detail: string) =>
  new AppError({
    status: HTTP.conflict,
    code: PROPERTY_CREATE_ERROR_CODES.ownerEmailTaken,
    detail,
    source: { pointer: '/data/attributes/owner/email' },
  });

/**
 * Who the owner is (docs/product/properties.md#adding-a-home): the account with this email when it is an owner the
 * caller reaches (a licensee: an owner of their own company), else a new one. `companyId` is the partner company the
 * new owner belongs to, null for the organisation's own homes.
 */
export const planOwner = async (
  db: Db,
  caller: ScopeCaller,
  owner: OwnerInput,
  companyId: string | null,
): Promise<OwnerPlan> => {
  const [existing] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, owner.email));
  if (!existing) return { kind: 'invite', owner, companyId };
  if (grantOf(caller, 'property:create') === 'company' && existing.companyId !== caller.companyId) {
    throw taken(PROPERTY_CREATE_MESSAGES.ownerOutsideCompany);
  }
  const [isOwner] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, existing.id), eq(userRoles.role, 'ROLE_OWNER')));
  if (!isOwner) throw taken(PROPERTY_CREATE_MESSAGES.ownerNotOwner);
  return { kind: 'attach', userId: existing.id };
};

/** The new owner's account, with no password yet: the confirm link lets them make one. */
export const inviteOwner = async (
  tx: Db,
  plan: Extract<OwnerPlan, { kind: 'invite' }>,
): Promise<{ user: UserRow; audit: { action: string; entity: string; entityId: string; after: unknown } }> => {
  const values = {
    code: await nextUserCode(tx),
    email: plan.owner.email,
    firstName: plan.owner.firstName,
    lastName: plan.owner.lastName,
    mobile: plan.owner.mobile ? plan.owner.mobile : null,
    companyId: plan.companyId,
    enabled: true,
    ...NOTIFICATION_DEFAULTS,
  };
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('The new owner was not returned');
  await tx.insert(userRoles).values({ userId: user.id, role: 'ROLE_OWNER' });
  return {
    user,
    audit: {
      action: 'users.create',
      entity: 'users',
      entityId: user.id,
      after: { ...values, roles: ['ROLE_OWNER'], invitedAsOwner: true },
    },
  };
};

export const attachOwner = async (tx: Db, propertyId: string, userId: string): Promise<void> => {
  await tx.insert(propertyOwners).values({ propertyId, userId }).onConflictDoNothing();
};

/** The company a new owner of a home of this company belongs to: none for the organisation's own homes. */
export const ownersCompanyOf = async (db: Db, companyId: string): Promise<string | null> => {
  const [company] = await db
    .select({ partnerType: companies.partnerType })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.partnerType === OWN_PARTNER_TYPE ? null : companyId;
};
