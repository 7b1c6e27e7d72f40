import { and, eq, ne } from 'drizzle-orm';
import {
  HTTP,
  NOTIFICATION_TOGGLES,
  notificationGroupsFor,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type NotificationToggle,
  type Role,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { refuse } from './user-access';

/** The rules of the fields of creating and editing a user on the server (docs/product/users.md#rules, #who-uses-it; issue 13 item 1). */

const BOOKING_TOGGLES: readonly NotificationToggle[] = [
  'bookingNotificationsEnabled',
  'bookingChangeNotificationsEnabled',
  'bookingCancellationNotificationsEnabled',
];

/** The toggles sent must be ones the form shows for these roles (docs/product/users.md#rules). */
export const checkToggles = (
  input: Partial<Record<NotificationToggle, boolean | undefined>>,
  roles: readonly Role[],
) => {
  const groups = notificationGroupsFor(roles);
  for (const key of NOTIFICATION_TOGGLES) {
    if (input[key] === undefined) continue;
    const shown = BOOKING_TOGGLES.includes(key) ? groups.booking : groups.ownerStay;
    if (!shown) throw refuse(HTTP.badRequest, 'VALIDATION_ERROR', USER_MESSAGES.notificationNotShown, `/${key}`);
  }
};

export const assertEmailFree = async (db: Db, email: string, exceptUserId?: string) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email));
  if (taken) throw refuse(HTTP.conflict, USER_ERROR_CODES.emailTaken, USER_MESSAGES.emailTaken, '/email');
};

export const togglesOf = (input: Partial<Record<NotificationToggle, boolean | undefined>>) =>
  Object.fromEntries(NOTIFICATION_TOGGLES.flatMap((key) => (input[key] === undefined ? [] : [[key, input[key]]])));
