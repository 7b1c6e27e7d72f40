/*
 * The organisation that runs Hearth, as admins edit it under Settings → Organisation (docs/product/setup.md#screens).
 * Its fields' limits and messages are the setup form's (setup.constants.ts); a logo follows the companies' rules.
 */

export const ORGANISATION_MESSAGES = {
  saved: 'Organisation saved',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  /** The PATCH body carried no field at all. */
  nothingToChange: 'Send at least one field to change',
  checkInMailDays: 'Send the check-in instructions between 1 and 30 days before arrival',
  guestMailSaved: 'Guest mail saved',
  checkInMailDaysSaved: (days: number) =>
    `Check-in instructions are mailed ${days === 1 ? '1 day' : `${days} days`} before arrival.`,
} as const;

export const ORGANISATION_ERROR_CODES = { logo: 'ORGANISATION_LOGO_ERROR' } as const;

/** Where the organisation's logo is served to anyone (the sign-in page shows it): our own path, never signed. */
export const ORGANISATION_LOGO_PATH = '/api/v1/public/organisation/logo';

/**
 * How many days before arrival a guest is mailed the home's check-in instructions (docs/product/guest-mail.md#settings):
 * the organisation's setting, 3 until an admin changes it.
 */
export const CHECK_IN_MAIL_DAYS = { default: 3, min: 1, max: 30 } as const;
