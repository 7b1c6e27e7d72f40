/** Limits of sign-in, codes and tokens (docs/CONTRIBUTING.md#security). One place; read by API, web and tests. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** How many of the most common leaked passwords a new password may not be. */
export const COMMON_PASSWORDS_REFUSED = 10_000;
export const EMAIL_MAX = 254;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const CONFIRM_TOKEN_TTL_DAYS = 7;
/**
 * Failed sign-ins (a wrong password, an unknown email, a wrong code) allowed per fixed window, counted before the
 * password is checked (docs/ARCHITECTURE.md, "Sign-in limits"). `pair` is one email from one address: it locks an
 * attacker's address out of an account without locking the owner out on theirs. `ip` stops one address spraying
 * many accounts, looser than `pair` so that people behind one office address do not lock each other out.
 * `account` is the ceiling across all addresses (ASVS 2.2.1: at most 100 failures an hour per account); reaching
 * it locks the account from everywhere until the hour ends.
 */
export const SIGN_IN_LIMITS = {
  pair: { max: 10, windowMinutes: 15 },
  ip: { max: 30, windowMinutes: 15 },
  account: { max: 100, windowMinutes: 60 },
} as const;
export const RESET_MAIL_LIMIT = { max: 3, windowMinutes: 60 } as const;
export const SESSION_IDLE_HOURS = 12;
export const SESSION_ABSOLUTE_DAYS = 30;

export const PASSWORD_ACTIONS = ['change', 'confirm'] as const;
export type PasswordAction = (typeof PASSWORD_ACTIONS)[number];

/** Every message of the welcome area, exactly as docs/product/auth.md#screens, #rules, #messages write them. */
export const AUTH_MESSAGES = {
  crossSite: 'Sign out from Hearth itself: another site cannot sign you out.',
  invalidEmail: 'Enter a valid email',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordTooLong: 'The password must be at most 128 characters long',
  passwordTooCommon: 'This password is too common. Please choose another one',
  passwordMismatch: 'The confirmation password does not match',
  invalidCredentials: 'Invalid email address or password. Please try again.',
  serverError: (host: string) => `Server error. Please contact support@${host}`,
  accountDisabled: 'This account is disabled',
  codeRequired: 'Enter a valid code',
  codeInvalid: 'Invalid or expired code. Please try again.',
  codeTooManyTries: 'Too many attempts with this code. Sign in again to get a new one.',
  tooManySignIns: 'Too many sign-in attempts. Please try again later.',
  resetSent: 'A link to reset your password has been sent',
  resetAlreadyRequested: 'Reset email already requested',
  invalidUser: 'Invalid user',
  networkError: 'A network error occurred',
  linkExpired: 'Sorry, this link has expired. Please try resetting your password or contact us for more information',
  linkUsed: 'This link has already been used. Sign in with your new password, or reset it again if you need to.',
  linkInvalid:
    'The reset link appears to be invalid. Please reset your password or use the chat to talk to a customer experience manager.',
  connectionError: 'There was an error connecting to the server.',
  csrfInvalid: 'Your session token is missing or out of date. Reload the page and try again.',
  notSignedIn: 'You are not signed in.',
  codeSent: 'We have emailed you a code. Enter it to continue.',
  linkValid: 'This link is valid',
  passwordUpdated: 'Your password has been updated',
  passwordCreated: 'Your password has been created',
  signedIn: 'Signed in',
} as const;

/** Error codes the API sends in `errors[].code` for the welcome area. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  otpRequired: 'OTP_REQUIRED',
  otpInvalid: 'OTP_INVALID',
  otpTooManyTries: 'OTP_TOO_MANY_TRIES',
  accountDisabled: 'ACCOUNT_DISABLED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  resetAlreadyRequested: 'RESET_ALREADY_REQUESTED',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenUsed: 'TOKEN_USED',
  csrf: 'CSRF_INVALID',
  notSignedIn: 'NOT_SIGNED_IN',
  crossSite: 'CROSS_SITE_REFUSED',
} as const;
