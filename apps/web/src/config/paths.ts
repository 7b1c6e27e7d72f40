/** Every path of the app in one place (spec 002 §2 'Full route table'); routes and links read these. */
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
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  logout: { path: '/logout', getHref: () => '/logout' },
  error: { path: '/error', getHref: () => '/error' },
  settings: { path: '/settings', getHref: () => '/settings' },
  devtools: { path: '/devtools', getHref: () => '/devtools' },
  properties: { path: '/properties', getHref: () => '/properties' },
  property: {
    path: '/properties/:propertyId/:tab?/:section?',
    getHref: (propertyId: string, tab?: string, section?: string) =>
      ['/properties', propertyId, tab, section]
        .filter((part): part is string => Boolean(part))
        .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
        .join('/'),
  },
  reservationAll: { path: '/reservation-all', getHref: () => '/reservation-all' },
  reservation: {
    path: '/reservations/:bookingId/:tab?',
    getHref: (bookingId: string) => `/reservations/${encodeURIComponent(bookingId)}`,
  },
  smartquotes: { path: '/smartquotes', getHref: () => '/smartquotes' },
  smartquoteOverview: {
    path: '/smartquotes/:id/overview',
    getHref: (id: string) => `/smartquotes/${encodeURIComponent(id)}/overview`,
  },
  smartquoteStep: {
    path: '/smartquotes/:id/:step',
    getHref: (id: string, step: string) => `/smartquotes/${encodeURIComponent(id)}/${encodeURIComponent(step)}`,
  },
  users: { path: '/users/:action?/:code?', getHref: () => '/users' },
  channels: { path: '/channels/:channelId?/:action?/:accountId?', getHref: () => '/channels' },
  statements: { path: '/statements', getHref: () => '/statements' },
  templates: { path: '/templates', getHref: () => '/templates' },
  balances: { path: '/balances', getHref: () => '/balances' },
  releases: { path: '/releases', getHref: () => '/releases' },
  designSystem: { path: '/design-system', getHref: () => '/design-system' },
  knowledgeCentre: { path: '/knowledgecentre', getHref: () => '/knowledgecentre' },
  resources: { path: '/resources', getHref: () => '/resources' },
  companies: { path: '/companies', getHref: () => '/companies' },
  company: {
    path: '/company/:code?',
    getHref: (companyId: string) => `/company/${encodeURIComponent(companyId)}`,
  },
  events: { path: '/events/:propertyId?/:action?/:eventId?', getHref: () => '/events' },
} as const;
