import { eq, sql } from 'drizzle-orm';
import { OWN_PARTNER_TYPE, type ZSetupRequest } from '@hearth/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, organisation, setupLinks, userRoles, users } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import { sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import { startSession } from '../../common/auth/account-tokens';
import type { BrandReader } from '../../common/organisation/brand';
import { alreadySetUp, linkInvalid } from './get-setup-status';
import { hasNoUser } from '../../common/users/no-user';
import { findLiveSetupLink } from './setup-links';

type SetupBody = z.output<typeof ZSetupRequest>;

const FIRST_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/**
 * `POST v1/public/setup/{token}` (docs/product/setup.md): in one transaction, under a lock so two tabs cannot both
 * win, the organisation, its own company, the first super admin and their session; the link is spent. Refused for
 * good once any user exists. Returns the new session's token.
 */
export const completeSetup = async (options: {
  db: Db;
  token: string;
  body: SetupBody;
  /** This process's brand, read again at once; others follow within BRAND_TTL_MS (the CLI has none). */
  brand?: Pick<BrandReader, 'forget'>;
  now?: Date;
}): Promise<{ sessionToken: string; userId: string }> => {
  const now = options.now ?? new Date();
  const { organisation: org, admin } = options.body.data.attributes;
  const passwordHash = await hashPassword(admin.password);
  const done = await auditedChange(options.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('hearth:setup', 0))`);
    if (!(await hasNoUser(tx))) throw alreadySetUp();
    if (!(await findLiveSetupLink(tx, options.token, now))) throw linkInvalid();
    const values = { ...org, updatedAt: now };
    await tx.insert(organisation).values(values).onConflictDoUpdate({ target: organisation.id, set: values });
    const [own] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.partnerType, OWN_PARTNER_TYPE));
    const companyId =
      own?.id ??
      (
        await tx
          .insert(companies)
          .values({ name: org.tradingName, partnerType: OWN_PARTNER_TYPE, country: org.country })
          .returning({ id: companies.id })
      )[0]?.id;
    const [user] = await tx
      .insert(users)
      .values({
        code: 'U1001',
        email: admin.email,
        firstName: admin.firstName,
        lastName: admin.lastName,
        passwordHash,
        otpEnabled: admin.otpEnabled,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('the first admin was not written');
    // Roles add up: an admin's pages and rights, and the super admin's on top (granting admin and system roles).
    await tx.insert(userRoles).values(FIRST_ROLES.map((role) => ({ userId: user.id, role })));
    await tx
      .update(setupLinks)
      .set({ usedAt: now })
      .where(eq(setupLinks.tokenHash, sha256(options.token)));
    const sessionToken = await startSession({ db: tx, userId: user.id, replacesSessionHash: null, now });
    const actor = { userId: user.id, impersonatorUserId: null };
    return {
      result: { sessionToken, userId: user.id },
      audit: [
        { actor, action: 'organisation.setup', entity: 'organisation', entityId: null, after: { ...org, companyId } },
        {
          actor,
          action: 'user.create',
          entity: 'user',
          entityId: user.id,
          after: {
            email: admin.email,
            firstName: admin.firstName,
            lastName: admin.lastName,
            roles: ['ROLE_SUPER_ADMIN'],
          },
        },
      ],
    };
  });
  options.brand?.forget();
  return done;
};
