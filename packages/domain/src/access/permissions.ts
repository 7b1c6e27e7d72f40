import { isRole, type Role } from './roles';

/**
 * How far a role's grant of an action reaches:
 * - `all`: every object (for object actions, every one in the caller's scope);
 * - `company`: the objects of the caller's partner company (a licensee's homes and their owners);
 * - `own`: the caller's own record, or the homes they own;
 * - `never`: refused even when another of the caller's roles grants it (a reduced view that a broader role lifts).
 */
export type Grant = 'all' | 'company' | 'own' | 'never';

/** A row of the table: the grant of each role that has one. `SIGNED_IN` grants every signed-in user. */
type Row = { readonly [R in Role | 'SIGNED_IN']?: Grant };

const STAFF = { ROLE_ADMIN: 'all', ROLE_SUPER_ADMIN: 'all', ROLE_STAFF: 'all' } as const satisfies Row;
/** Who runs a home's calendar: staff, and licensees for their company's homes (scope keeps them there). */
const RUNS_HOMES = { ...STAFF, ROLE_LICENSEE: 'all' } as const satisfies Row;
/** The spec's back-office pages (reservations, statements, resources, SmartQuote): admin, staff, licensees. */
const BACK_OFFICE = { ROLE_ADMIN: 'all', ROLE_STAFF: 'all', ROLE_LICENSEE: 'all' } as const satisfies Row;
const DEVELOPER = { ROLE_DEVELOPER: 'all' } as const satisfies Row;
/** Who administers accounts: staff see users read-only ('For any user admin changes...', docs/product/access.md#screens). */
const ADMINS = { ROLE_ADMIN: 'all', ROLE_SUPER_ADMIN: 'all' } as const satisfies Row;
/** Who publishes newsletters (docs/product/access.md#who-uses-it). */
const NEWSLETTERS = { ROLE_MARKETING: 'all', ROLE_ADMIN: 'all', ROLE_SUPER_ADMIN: 'all' } as const satisfies Row;
/** A reduced view that staff and admin never get, whatever other role they hold. */
const NOT_STAFF = { ROLE_ADMIN: 'never', ROLE_SUPER_ADMIN: 'never', ROLE_STAFF: 'never' } as const satisfies Row;
/** Every role shown the Partner filter of the property list (hidden from owners and licensees). */
const PARTNER_FILTER_USERS = {
  ...STAFF,
  ROLE_CONTENT_CREATOR: 'all',
  ROLE_PROPERTY_EDITOR: 'all',
  ROLE_RESERVATION_MANAGER: 'all',
} as const satisfies Row;

/**
 * THE permissions table: who may do what, one row per action (docs/CONTRIBUTING.md#security). A role without a grant in a row is
 * refused. Object scope (which homes a caller reaches at all) is the `property:read` row, turned into SQL in
 * apps/api/src/access/scope.ts. docs/product/access.md#screens, #who-uses-it and the route table of docs/product/access.md#screens decide most rows; where the
 * spec is silent, docs/ARCHITECTURE.md "Who may do what" gives the reason.
 */
