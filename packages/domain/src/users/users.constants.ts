export const NAME_MAX = 100;
export const MOBILE_MAX = 30;
export const NPS_MIN = -100;
export const NPS_MAX = 100;

/** Messages of the user and settings forms, exactly as spec 001 §5, §8 write them. */
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
} as const;

export const USER_ERROR_CODES = {
  emailLocked: 'EMAIL_LOCKED',
  emailTaken: 'EMAIL_TAKEN',
} as const;

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

/** Booking notifications default on, all others off (spec 001 §9). */
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
