/** Query keys of the auth area (the session itself is lib/auth's SESSION_QUERY_KEY). */
export const authKeys = {
  all: ['auth'] as const,
  passwordToken: (token: string) => [...authKeys.all, 'password-token', token] as const,
};