export const PERMISSIONS = {
  // ---- Reach: the homes a caller sees at all (the object scope of every property, booking, event, task, feed).
  /** See a property and what belongs to it. */
  'property:read': {
    ...STAFF,
    ROLE_LICENSEE: 'company',
    ROLE_OWNER: 'own',
    ROLE_CONTENT_CREATOR: 'all',
    ROLE_PROPERTY_EDITOR: 'all',
    ROLE_RESERVATION_MANAGER: 'all',
    // Finance reconciles the money of every home: its bookings' payments, never its editing (docs/product/payments.md).
    ROLE_FINANCE_MANAGER: 'all',
  },

  // ---- Pages of the route table (docs/product/access.md#screens). The web's menu and route guard read these via ROUTE_ACCESS.
  /** The property list and each property's calendar (reservation managers book from it, docs/product/access.md#screens). */
  'property:list': {
    ROLE_ADMIN: 'all',
    ROLE_STAFF: 'all',
    ROLE_OWNER: 'all',
    ROLE_LICENSEE: 'all',
    ROLE_CONTENT_CREATOR: 'all',
    ROLE_RESERVATION_MANAGER: 'all',
    // Beyond the spec's table: 'Only editors see Edit Photo' (docs/product/access.md#who-uses-it) is a button of the list, and it opens the
    // property's photos page, so property editors open /properties too.
    ROLE_PROPERTY_EDITOR: 'all',
  },
  /** Plus finance, who find a booking to record or refund its payments (docs/product/payments.md#who-uses-it). */
  'reservation:list': { ...BACK_OFFICE, ROLE_FINANCE_MANAGER: 'all' },
  /**
   * One booking (`GET v3/bookings/{id}`): whoever opens the calendar it is on, or the reservation record (finance,
   * docs/product/payments.md#who-uses-it); the presenter still leaves out the fields each may not read.
   */
  'booking:read': {
    ROLE_ADMIN: 'all',
    ROLE_STAFF: 'all',
    ROLE_OWNER: 'all',
    ROLE_LICENSEE: 'all',
    ROLE_CONTENT_CREATOR: 'all',
    ROLE_RESERVATION_MANAGER: 'all',
    ROLE_PROPERTY_EDITOR: 'all',
    ROLE_FINANCE_MANAGER: 'all',
  },
  /**
   * /statements: the spec's back office, plus owners (docs/product/access.md#who-uses-it names their reduced view) and finance managers, who
   * publish them (docs/ARCHITECTURE.md "Who may do what").
   */
  'statement:list': { ...BACK_OFFICE, ROLE_OWNER: 'all', ROLE_FINANCE_MANAGER: 'all' },
  /** Reach of a statement: through its home, with finance reaching every one (access/statement-scope.ts). */
  'statement:read': { ...STAFF, ROLE_FINANCE_MANAGER: 'all', ROLE_LICENSEE: 'company', ROLE_OWNER: 'own' },
  /** Generate a month's statements, publish them, and see the statement checks. */
  'statement:generate': { ...STAFF, ROLE_FINANCE_MANAGER: 'all' },
  /** The owner's reduced list: no owner column, no sort by property (docs/product/access.md#who-uses-it). */
  'statement:list-owner-view': {
    ROLE_OWNER: 'all',
    ...NOT_STAFF,
    ROLE_LICENSEE: 'never',
    ROLE_FINANCE_MANAGER: 'never',
  },
  /** /resources: the spec's back office, and marketing, whom docs/product/access.md#who-uses-it names for the tabs and newsletters. */
  'resource:list': { ...BACK_OFFICE, ROLE_MARKETING: 'all' },
  /** The Forms tab: licensees only (docs/product/access.md#who-uses-it). */
  'form:read': { ROLE_LICENSEE: 'all' },
  /** Upload files and make folders in the documents tree. */
  'document:manage': STAFF,
  /** Add, edit and delete newsletters: marketing or admin (docs/product/access.md#who-uses-it); each refusal has the spec's message. */
  'newsletter:create': NEWSLETTERS,
  'newsletter:update': NEWSLETTERS,
  'newsletter:delete': NEWSLETTERS,
  'smartquote:use': BACK_OFFICE,
  /** Reach of a SmartQuote: a licensee's are their company's (access/smartquote-scope.ts in the API). */
  'smartquote:read': { ...STAFF, ROLE_LICENSEE: 'company' },
  /** Partner companies and a licensee's own company page. */
  'company:manage': BACK_OFFICE,
  'user:manage': { ROLE_ADMIN: 'all', ROLE_STAFF: 'all' },
  'knowledge:read': { ROLE_ADMIN: 'all', ROLE_STAFF: 'all' },
  'channel:manage': { ROLE_CHANNEL_MANAGER: 'all' },
  'balance:read': { ROLE_FINANCE_MANAGER: 'all' },
  /** /payouts (docs/product/payouts.md#who-uses-it): payout batches, their files and the payout settings. */
  'payout:manage': { ...ADMINS, ROLE_FINANCE_MANAGER: 'all' },
  /** An owner's bank details, masked: staff read them, finance and admin keep them, an owner sees their own. */
  'bank-account:read': { ...STAFF, ROLE_FINANCE_MANAGER: 'all', ROLE_OWNER: 'own' },
  /** Set or change an owner's bank details: finance and admin only (docs/product/payouts.md#who-uses-it). */
  'bank-account:manage': { ...ADMINS, ROLE_FINANCE_MANAGER: 'all' },
  /** Who changed an owner's bank details, and when (masked, never the numbers). */
  'bank-account:read-history': { ...STAFF, ROLE_FINANCE_MANAGER: 'all' },
  /** Dev tools and the design system. */
  'devtools:use': DEVELOPER,
  'template:manage': DEVELOPER,
  'release:read': DEVELOPER,
  /** The API's OpenAPI document in production (elsewhere, or with API_DOCS=true, it is public). */
  'api-docs:read': DEVELOPER,

  // ---- The calendar (docs/product/access.md#screens, #who-uses-it, #rules).
  /** Confidential data of a home: booking notes and the calendar's notes layer (docs/product/access.md#who-uses-it). */
  'property:read-confidential': RUNS_HOMES,
  'event:view': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  'event:create': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  'event:update': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  'event:delete': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  /** The expiry of a blocking event (a hold): docs/product/access.md#rules names licensees and reservation managers. */
  'event:set-expiry': { ROLE_LICENSEE: 'all', ROLE_RESERVATION_MANAGER: 'all' },
  'rate:read': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  /** A home's rate plan and nights set by hand (docs/product/rates.md#rate-plan): who runs its calendar. */
  'rate:manage': RUNS_HOMES,
  /** Cleaning and maintenance tasks are confidential (docs/product/access.md#who-uses-it). */
  'task:manage': RUNS_HOMES,
  /** iCal export URL and channel feeds. */
  'ical:manage': RUNS_HOMES,
  /** The Book button on a selected range (docs/product/access.md#screens); staff and admin book from the calendar too (issue 15). */
  'booking:create': { ...STAFF, ROLE_RESERVATION_MANAGER: 'all' },
  /** Bookings to come from another system as CSV (docs/product/imports.md#who-uses-it): those who book. */
  'booking:import': { ...STAFF, ROLE_RESERVATION_MANAGER: 'all' },
  /** Cancel a stay (ACTIVE → CANCELLING → CANCELLED): those who book. */
  'booking:cancel': { ...STAFF, ROLE_RESERVATION_MANAGER: 'all' },
  /**
   * Ask the guest to pay a scheduled payment (a Stripe page mailed to them): those who read a booking's payments
   * and take bookings, and finance (docs/product/payments.md#who-uses-it).
   */
  'payment:request': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all', ROLE_FINANCE_MANAGER: 'all' },
  /** Record by hand a payment received or a refund sent (no Stripe, or money that went around it): finance and admin. */
  'payment:record': { ROLE_FINANCE_MANAGER: 'all', ROLE_ADMIN: 'all', ROLE_SUPER_ADMIN: 'all' },
  /** Give a guest money back outside a cancellation: finance and admin. */
  'refund:create': { ROLE_FINANCE_MANAGER: 'all', ROLE_ADMIN: 'all', ROLE_SUPER_ADMIN: 'all' },
  /** Write an internal note on a booking: those who read notes (docs/product/access.md#who-uses-it). */
  'booking:add-note': RUNS_HOMES,
  /** The calendar asks for every booking status, not only the live ones (docs/product/access.md#states). */
  'booking:read-all-statuses': DEVELOPER,

  // ---- Fields of an object in scope: a presenter leaves out what the caller may not read (GUARDED_FIELDS).
  /** Owners' email, last sign-in and roles, and the property's latest owner sign-in. Names are for everyone. */
  'property:read-owner-contacts': { ...RUNS_HOMES, ROLE_OWNER: 'own' },
  /** Who stays: guest and booker names, the corporate partner the stay is for. */
  'booking:read-guest': {
    ...RUNS_HOMES,
    ROLE_RESERVATION_MANAGER: 'all',
    ROLE_OWNER: 'all',
    ROLE_FINANCE_MANAGER: 'all',
  },
  /** How to reach them: guest and booker email and phone. */
  'booking:read-guest-contacts': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all', ROLE_FINANCE_MANAGER: 'all' },
  /** What the stay earns: booking total, quotes (GET v3/quotes), management fee and payout summary. */
  'booking:read-earnings': {
    ...RUNS_HOMES,
    ROLE_RESERVATION_MANAGER: 'all',
    ROLE_OWNER: 'all',
    ROLE_FINANCE_MANAGER: 'all',
  },
  /** The guest's payments: payment records, the paid/due/refunded summary, the merchant account. */
  'booking:read-payments': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all', ROLE_FINANCE_MANAGER: 'all' },
  /** Messages between guest and host. */
  'booking:read-messages': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  /** Internal notes on a booking: the spec's confidential data (docs/product/access.md#who-uses-it). */
  'booking:read-notes': RUNS_HOMES,

  // ---- The property list (docs/product/access.md#screens, #who-uses-it).
  /** The owner's reduced list: no risk, tasks, partner/owner/amenity filters or availability search. */
  'property:list-owner-view': {
    ROLE_OWNER: 'all',
    ...NOT_STAFF,
    ROLE_LICENSEE: 'never',
    ROLE_CONTENT_CREATOR: 'never',
    ROLE_PROPERTY_EDITOR: 'never',
  },
  /** The licensee's list: no Partner sort or filter, no management filter, an 'Add property' button. */
  'property:list-licensee-view': { ROLE_LICENSEE: 'all', ...NOT_STAFF },
  /** The 'Include Inactive' switch. */
  'property:include-inactive': { ...STAFF, ROLE_CONTENT_CREATOR: 'all' },
  /** The list shows even with zero properties (others see the empty-state screen). */
  'property:list-when-empty': STAFF,
  /** 'Edit Photo' in the photo popup and the photo uploader: "Only editors see Edit Photo" (docs/product/access.md#who-uses-it). */
  'property:edit-photos': { ROLE_PROPERTY_EDITOR: 'all' },

  /** Add a home (docs/product/properties.md#adding-a-home): staff for any company, a licensee for their own. */
  'property:create': { ...STAFF, ROLE_LICENSEE: 'company' },
  /**
   * /imports and an import's progress (docs/product/imports.md#who-uses-it): whoever imports homes (`property:create`)
   * or bookings (`booking:import`). Which imports each reaches is the grant of the import's own action.
   */
  'import:use': { ...STAFF, ROLE_LICENSEE: 'all', ROLE_RESERVATION_MANAGER: 'all' },
  /** Attach, invite or remove a home's owners (docs/product/properties.md#owners): who runs its calendar. */
  'property:manage-owners': RUNS_HOMES,
  // ---- A home's life cycle (docs/product/properties.md#life-cycle; issue 30): staff and admins move homes.
  'property:activate': STAFF,
  'property:offboard': STAFF,
  'property:reactivate': STAFF,
  'property:deactivate': STAFF,

  // ---- The property record (docs/product/access.md#screens, #who-uses-it; issue 14).
  /** 'Edit property details': never owners or licensees (docs/product/access.md#who-uses-it). */
  'property:edit-details': {
    ...STAFF,
    ROLE_CONTENT_CREATOR: 'all',
    ROLE_PROPERTY_EDITOR: 'all',
    ROLE_OWNER: 'never',
    ROLE_LICENSEE: 'never',
  },
  /** The Salesforce link among the property's resources: never owners or licensees (docs/product/access.md#who-uses-it). */
  'property:see-salesforce-link': {
    ...STAFF,
    ROLE_CONTENT_CREATOR: 'all',
    ROLE_PROPERTY_EDITOR: 'all',
    ROLE_RESERVATION_MANAGER: 'all',
    ROLE_OWNER: 'never',
    ROLE_LICENSEE: 'never',
  },
  /** A property's change history (edits of its details, photos and keys). */
  'property:read-history': STAFF,
  /** Reviews of a property's stays, for everyone who opens the property. */
  'review:read': {
    ...STAFF,
    ROLE_LICENSEE: 'all',
    ROLE_OWNER: 'all',
    ROLE_CONTENT_CREATOR: 'all',
    ROLE_PROPERTY_EDITOR: 'all',
    ROLE_RESERVATION_MANAGER: 'all',
  },
  /** A review's private comment: staff and admin only (issue 14 item 4). */
  'review:read-private': STAFF,
  /** A property's keys and where they are: those who run its calendar, and reservation managers. */
  'key:read': { ...RUNS_HOMES, ROLE_RESERVATION_MANAGER: 'all' },
  /** Assign, unassign, refresh and make primary. */
  'key:manage': RUNS_HOMES,
  /** The key stores a key is assigned from (the templates' own page is developers', `template:manage`). */
  'key-store:read': { ...RUNS_HOMES, ROLE_DEVELOPER: 'all' },
  /** A content creator without a broader role opens a property's details, not its calendar (docs/product/access.md#screens). */
  'property:open-details-first': {
    ROLE_CONTENT_CREATOR: 'all',
    ...NOT_STAFF,
    ROLE_LICENSEE: 'never',
    ROLE_OWNER: 'never',
    ROLE_PROPERTY_EDITOR: 'never',
  },
  /** After signing in an owner lands on their own property, or the list of them (docs/product/access.md#screens). */
  'property:land-on-own': { ROLE_OWNER: 'all' },

  // ---- Lookups behind the list's filters.
  /**
   * Partner companies (GET v3/companies and a company's page): those shown the Partner filter read every one; a
   * licensee reaches only their own company (the /companies page). Object scope: apps/api/src/access/people-scope.ts.
   */
  'company:read': { ...PARTNER_FILTER_USERS, ROLE_LICENSEE: 'company' },
  /** GET v3/users?filters[role]=ROLE_OWNER, the Owner typeahead: licensees see their own company's owners. */
  'user:list-owners': { ...PARTNER_FILTER_USERS, ROLE_LICENSEE: 'company' },
  /** GET v3/users with any role: staff and admin only. */
  'user:list': STAFF,

  // ---- The caller's own account and the shell (docs/product/access.md#screens, #who-uses-it).
  /** Owners and licensees cannot change their own email (docs/product/users.md#screens Settings). */
  'user:edit-own-email': { SIGNED_IN: 'all', ROLE_OWNER: 'never', ROLE_LICENSEE: 'never' },
  'user:see-booking-notifications': { ROLE_OWNER: 'all', ROLE_LICENSEE: 'all' },
  'user:see-owner-stay-notifications': { ROLE_LICENSEE: 'all' },
  /** The header's Company Settings item and the Companies item of the mobile menu (docs/product/access.md#screens, #who-uses-it). */
  'company:settings-in-menu': { ROLE_LICENSEE: 'all' },

  // ---- Users and partner companies (docs/product/access.md#screens, #rules, #who-uses-it; issue 13).
  /** A partner's logo, brand colour and LTR fee: admins for any partner, a licensee for their own company. */
  'company:edit-settings': { ...ADMINS, ROLE_LICENSEE: 'company' },
  /** The organisation that runs Hearth: Settings → Organisation and `PATCH v3/organisation` (docs/product/setup.md#who-uses-it). */
  'organisation:manage': ADMINS,
  /** A company's change history: who changed its settings, and when. */
  'company:read-history': { ...STAFF, ROLE_LICENSEE: 'company' },
  /** A user's record (the read-only 'User info' for staff); the object scope of every /users/{id} call. */
  'user:read': STAFF,
  'user:create': ADMINS,
  /** Edit a user: `canUpdate` is this and every role of theirs grantable by the caller (users.rules.ts). */
  'user:update': ADMINS,
  /** Log in as: admins only, for owners and licensees (docs/product/access.md#who-uses-it). */
  'user:impersonate': ADMINS,
  'user:read-history': STAFF,
  /** Grant or remove a business role; admin roles and machine roles only a super admin grants. */
  'role:grant': ADMINS,
  'role:grant-admin': { ROLE_SUPER_ADMIN: 'all' },
  'role:grant-system': { ROLE_SUPER_ADMIN: 'all' },
  /** The 'Property Submission' link of the menus. */
  'link:property-submission': { ROLE_LICENSEE: 'all' },
  /** The Settings item of the mobile menu (docs/product/access.md#who-uses-it). */
  'app:settings-in-menu': { ROLE_STAFF: 'all', ROLE_OWNER: 'all', ROLE_LICENSEE: 'all' },
  'app:see-production-warning': DEVELOPER,
  /** 'Staff with a company see a pro badge' (docs/product/access.md#who-uses-it): shown only when they have a company. */
  'app:pro-badge': STAFF,
} as const satisfies Record<string, Row>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** The caller as the rule needs it: roles, and for `own` and `company` grants who they are and their company. */
export type PermissionCaller = { userId?: string; companyId?: string | null; roles: readonly string[] };
/** The record an action is about: a user's own row (`userId`) or a home (`ownerIds`, `companyId`). */
export type PermissionSubject = {
  userId?: string | null;
  ownerIds?: readonly string[];
  companyId?: string | null;
};

