import { paths } from '../config/paths';
import { homePathFor, type SessionUser } from './auth';
import { canDo } from './use-can';

/**
 * The `pl` return path, only when it is a same-origin relative path: one leading '/', no scheme,
 * no '//' or '/\' (protocol-relative), no control characters, and not a welcome-area page.
 */
export const safeReturnPath = (pl: string | null | undefined): string | null => {
  if (!pl || !pl.startsWith('/') || pl.startsWith('//') || pl.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(pl)) return null;
  try {
    const base = 'https://hearth.invalid';
    const url = new URL(pl, base);
    if (url.origin !== base) return null;
    // Normalising can make it protocol-relative ('/.//evil.example', '/x/..//evil.example'): checked again after.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
    if (/^\/(login|logout|forgot|welcome)(\/|$)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
};

/**
 * Where a person goes after signing in (docs/product/auth.md#screens): back to `pl` when it is safe;
 * else an owner with exactly one property to that property (its record while it is onboarding), any other owner
 * to the property list;
 * everyone else to `/`, which means their first menu item: we go there at once, so the page does not
 * change under the person's first click.
 */
export const pathAfterSignIn = (user: Pick<SessionUser, 'roles' | 'propertyStatus'>, pl?: string | null): string =>
  safeReturnPath(pl) ?? landingPathFor(user);

/** Where a user lands with no return path: sign-in without `pl`, and a log-in-as session as that user. */
export const landingPathFor = (user: Pick<SessionUser, 'roles' | 'propertyStatus'>): string => {
  if (canDo({ roles: user.roles }, 'property:land-on-own')) {
    const { count, first, firstOnboarding } = user.propertyStatus;
    if (count !== 1 || !first) return paths.properties.getHref();
    // A home still onboarding has no stays yet: its record shows how far it is (docs/product/properties.md#owners).
    return firstOnboarding ? paths.property.getHref(first, 'details') : paths.property.getHref(first);
  }
  return homePathFor(user.roles);
};
