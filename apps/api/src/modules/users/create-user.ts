import { NOTIFICATION_DEFAULTS, ungrantableChanges, type TCreateUserRequest, type UserInclude } from '@hearth/domain';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { actorOf, auditedChange } from '../../lib/audit';
import { sendPasswordConfirmLink } from '../../common/auth/account-tokens';
import { nextUserCode } from '../../common/users/user-code';
import type { SessionUser } from '../../types';
import { refuseImpersonated, roleNotGrantable } from './user-access';
import { assertEmailFree, checkToggles, togglesOf } from './user-fields';
import { readUserRecord } from './users.queries';

/**
 * `POST v3/users`: a new account without a password; once it commits, the user gets a mail with a link to create
 * their password (7 days).
 */
export const createUser = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  caller: SessionUser;
  input: TCreateUserRequest;
  include: readonly UserInclude[];
}) => {
  const { db, caller, input } = options;
  refuseImpersonated(caller);
  const roles = [...input.roles].sort();
  if (ungrantableChanges(caller, [], roles).length > 0) throw roleNotGrantable();
  checkToggles(input, roles);
  await assertEmailFree(db, input.email);
  const user = await auditedChange(db, async (tx) => {
    const values = {
      code: await nextUserCode(tx),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile ? input.mobile : null,
      enabled: input.enabled ?? true,
      nps: input.nps ?? null,
      ...NOTIFICATION_DEFAULTS,
      ...togglesOf(input),
    };
    const [created] = await tx.insert(users).values(values).returning();
    if (!created) throw new Error('The new user was not returned');
    await tx.insert(userRoles).values(roles.map((role) => ({ userId: created.id, role })));
    const { code, ...shown } = values;
    return {
      result: created,
      audit: {
        actor: actorOf(caller),
        action: 'users.create',
        entity: 'users',
        entityId: created.id,
        after: { code, ...shown, roles },
      },
    };
  });
  await sendPasswordConfirmLink({
    db,
    mailer: options.mailer,
    productName: options.productName,
    publicUrl: options.publicUrl,
    user,
  });
  return readUserRecord({ db, caller, user, include: options.include });
};
