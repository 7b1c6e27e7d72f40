/** A query value left out of the address when null, undefined or false. */
type QueryValue = string | number | boolean | null | undefined;

/** The path with the set values of `query` in their given order; no '?' when none is set. */
const withQuery = (path: string, query: Record<string, QueryValue> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== false) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const segment = encodeURIComponent;

/** What the property calendar reads from its address (docs/product/shell.md#screens): the month or week shown and a chosen range. */
export type CalendarQuery = {
  /** 1–12. */
  month?: number;
  year?: number;
  view?: 'month' | 'week';
  /** Any day of the week shown in week view. */
  week?: string;
  event?: 'makeEvent';
  startDate?: string;
  endDate?: string;
  /** An availability search of the property list, carried to the calendar. */
  availableFrom?: string;
  availableTo?: string;
  adults?: number;
  children?: number;
};

/** The event page's prefill (docs/product/events.md#screens): first and last day covered, status and expiry. */
export type EventCreateQuery = { startDate?: string; endDate?: string; status?: string; expiry?: string | number };

/** A SmartQuote for a property, its stay and its guests. */
export type SmartquoteQuery = {
  propertyId?: string;
  checkIn?: string;
  checkOut?: string;
  adults?: number | null;
  children?: number | null;
};

/** Every path of the app in one place (docs/product/shell.md#screens 'Full route table'); routes and links read these. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (pl?: string) => (pl ? `/login?pl=${encodeURIComponent(pl)}` : '/login'),
  },
  forgot: { path: '/forgot', getHref: () => '/forgot' },
  newPassword: {
    path: '/login/:action/:newPasswordToken',
    getHref: (action: 'change' | 'confirm', token: string) => `/login/${action}/${encodeURIComponent(token)}`,
  },
  emailChange: {
    path: '/login/email/:emailChangeToken',
    getHref: (token: string) => `/login/email/${encodeURIComponent(token)}`,
  },
  /** First run: the link the server prints while nobody can sign in (docs/product/setup.md). */
  setup: { path: '/setup/:setupToken', getHref: (token: string) => `/setup/${encodeURIComponent(token)}` },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  logout: { path: '/logout', getHref: () => '/logout' },
  error: { path: '/error', getHref: () => '/error' },
  /** Own settings; admins have an Organisation tab too (docs/product/setup.md#screens), kept in the address. */
  settings: {
    path: '/settings/:tab?',
    getHref: (tab?: 'organisation') => (tab ? `/settings/${tab}` : '/settings'),
  },
  devtools: { path: '/devtools', getHref: () => '/devtools' },
  properties: { path: '/properties', getHref: () => '/properties' },
  /** The multi-calendar: one row per home, one column per night (issue 15). A static segment, so it wins over :propertyId. */
  timeline: { path: '/properties/timeline', getHref: () => '/properties/timeline' },
  /** 'Add property' (docs/product/properties.md#adding-a-home), prefilled from a published SmartQuote with `quote`. Static too. */
  propertyCreate: {
    path: '/properties/new',
    getHref: (quoteId?: string) => withQuery('/properties/new', { quote: quoteId }),
  },
  property: {
    path: '/properties/:propertyId/:tab?/:section?',
    getHref: (propertyId: string, tab?: string, section?: string) =>
      ['/properties', propertyId, tab, section]
        .filter((part): part is string => Boolean(part))
        .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
        .join('/'),
    calendar: {
      getHref: (propertyId: string, query?: CalendarQuery) => withQuery(`/properties/${segment(propertyId)}`, query),
      /** The calendar showing `day` (`YYYY-MM-DD`): its month in month view, its week in week view (phones). */
      getHrefOn: (propertyId: string, day: string) =>
        withQuery(`/properties/${segment(propertyId)}`, {
          month: Number(day.slice(5, 7)),
          year: Number(day.slice(0, 4)),
          week: day,
        } satisfies CalendarQuery),
    },
  },
  /** The property's tabs (docs/product/shell.md#screens), each a route of its own; their links are `property.getHref(id, tab, section)`. */
  propertyDetails: { path: '/properties/:propertyId/details/:section?' },
  propertyPhotos: { path: '/properties/:propertyId/details/photos' },
  propertyReviews: { path: '/properties/:propertyId/reviews' },
  propertyKeys: { path: '/properties/:propertyId/keys' },
  reservationAll: { path: '/reservation-all', getHref: () => '/reservation-all' },
  /** Rates across many homes: bulk edit, CSV export and import (docs/product/rates.md#bulk-edit). */
  rates: { path: '/rates', getHref: () => '/rates' },
  /** Homes and bookings from another system as CSV, a tab each (docs/product/imports.md#screens). */
  imports: {
    path: '/imports/:kind?',
    getHref: (kind?: 'homes' | 'bookings') => (kind ? `/imports/${kind}` : '/imports'),
  },
  /** The booking record (issue 15); each tab is an address of its own, the overview has none. */
  reservation: {
    path: '/reservations/:bookingId/:tab?',
    getHref: (bookingId: string, tab?: string) =>
      tab && tab !== 'overview'
        ? `/reservations/${segment(bookingId)}/${segment(tab)}`
        : `/reservations/${segment(bookingId)}`,
  },
  smartquotes: {
    path: '/smartquotes',
    getHref: (query?: SmartquoteQuery) => withQuery('/smartquotes', query),
  },
  smartquoteOverview: {
    path: '/smartquotes/:id/overview',
    getHref: (id: string) => `/smartquotes/${encodeURIComponent(id)}/overview`,
  },
  smartquoteStep: {
    path: '/smartquotes/:id/:step',
    getHref: (id: string, step: string) => `/smartquotes/${encodeURIComponent(id)}/${encodeURIComponent(step)}`,
  },
  /** A published quote's public page (issue 16): no sign-in, the address is its 256-bit token. */
  publicQuote: { path: '/quote/:token', getHref: (token: string) => `/quote/${encodeURIComponent(token)}` },
  /** Where Stripe's payment page sends the guest back (docs/product/payments.md#guest-payments): public. */
  paymentComplete: {
    path: '/payment-complete',
    getHref: (status: 'paid' | 'cancelled') => `/payment-complete?status=${status}`,
  },
  /** User Management, tab Users (docs/product/shell.md#screens). */
  users: { path: '/users', getHref: () => '/users' },
  /** User Management, tab Companies. */
  usersCompanies: { path: '/users/companies', getHref: () => '/users/companies' },
  userCreate: { path: '/users/create', getHref: () => '/users/create' },
  /** The user's form (or 'User info'), and its History tab at /users/update/{code}/history. */
  userUpdate: {
    path: '/users/update/:code/:tab?',
    getHref: (code: string, tab?: 'history') =>
      tab ? `/users/update/${segment(code)}/${tab}` : `/users/update/${segment(code)}`,
  },
  /** Where a log-in-as link lands, in another browser (issue 13); outside the signed-in shell. */
  impersonate: { path: '/impersonate/:token', getHref: (token: string) => `/impersonate/${segment(token)}` },
  /** The channels page, or one account's page at /channels/{channelId}/accounts/{accountId}. */
  channels: {
    path: '/channels/:channelId?/:action?/:accountId?',
    getHref: (account?: { channelId: string; accountId: string }) =>
      account ? `/channels/${segment(account.channelId)}/accounts/${segment(account.accountId)}` : '/channels',
  },
  statements: { path: '/statements', getHref: () => '/statements' },
  templates: { path: '/templates', getHref: () => '/templates' },
  balances: { path: '/balances', getHref: () => '/balances' },
  /** The tasks of every home (docs/product/tasks.md#screens); its filters live in its address (features/tasks). */
  tasks: { path: '/tasks', getHref: () => '/tasks' },
  /** Owner payouts (docs/product/payouts.md#screens): a new batch, the batches, the settings; one batch at /payouts/{id}. */
  payouts: { path: '/payouts', getHref: () => '/payouts' },
  payoutBatch: { path: '/payouts/:batchId', getHref: (id: string) => `/payouts/${segment(id)}` },
  releases: { path: '/releases', getHref: () => '/releases' },
  designSystem: { path: '/design-system', getHref: () => '/design-system' },
  knowledgeCentre: { path: '/knowledgecentre', getHref: () => '/knowledgecentre' },
  resources: { path: '/resources', getHref: () => '/resources' },
  companies: { path: '/companies', getHref: () => '/companies' },
  /** Tabs Company Details, Settings and History; the tab lives in the address so it survives a reload. */
  company: {
    path: '/company/:companyId/:tab?',
    getHref: (companyId: string, tab?: 'settings' | 'history') =>
      tab ? `/company/${segment(companyId)}/${tab}` : `/company/${segment(companyId)}`,
  },
  events: {
    path: '/events/:propertyId?/:action?/:eventId?',
    getHref: () => '/events',
    create: {
      getHref: (propertyId: string, query?: EventCreateQuery) =>
        withQuery(`/events/${segment(propertyId)}/create`, query),
    },
    edit: {
      getHref: (propertyId: string, eventId: string) => `/events/${segment(propertyId)}/edit/${segment(eventId)}`,
    },
  },
} as const;
