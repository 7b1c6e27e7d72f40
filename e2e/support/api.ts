import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from './accounts';

type OutboxMail = { id: string; attributes: { to: string; subject: string; text: string; createdAt: string } };

/** A signed-in API client of its own (a second browser, in effect), used to read the demo mail outbox. */
export const signInApi = async (baseURL: string, name: string): Promise<APIRequestContext> => {
  const api = await request.newContext({ baseURL });
  const csrf = (await (await api.get('/api/v1/public/csrf/')).json()) as { data: { csrfToken: string } };
  const response = await api.post('/api/v3/auth?include=user', {
    headers: { 'X-CSRF-Token': csrf.data.csrfToken },
    data: { email: emailOf(name), password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in as ${name} failed: ${response.status()}`);
  return api;
};

/** The newest mail sent to `to`, read through the developer's outbox. */
export const latestMailTo = async (baseURL: string, to: string): Promise<OutboxMail> => {
  const api = await signInApi(baseURL, 'developer');
  try {
    const body = (await (await api.get('/api/v3/dev-tools/outbox')).json()) as { data: OutboxMail[] };
    const mail = body.data.find((item) => item.attributes.to === to);
    if (!mail) throw new Error(`no mail to ${to} in the outbox`);
    return mail;
  } finally {
    await api.dispose();
  }
};

export const firstLinkIn = (text: string): string => {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in the mail');
  return new URL(match[0]).pathname;
};

export const codeIn = (text: string): string => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
};