const WIDTH: Record<Exclude<Grant, 'never'>, number> = { own: 1, company: 2, all: 3 };

/**
 * The widest grant the caller's roles give for `action`, `never` when any role refuses it, null when none grants
 * it. The API's object scope and route guard read this; everything else asks `can`.
 */
export const grantOf = (caller: Pick<PermissionCaller, 'roles'>, action: Action): Grant | null => {
  const row: Row = PERMISSIONS[action];
  const grants = [row.SIGNED_IN, ...caller.roles.map((role) => (isRole(role) ? row[role] : undefined))];
  if (grants.includes('never')) return 'never';
  let widest: Grant | null = null;
  for (const grant of grants) {
    if (grant && grant !== 'never' && (widest === null || WIDTH[grant] > WIDTH[widest as keyof typeof WIDTH])) {
      widest = grant;
    }
  }
  return widest;
};

const reaches = (grant: Grant | null, caller: PermissionCaller, subject?: PermissionSubject): boolean => {
  if (grant === 'all') return true;
  if (grant === 'own') {
    const me = caller.userId;
    return me !== undefined && (subject?.userId === me || (subject?.ownerIds?.includes(me) ?? false));
  }
  if (grant === 'company') {
    return caller.companyId != null && subject?.companyId === caller.companyId;
  }
  return false;
};

