import { and, eq, ne, sql } from 'drizzle-orm';
import {
  HTTP,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_TOGGLES,
  notificationGroupsFor,
  ungrantableChanges,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type NotificationToggle,
  type Role,
  type TCreateUserRequest,
  type TUpdateUserRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { sessions, userRoles, users, type UserRow } from '../../db/schema';
import { forbidden } from '../../access/authorize';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { canUpdateUser, rolesOf } from './user-record';

/** The rules of creating and editing a user on the server (spec 001 §5, §6; issue 13 item 1). */

const BOOKING_TOGGLES: readonly NotificationToggle[] = [
  'bookingNotificationsEnabled',
  'bookingChangeNotificationsEnabled',
  'bookingCancellationNotificationsEnabled',
];

const refuse = (status: number, code: string, detail: string, pointer?: string) =>
  new AppError({ status, code, detail, title: detail, ...(pointer ? { source: { pointer } } : {}) });

const roleNotGrantable = () =>
  refuse(HTTP.forbidden, USER_ERROR_CODES.roleNotGrantable, USER_MESSAGES.roleNotGrantable, '/roles');

/** A log-in-as session acts as an owner or licensee: it never changes roles or accounts, whatever it holds. */
const refuseImpersonated = (caller: SessionUser) => {
  if (caller.impersonatorUserId !== null) {
    throw refuse(HTTP.forbidden, 'FORBIDDEN', USER_MESSAGES.impersonatedChange);
  }
};

/** The toggles sent must be ones the form shows for these roles (spec 001 §5). */
const checkToggles = (input: Partial<Record<NotificationToggle, boolean | undefined>>, roles: readonly Role[]) => {
  const groups = notificationGroupsFor(roles);
  for (const key of NOTIFICATION_TOGGLES) {
    if (input[key] === undefined) continue;
    const shown = BOOKING_TOGGLES.includes(key) ? groups.booking : groups.ownerStay;
    if (!shown) throw refuse(HTTP.badRequest, 'VALIDATION_ERROR', USER_MESSAGES.notificationNotShown, `/${key}`);
  }
};

const assertEmailFree = async (db: Db, email: string, exceptUserId?: string) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email));
  if (taken) throw refuse(HTTP.conflict, USER_ERROR_CODES.emailTaken, USER_MESSAGES.emailTaken, '/email');
};

/** The next `U####` code; the unique index catches a race, which answers 409 through the error handler. */
const nextUserCode = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ n: sql<number | null>`max(substring(${users.code} from 2)::int)` })
    .from(users)
    .where(sql`${users.code} ~ '^U[0-9]+$'`);
  return `U${String(Number(row?.n ?? 1000) + 1)}`;
};

const togglesOf = (input: Partial<Record<NotificationToggle, boolean | undefined>>) =>
  Object.fromEntries(NOTIFICATION_TOGGLES.flatMap((key) => (input[key] === undefined ? [] : [[key, input[key]]])));

/** `POST v3/users`: a new account without a password; the caller mails the confirm link once this commits. */
export const createUser = async (options: {
  db: Db;
  caller: SessionUser;
  input: TCreateUserRequest;
}): Promise<UserRow> => {
  const { db, caller, input } = options;
  refuseImpersonated(caller);
  const roles = [...input.roles].sort();
  if (ungrantableChanges(caller, [], roles).length > 0) throw roleNotGrantable();
  checkToggles(input, roles);
  await assertEmailFree(db, input.email);
  return auditedChange(db, async (tx) => {
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
    const [user] = await tx.insert(users).values(values).returning();
    if (!user) throw new Error('The new user was not returned');
    await tx.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    const { code, ...shown } = values;
    return {
      result: user,
      audit: {
        actor: actorOf(caller),
        action: 'users.create',
        entity: 'users',
        entityId: user.id,
        after: { code, ...shown, roles },
      },
    };
  });
};

/**
 * `PATCH v3/users/{id}`. Mass assignment is refused twice: the schema is strict, and here nobody changes their
 * own roles or status, and nobody adds or removes a role they may not grant. Disabling ends the user's sessions.
 */
export const updateUser = async (options: {
  db: Db;
  caller: SessionUser;
  target: UserRow;
  input: TUpdateUserRequest;
}): Promise<void> => {
  const { db, caller, target, input } = options;
  refuseImpersonated(caller);
  const before = await rolesOf(db, target.id);
  const after = input.roles ? [...input.roles].sort() : before;
  const rolesChange = after.join() !== before.join();
  const enabledChange = input.enabled !== undefined && input.enabled !== target.enabled;
  if (target.id === caller.user.id && (rolesChange || enabledChange)) {
    throw refuse(HTTP.forbidden, USER_ERROR_CODES.selfChange, USER_MESSAGES.selfChange);
  }
  if (!canUpdateUser(caller, { id: target.id, roles: before })) {
    throw input.roles ? roleNotGrantable() : forbidden('user:update');
  }
  if (ungrantableChanges(caller, before, after).length > 0) throw roleNotGrantable();
  checkToggles(input, after);
  if (input.email && input.email !== target.email) await assertEmailFree(db, input.email, target.id);

  const fields = {
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.mobile !== undefined ? { mobile: input.mobile ? input.mobile : null } : {}),
    ...(input.nps !== undefined ? { nps: input.nps } : {}),
    ...togglesOf(input),
  };
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => target[key as keyof UserRow] !== value),
  );
  if (Object.keys(changed).length === 0 && !rolesChange) return;
  await auditedChange(db, async (tx) => {
    if (Object.keys(changed).length > 0) {
      await tx
        .update(users)
        .set({ ...changed, updatedAt: new Date() })
        .where(eq(users.id, target.id));
    }
    if (rolesChange) {
      await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
      await tx.insert(userRoles).values(after.map((role) => ({ userId: target.id, role })));
    }
    // A disabled account is signed out everywhere at once (DESIGN.md §5), not at its next request.
    if (changed.enabled === false) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action:
          changed.enabled === false ? 'users.disable' : changed.enabled === true ? 'users.enable' : 'users.update',
        entity: 'users',
        entityId: target.id,
        before: {
          ...Object.fromEntries(Object.keys(changed).map((key) => [key, target[key as keyof UserRow]])),
          ...(rolesChange ? { roles: before } : {}),
        },
        after: { ...changed, ...(rolesChange ? { roles: after } : {}) },
      },
    };
  });
};
