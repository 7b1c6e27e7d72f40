import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs in over HTTP as a browser does: a CSRF token first, then `POST /api/v3/auth` echoing it. */
export const signIn = async (base: string, email: string): Promise<{ cookie: string; csrfToken: string }> => {
  const csrfResponse = await fetch(`${base}/api/v1/public/csrf/`);
  const csrfCookie = cookiesOf(csrfResponse);
  const { data } = (await csrfResponse.json()) as { data: { csrfToken: string } };
  const response = await fetch(`${base}/api/v3/auth?include=user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrfToken, cookie: csrfCookie },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return { cookie: `${csrfCookie}; ${cookiesOf(response)}`, csrfToken: data.csrfToken };
};