/**
 * Whether the caller may do `action` (on `subject`): the widest of their roles' grants decides, a `never` refuses.
 * An `own` or `company` grant needs a subject it reaches; without one it is no grant.
 */
export const can = (caller: PermissionCaller, action: Action, subject?: PermissionSubject): boolean =>
  reaches(grantOf(caller, action), caller, subject);

/** Whether any grant of the caller's reaches some objects: what a route checks before the object is known. */
export const mayAttempt = (caller: Pick<PermissionCaller, 'roles'>, action: Action): boolean => {
  const grant = grantOf(caller, action);
  return grant !== null && grant !== 'never';
};

/** Roles whose grant of `action` is `all` (for tests and docs that print the table). */
export const rolesThatCan = (action: Action): readonly Role[] =>
  (Object.entries(PERMISSIONS[action]) as [Role | 'SIGNED_IN', Grant][])
    .filter(([role, grant]) => role !== 'SIGNED_IN' && grant === 'all')
    .map(([role]) => role as Role);

/** The field actions: each guards response fields that presenters leave out when `can` says no. */
export const FIELD_ACTIONS = [
  'property:read-owner-contacts',
  'booking:read-guest',
  'booking:read-guest-contacts',
  'booking:read-earnings',
  'booking:read-payments',
  'booking:read-messages',
  'booking:read-notes',
  'property:read-confidential',
  'key:read',
  'review:read-private',
] as const satisfies readonly Action[];
export type FieldAction = (typeof FIELD_ACTIONS)[number];

