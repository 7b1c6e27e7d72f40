import { ZSignInRequest } from '@hearth/domain/auth';

export type SignInFieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The sign-in fields checked by the API's own schema: the first message per field, or null when both pass. Loaded
 * when the form is sent (login-screen), so that zod is not part of the sign-in page's first load.
 */
export const signInFieldErrors = (values: { email: string; password: string }): SignInFieldErrors | null => {
  const result = ZSignInRequest.safeParse(values);
  if (result.success) return null;
  const errors: SignInFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};
