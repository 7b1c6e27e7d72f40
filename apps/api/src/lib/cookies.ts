export const SESSION_COOKIE = 'hearth_session';
export const CSRF_COOKIE = 'hearth_csrf';
export const OTP_ATTEMPT_COOKIE = 'hearth_otp';
export const CSRF_HEADER = 'x-csrf-token';
