import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='))
    .join('; ');

const csrfTokenOf = async (response: Response) =>
  ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;

/**
 * Signs in over HTTP as a browser does: a CSRF token first, then `POST /api/v3/auth` echoing it, then the token of
 * the new session (tokens are bound to the session, so the pre-sign-in one no longer works).
 */
export const signIn = async (base: string, email: string): Promise<{ cookie: string; csrfToken: string }> => {
  const csrfResponse = await fetch(`${base}/api/v1/public/csrf/`);
  const csrfCookie = cookiesOf(csrfResponse);
  const response = await fetch(`${base}/api/v3/auth?include=user`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': await csrfTokenOf(csrfResponse),
      cookie: csrfCookie,
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = cookiesOf(response);
  const csrfToken = await csrfTokenOf(await fetch(`${base}/api/v1/public/csrf/`, { headers: { cookie } }));
  return { cookie, csrfToken };
};
