import { allowedMenuItems } from '@hearth/domain/access';
import { NOTIFICATION_DEFAULTS, type TSessionUserAttributes } from '@hearth/domain/users';
// Subpath import: the session check is on the first page, which should not carry zod.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { takeSignedOutHint } from './boot';

export type SessionUser = TSessionUserAttributes & { id: string };

export type SessionCompany = {
  id: string;
  companyName: string;
  partnerType: string | null;
  settings: { logoUrl: string | null; brandColour: string | null; ltrManagementFee: number | null };
};

export type Session = {
  id: string;
  impersonated: boolean;
  user: SessionUser;
  company: SessionCompany | null;
};

type Resource = { id: string; type: string; attributes: Record<string, unknown> };
type SessionDocument = {
  data: { id: string; type: string; attributes?: { impersonated?: boolean } };
  included?: Resource[];
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads the user leniently: a field the server leaves out gets its documented default. */
export const toSessionUser = (resource: Resource): SessionUser => {
  const a = resource.attributes;
  const firstName = text(a.firstName) ?? '';
  const lastName = text(a.lastName) ?? '';
  const status = (a.propertyStatus ?? {}) as { count?: unknown; first?: unknown; firstOnboarding?: unknown };
  const toggles = Object.fromEntries(
    Object.entries(NOTIFICATION_DEFAULTS).map(([key, fallback]) => [
      key,
      typeof a[key] === 'boolean' ? a[key] : fallback,
    ]),
  ) as Record<keyof typeof NOTIFICATION_DEFAULTS, boolean>;
  return {
    id: resource.id,
    code: text(a.code) ?? resource.id,
    fullName: text(a.fullName) ?? `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    email: text(a.email) ?? '',
    mobile: text(a.mobile),
    enabled: a.enabled !== false,
    canUpdate: a.canUpdate === true,
    roles: Array.isArray(a.roles) ? a.roles.filter((role): role is string => typeof role === 'string') : [],
    otpEnabled: a.otpEnabled === true,
    nps: typeof a.nps === 'number' ? a.nps : null,
    lastLoginAt: text(a.lastLoginAt),
    companyId: text(a.companyId),
    propertyStatus: {
      count: typeof status.count === 'number' ? status.count : 0,
      first: text(status.first),
      firstOnboarding: status.firstOnboarding === true,
    },
    ...toggles,
  };
};

const toCompany = (resource: Resource): SessionCompany => {
  const a = resource.attributes;
  const settings = (a.settings ?? {}) as Record<string, unknown>;
  return {
    id: resource.id,
    companyName: text(a.companyName) ?? '',
    partnerType: text(a.partnerType),
    settings: {
      logoUrl: text(settings.logoUrl),
      brandColour: text(settings.brandColour),
      ltrManagementFee: typeof settings.ltrManagementFee === 'number' ? settings.ltrManagementFee : null,
    },
  };
};

/** `ping` and `auth` answer the same document: the user first in `included`, then their company. */
export const toSession = (document: SessionDocument): Session => {
  const included = document.included ?? [];
  const userResource = included.find((item) => item.type === 'users');
  if (!userResource) throw new Error('The session document has no user');
  const companyResource = included.find((item) => item.type === 'companies');
  return {
    id: document.data.id,
    impersonated: document.data.attributes?.impersonated === true,
    user: toSessionUser(userResource),
    company: companyResource ? toCompany(companyResource) : null,
  };
};

export const SESSION_QUERY_KEY = ['session'] as const;

/** The session check: a session, or `null` when nobody is signed in (401). */
export const getSession = async (): Promise<Session | null> => {
  try {
    return toSession(await api.get<SessionDocument>('/api/v3/ping', { params: { include: 'user' } }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
};

/**
 * A page that came without a session cookie starts signed out, without a check that could only answer 401 (a console
 * error on every sign-in page); the hint is used once, and the session is checked as usual after that.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    initialData: () => (takeSignedOutHint() ? null : undefined),
  });

export const useSession = () => useQuery(sessionQueryOptions());

export const setSession = (client: QueryClient, session: Session | null): void => {
  client.setQueryData(SESSION_QUERY_KEY, session);
};

export type SessionDocumentBody = SessionDocument;

/** The session of a page behind the route guard, which only renders once a user is known. */
export const useSignedInSession = (): Session => {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInSession is used outside the signed-in routes');
  return data;
};

/** Where `/` leads a signed-in user: their first allowed menu item, else the welcome page at `/`. */
export const homePathFor = (roles: readonly string[]): string => allowedMenuItems(roles)[0]?.path ?? '/';
