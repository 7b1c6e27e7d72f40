import { vi } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '@hearth/domain/users';

export type FakeRequest = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** A JSON body, parsed. */
  body: unknown;
  /** A body sent as it is (a file), not JSON. */
  raw?: BodyInit | null | undefined;
};
export type FakeReply = { status: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** The little of Response that the API client reads. */
export const fakeResponse = ({ status, body }: FakeReply): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as Response;

export const jsonApiError = (status: number, code: string, detail: string, title = code): FakeReply => ({
  status,
  body: { errors: [{ status: String(status), code, title, detail }] },
});

/** Replaces `fetch` at the network boundary; answers every call through `handler` and records it. */
export const mockFetch = (handler: FakeHandler): FakeRequest[] => {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request: FakeRequest = {
        url: new URL(input, 'http://localhost'),
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        raw: typeof init.body === 'string' ? undefined : init.body,
      };
      calls.push(request);
      return fakeResponse(await handler(request));
    }),
  );
  return calls;
};

export const CONFIG_REPLY: FakeReply = {
  status: 200,
  body: {
    data: {
      productName: 'Hearth',
      environment: 'demo',
      demo: true,
      faqUrl: 'https://help.hearth.test/faq',
      supportHost: 'hearth.test',
    },
  },
};

export type UserFixture = {
  id?: string;
  roles: string[];
  firstName?: string;
  propertyStatus?: { count: number; first: string | null };
  companyId?: string | null;
};

export const userResource = ({
  id = 'u1',
  roles,
  firstName = 'Alex',
  propertyStatus,
  companyId = null,
}: UserFixture) => ({
  id,
  type: 'users',
  attributes: {
    code: id,
    fullName: `${firstName} Doe`,
    firstName,
    lastName: 'Doe',
    email: `${firstName.toLowerCase()}@demo.hearth.au`,
    mobile: null,
    enabled: true,
    canUpdate: true,
    roles,
    otpEnabled: false,
    nps: null,
    lastLoginAt: null,
    companyId,
    propertyStatus: propertyStatus ?? { count: 0, first: null },
    ...NOTIFICATION_DEFAULTS,
  },
});

export const sessionReply = (user: UserFixture, impersonated = false): FakeReply => ({
  status: 200,
  body: {
    data: { id: 's1', type: 'sessions', attributes: { impersonated } },
    included: [userResource(user)],
  },
});
