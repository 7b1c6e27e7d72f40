import { can, type Action } from './permissions';
import { isRouteAllowed } from './route-access';

export type MenuItem = { path: string; label: string };

/** The main menu in the spec's order (docs/product/access.md#screens); each item shows only when its route is allowed. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { path: '/properties', label: 'Properties' },
  { path: '/reservation-all', label: 'Reservations' },
  { path: '/tasks', label: 'Tasks' },
  { path: '/smartquotes', label: 'SmartQuote' },
  { path: '/users', label: 'Users' },
  { path: '/channels', label: 'Channels' },
  { path: '/statements', label: 'Statements' },
  { path: '/balances', label: 'Balances' },
  { path: '/payouts', label: 'Payouts' },
  { path: '/templates', label: 'Templates' },
  { path: '/devtools', label: 'Dev tools' },
  { path: '/resources', label: 'Resources' },
  { path: '/knowledgecentre', label: 'Knowledge centre' },
  { path: '/releases', label: 'Releases' },
];

/** Mobile-only items and the action that shows each (docs/product/access.md#screens, #who-uses-it). `null` means every signed-in user. */
export const MOBILE_MENU_ITEMS: readonly (MenuItem & { action: Action | null })[] = [
  { path: '/settings', label: 'Settings', action: 'app:settings-in-menu' },
  { path: '/companies', label: 'Companies', action: 'company:settings-in-menu' },
  { path: '/logout', label: 'Logout', action: null },
];

export const FAQ_LABEL = 'FAQ';

export const allowedMenuItems = (roles: readonly string[]): MenuItem[] =>
  MENU_ITEMS.filter((item) => isRouteAllowed(item.path, roles));

export const allowedMobileItems = (roles: readonly string[]): MenuItem[] =>
  MOBILE_MENU_ITEMS.filter((item) => item.action === null || can({ roles }, item.action)).map(({ path, label }) => ({
    path,
    label,
  }));