/**
 * The response fields each field action guards, as `<document>.<path in attributes>` (`[]` for each item of a
 * list, `included.<type>` for included resources, a bare document name for a whole call). Presenters leave these
 * out when `can` says no; the API's field test and docs/ARCHITECTURE.md read this list.
 */
export const GUARDED_FIELDS: { readonly [A in FieldAction]: readonly string[] } = {
  'property:read-owner-contacts': [
    'property.owners[].email',
    'property.owners[].lastLoginAt',
    'property.owners[].roles',
    'property.lastLoginAt',
    'user.roles',
  ],
  'booking:read-guest': [
    'booking.guest.fullName',
    'booking.booker',
    'booking.corporatePartner',
    'booking.verification',
    'booking.cancellationReason',
  ],
  'booking:read-guest-contacts': [
    'booking.guest.email',
    'booking.guest.phone',
    'booking.booker.email',
    'booking.booker.phone',
  ],
  'booking:read-earnings': [
    'booking.totalAmount',
    'booking.payout',
    'booking.currentQuoteId',
    'booking.included.quote',
    'booking.payoutBreakdown',
    'booking.payoutSummary',
    'booking.included.clean-cancellation',
    'quote',
    // The property's money side: fees charged to guests, the operator's fees, the rates set by hand.
    'property.baseFees',
    'property.managementFees',
    'property.pricingExclusions',
  ],
  'booking:read-payments': [
    'booking.paymentSummary',
    'booking.included.payment',
    'booking.included.merchant',
    'booking.depositSummary',
    'booking.finance',
    'booking.cancellationFee',
    'booking.included.card',
    'property.merchant',
  ],
  'booking:read-messages': ['booking.included.message'],
  'booking:read-notes': ['booking.notes', 'booking.included.note'],
  /** The owner's payout account, tax number and trust account. */
  'property:read-confidential': ['property.finance'],
  /** Where a home's keys are: a key and its address together open the door. */
  'key:read': ['property.keys'],
  'review:read-private': ['review.comments.privateComment'],
};
