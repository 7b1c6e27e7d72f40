// From the package root, not a file path: the domain's files are moving into area folders (issue 11 item 2).
import {
  canBook,
  canEditOwnEmail,
  canManageEvents,
  canSetEventExpiry,
  can as domainCan,
  hasAnyRole,
  isStaffOrAdmin,
  seesBookingNotifications,
  seesOwnerStayNotifications,
  seesRates,
  type Action as DomainAction,
} from '@hearth/domain';
import { useSignedInSession } from './auth';

/**
 * What the web asks before it shows a control. The domain's permissions table has only the field-visibility actions
 * so far; the rest are answered below from the domain's role predicates until the table has a row for them. When a
 * row lands, its line in WEB_RULES becomes `(caller) => domainCan(caller, '<action>')` (or the entry goes and the
 * action joins DomainAction); no component changes.
 */
export type WebAction =
  | 'event:view'
  | 'event:create'
  | 'event:update'
  | 'event:delete'
  | 'event:set-expiry'
  | 'booking:create'
  | 'rate:read'
  | 'property:edit-photos'
  | 'property:open-details-first'
  | 'company:edit-settings'
  | 'property:land-on-own'
  | 'app:see-production-warning'
  | 'user:edit-own-email'
  | 'user:see-booking-notifications'
  | 'user:see-owner-stay-notifications';

export type CanAction = DomainAction | WebAction;

/** Who asks: the roles, and the id when an action's grant is `own`. */
export type Caller = { userId?: string; roles: readonly string[] };
export type CanSubject = { userId?: string | null };

type Rule = (caller: Caller, subject?: CanSubject) => boolean;

// Interim: the only place in apps/web/src that names a role. Each line goes once the domain table has the action.
const WEB_RULES: { readonly [A in WebAction]: Rule } = {
  'event:view': ({ roles }) => canManageEvents(roles, 'view'),
  'event:create': ({ roles }) => canManageEvents(roles, 'create'),
  'event:update': ({ roles }) => canManageEvents(roles, 'update'),
  'event:delete': ({ roles }) => canManageEvents(roles, 'delete'),
  'event:set-expiry': ({ roles }) => canSetEventExpiry(roles),
  'booking:create': ({ roles }) => canBook(roles),
  'rate:read': ({ roles }) => seesRates(roles),
  // Spec 000 §6: "Only editors see Edit Photo" — property editors, not staff, admin or content creators.
  'property:edit-photos': ({ roles }) => hasAnyRole(roles, ['ROLE_PROPERTY_EDITOR']),
  // A content creator without a broader role opens a property's details rather than its calendar (spec 000 §2).
  'property:open-details-first': ({ roles }) =>
    hasAnyRole(roles, ['ROLE_CONTENT_CREATOR']) &&
    !isStaffOrAdmin(roles) &&
    !hasAnyRole(roles, ['ROLE_LICENSEE', 'ROLE_OWNER', 'ROLE_PROPERTY_EDITOR']),
  // An owner is sent to their own property (or the list of them) after signing in (spec 001 §2).
  'property:land-on-own': ({ roles }) => hasAnyRole(roles, ['ROLE_OWNER']),
  'company:edit-settings': ({ roles }) => hasAnyRole(roles, ['ROLE_LICENSEE']),
  'app:see-production-warning': ({ roles }) => hasAnyRole(roles, ['ROLE_DEVELOPER']),
  'user:edit-own-email': ({ roles }) => canEditOwnEmail(roles),
  'user:see-booking-notifications': ({ roles }) => seesBookingNotifications(roles),
  'user:see-owner-stay-notifications': ({ roles }) => seesOwnerStayNotifications(roles),
};

const isWebAction = (action: CanAction): action is WebAction => Object.hasOwn(WEB_RULES, action);

/** May this caller do `action` (on `subject`)? Pure, for code outside React (loaders, pure helpers, tests). */
export const canDo = (caller: Caller, action: CanAction, subject?: CanSubject): boolean =>
  isWebAction(action)
    ? WEB_RULES[action](caller, subject)
    : domainCan({ userId: caller.userId ?? '', roles: caller.roles }, action, subject);

/** `useCan(action, subject?)`: the signed-in user's answer. Components ask this, never a role by name. */
export const useCan = (action: CanAction, subject?: CanSubject): boolean => {
  const { user } = useSignedInSession();
  return canDo({ userId: user.id, roles: user.roles }, action, subject);
};
