export const NAME_MAX = 100;
export const MOBILE_MAX = 30;
export const NPS_MIN = -100;
export const NPS_MAX = 100;

/** Messages of the user and settings forms, exactly as docs/product/users.md#rules, #messages write them. */
export const USER_MESSAGES = {
  firstNameRequired: 'Please enter a first name',
  lastNameRequired: 'Please enter a last name',
  invalidEmail: 'Please enter a valid email',
  mobileInvalid: 'Please enter a valid mobile number',
  emailLocked: 'Your email can only be changed by our team',
  settingsUpdated: 'Your info has been updated',
  settingsLoadError: 'There was an error loading your info',
  nameTooLong: `Maximum length is ${NAME_MAX} characters`,
  emailTaken: 'This email is already used by another account',
  /** Issue 29 H: a sign-in email changes only with the password, and when its new address answers. */
  emailNeedsPassword: 'Enter your current password to change your sign-in email',
  emailWrongPassword: 'That is not your current password',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your sign-in email changes when you open it (within 24 hours).`,
  emailChangeDone: (email: string) => `Your sign-in email is now ${email}. Sign in with it.`,
  emailChangeLinkGone: 'This email change link has expired or was already used. Ask for a new one in Settings.',
  // User administration (docs/product/users.md#screens, #rules, #messages).
  rolesRequired: 'You must check at least one role!',
  ownerAlone: "If a user is an 'owner' they cannot have any other roles assigned!",
  licenseeAlone: "If a user is a 'licensee' they cannot have any other roles assigned.",
  contentCreatorNeedsConfig:
    'Config codes and config instructions must also be activated with the content creator permission',
  roleNotGrantable: 'Sorry, you do not have permission to change that role for that user!',
  npsInvalid: 'Please enter nothing OR an integer between -100 and 100 inclusive',
  propertyAttached: 'User is already attached to that property',
  noUsers: 'There are no users matching your search',
  searchPlaceholder: 'Search by email or name',
  created: 'A new user has been created',
  updated: 'User has been updated',
  createFailed: 'Adding user - failed',
  editFailed: 'Editing user - failed',
  createError: 'There was an error creating user',
  /** Beyond the spec, which names only the create fallback. */
  editError: 'There was an error updating user',
  readOnlyNote: 'For any user admin changes, please add a request in tech_support slack channel.',
  confirmTitle: 'Confirm new user details',
  removeProperty: 'Are you sure you want to remove this property?',
  removeCompany: 'Are you sure you want to remove this company?',
  copied: 'Copied to clipboard',
  impersonateHelp: 'Paste this link into another browser or an incognito window to log in as this user.',
  // Beyond the spec: rules the server enforces that the spec's form never lets happen.
  selfChange: 'You cannot change your own roles, company or status.',
  impersonatedChange: 'An impersonation session cannot change roles or log in as another user.',
  impersonateNotAllowed: 'You can only log in as an enabled owner or licensee.',
  impersonateLinkInvalid: 'This log-in-as link is invalid, has expired or has already been used.',
  ownerMappingNeedsOwner: 'Only a user with the owner role can own a property.',
  unknownProperties: 'These property codes do not exist:',
  oneCompany: 'A user belongs to one partner company: remove the current one first.',
  notificationNotShown: 'That notification does not apply to this user’s roles.',
  userNotFound: 'No user with that id.',
} as const;

/** 'There was an error loading user: {code}' (docs/product/users.md#messages). */
export const userLoadError = (code: string) => `There was an error loading user: ${code}`;
/** 'User is already assigned to this {product} Pro Partner' (docs/product/users.md#rules). */
export const companyAssignedMessage = (productName: string) =>
  `User is already assigned to this ${productName} Pro Partner`;

export const USER_ERROR_CODES = {
  emailLocked: 'EMAIL_LOCKED',
  emailTaken: 'EMAIL_TAKEN',
  emailNeedsPassword: 'EMAIL_NEEDS_PASSWORD',
  emailChangeLinkGone: 'EMAIL_CHANGE_LINK_GONE',
  roleNotGrantable: 'ROLE_NOT_GRANTABLE',
  selfChange: 'SELF_CHANGE',
  propertyAttached: 'PROPERTY_ATTACHED',
  companyAssigned: 'COMPANY_ASSIGNED',
  impersonate: 'USER_IMPERSONATE_ERROR',
  notFound: 'USER_NOT_FOUND',
} as const;

/** Users list, form and modals (docs/product/users.md#limits). */
export const USER_LIST = {
  pageSize: 25,
  pageSizeMax: 100,
  searchDebounceMs: 400,
  roleBadgesMax: 3,
  /** Properties offered by the attachment search (non-licensee users). */
  propertySearchLimit: 4,
  copyAlertMs: 1200,
  loginAsModalWidth: 481,
  confirmModalWidth: 450,
  /** Property codes one attachment call may carry. */
  propertyCodesMax: 500,
} as const;

/** A log-in-as link: single use, valid 5 minutes (issue 13). */
export const IMPERSONATION_LINK_MINUTES = 5;
/** The web path a log-in-as link opens; the token follows it. */
export const IMPERSONATION_PATH = '/impersonate';

/** Sorts of the users list: name or email, '-' for descending (docs/product/users.md#calls); fullName for the Owner typeahead. */
export const USER_SORTS = ['name', '-name', 'email', '-email', 'fullName', '-fullName'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** How a property is attached to a user: as its owner, or as its customer-experience manager. */
export const PROPERTY_MAPPING_TYPES = ['owner', 'manager'] as const;
export type PropertyMappingType = (typeof PROPERTY_MAPPING_TYPES)[number];

export const NOTIFICATION_TOGGLES = [
  'bookingNotificationsEnabled',
  'bookingChangeNotificationsEnabled',
  'bookingCancellationNotificationsEnabled',
  'ownerStayNotificationsEnabled',
  'ownerStayChangeNotificationsEnabled',
  'ownerStayCancellationNotificationsEnabled',
] as const;
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

export const NOTIFICATION_LABELS: Record<NotificationToggle, string> = {
  bookingNotificationsEnabled: 'New bookings',
  bookingChangeNotificationsEnabled: 'Booking changes',
  bookingCancellationNotificationsEnabled: 'Booking cancellations',
  ownerStayNotificationsEnabled: 'New owner stays',
  ownerStayChangeNotificationsEnabled: 'Owner stay changes',
  ownerStayCancellationNotificationsEnabled: 'Owner stay cancellations',
};

/** Booking notifications default on, all others off (docs/product/users.md#limits). */
export const NOTIFICATION_DEFAULTS: Record<NotificationToggle, boolean> = {
  bookingNotificationsEnabled: true,
  bookingChangeNotificationsEnabled: false,
  bookingCancellationNotificationsEnabled: false,
  ownerStayNotificationsEnabled: false,
  ownerStayChangeNotificationsEnabled: false,
  ownerStayCancellationNotificationsEnabled: false,
};

/** Relations `GET v3/users/me` may include. */
export const USER_INCLUDES = ['properties', 'properties.address', 'companies'] as const;
export type UserInclude = (typeof USER_INCLUDES)[number];
