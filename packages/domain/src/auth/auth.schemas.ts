import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './auth.constants';
import { ZSessionUserDocument } from '../users/users.schemas';

export const ZEmail = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** A password as typed at sign-in: only the length is checked, so old passwords still work. */
export const ZSignInPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

export const ZOtp = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.codeRequired);

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: ZSignInPassword,
  otp: ZOtp.optional(),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** `POST v3/auth?include=user` answers the session user as the first included item. */
export const ZSignInResponse = ZSessionUserDocument;

export const ZForgotParams = z.object({ email: ZEmail });

export const ZNewPasswordRequest = z
  .object({
    password: ZSignInPassword,
    passwordConfirm: z.string({ error: AUTH_MESSAGES.passwordMismatch }).max(PASSWORD_MAX),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type TNewPasswordRequest = z.infer<typeof ZNewPasswordRequest>;

export const ZVerifyTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, AUTH_MESSAGES.linkInvalid),
});

/** A call that takes no body: nothing, or an empty object. */
export const ZEmptyBody = z.strictObject({}).nullish();

export const ZMessageResponse = z.object({ meta: z.object({ message: z.string() }) });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZCsrfResponse = z.object({ data: z.object({ csrfToken: z.string() }) });

/** `?include=user` on sign-in and session calls. */
export const ZIncludeUserQuery = z.object({ include: z.literal('user').optional() });

/** `POST v1/public/verify/{token}/?checkExpiration=`. */
export const ZVerifyQuery = z.object({ checkExpiration: z.enum(['true', 'false']).optional() });
export const ZVerifyResponse = z.object({
  meta: z.object({ message: z.string(), action: z.enum(['change', 'confirm']) }),
});
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;
