import { mayAttempt, type Action } from './permissions';

/** `signed-in` lets every signed-in user through. */
export type RouteAccessRule = { prefix: string; action: Action | 'signed-in' };

/**
 * The route access table of docs/product/access.md#screens, by path prefix, plus the signed-in routes the spec's table leaves
 * out (settings, companies, events), which need a rule because an unmatched path is denied. Each prefix names the
 * action of the permissions table that opens it: who may open a page is decided there and nowhere else. Used by
 * the web menu and route guard.
 */
export const ROUTE_ACCESS: readonly RouteAccessRule[] = [
  { prefix: '/channels', action: 'channel:manage' },
  { prefix: '/design-system', action: 'devtools:use' },
  { prefix: '/devtools', action: 'devtools:use' },
  { prefix: '/templates', action: 'template:manage' },
  { prefix: '/releases', action: 'release:read' },
  { prefix: '/reservation-all', action: 'reservation:list' },
  { prefix: '/statements', action: 'statement:list' },
  { prefix: '/reservations', action: 'reservation:list' },
  { prefix: '/resources', action: 'resource:list' },
  { prefix: '/smartquotes', action: 'smartquote:use' },
  { prefix: '/properties', action: 'property:list' },
  // Rates across many homes: bulk edit, CSV export and import (docs/product/rates.md#bulk-edit).
  { prefix: '/rates', action: 'rate:manage' },
  // Homes and bookings from another system as CSV (docs/product/imports.md#screens).
  { prefix: '/imports', action: 'import:use' },
  { prefix: '/users', action: 'user:manage' },
  { prefix: '/knowledgecentre', action: 'knowledge:read' },
  { prefix: '/balances', action: 'balance:read' },
  // The tasks of every home (docs/product/tasks.md#screens): who manages tasks.
  { prefix: '/tasks', action: 'task:manage' },
  // Owner payouts: batches from published statements, their bank files (docs/product/payouts.md#screens).
  { prefix: '/payouts', action: 'payout:manage' },
  // Not in the spec's table; see docs/ARCHITECTURE.md "Route access".
  { prefix: '/companies', action: 'company:manage' },
  { prefix: '/company', action: 'company:manage' },
  // Everyone who opens a calendar opens its event pages; those who may not change events see the spec's message there.
  { prefix: '/events', action: 'property:list' },
  { prefix: '/settings', action: 'signed-in' },
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
  return rule.action === 'signed-in' || mayAttempt({ roles }, rule.action);
};
