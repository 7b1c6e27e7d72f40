import type { Role } from './roles';

/** `signed-in` lets every signed-in user through. */
export type RouteAccessRule = { prefix: string; roles: readonly Role[] | 'signed-in' };

/**
 * The route access table of spec 000/001 §2, by path prefix, plus the signed-in routes the spec's
 * table leaves out (settings, companies, events), which need a rule because an unmatched path is denied.
 * Used by the web menu and route guard and by the API guard: change access here and nowhere else.
 */
export const ROUTE_ACCESS: readonly RouteAccessRule[] = [
  { prefix: '/channels', roles: ['ROLE_CHANNEL_MANAGER'] },
  { prefix: '/design-system', roles: ['ROLE_DEVELOPER'] },
  { prefix: '/devtools', roles: ['ROLE_DEVELOPER'] },
  { prefix: '/templates', roles: ['ROLE_DEVELOPER'] },
  { prefix: '/releases', roles: ['ROLE_DEVELOPER'] },
  { prefix: '/reservation-all', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  { prefix: '/statements', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  { prefix: '/reservations', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  { prefix: '/resources', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  { prefix: '/smartquotes', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  {
    prefix: '/properties',
    // The spec's table, plus reservation managers: spec 000 §2 gives them the calendar's Book button.
    roles: [
      'ROLE_ADMIN',
      'ROLE_STAFF',
      'ROLE_OWNER',
      'ROLE_LICENSEE',
      'ROLE_CONTENT_CREATOR',
      'ROLE_RESERVATION_MANAGER',
    ],
  },
  { prefix: '/users', roles: ['ROLE_ADMIN', 'ROLE_STAFF'] },
  { prefix: '/knowledgecentre', roles: ['ROLE_ADMIN', 'ROLE_STAFF'] },
  { prefix: '/balances', roles: ['ROLE_FINANCE_MANAGER'] },
  // Not in the spec's table; see docs/ARCHITECTURE.md "Route access".
  { prefix: '/companies', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  { prefix: '/company', roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE'] },
  {
    prefix: '/events',
    roles: ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_OWNER', 'ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER'],
  },
  { prefix: '/settings', roles: 'signed-in' },
];

/** True when `path` is `prefix` itself or lies below it (`/users` matches `/users/create`, not `/usersx`). */
export const matchesPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

const normalise = (path: string): string => {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

export type AccessWarning = (message: string) => void;

/**
 * Whether a user with `roles` may open `path`. The root and index are never allowed by this check;
 * a path matching no rule is denied; a path matching more than one rule is denied with a warning.
 */
export const isRouteAllowed = (
  path: string,
  roles: readonly string[],
  options: { table?: readonly RouteAccessRule[]; warn?: AccessWarning } = {},
): boolean => {
  const { table = ROUTE_ACCESS, warn = console.warn } = options;
  const target = normalise(path);
  if (target === '/' || target === '/index.html') return false;
  const matches = table.filter((rule) => matchesPrefix(target, rule.prefix));
  if (matches.length > 1) {
    warn(
      `Route ${target} matches ${matches.length} access rules (${matches.map((m) => m.prefix).join(', ')}); denied.`,
    );
    return false;
  }
  const [rule] = matches;
  if (!rule) return false;
  return rule.roles === 'signed-in' || rule.roles.some((role) => roles.includes(role));
};
