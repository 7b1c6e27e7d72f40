/** Query keys of the users area: the caller's own document, the Owner typeahead, and user administration. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  owners: (search: string) => [...userKeys.all, 'owners', search] as const,
  ownersByIds: (sortedIds: readonly string[]) => [...userKeys.all, 'owners', 'by-id', sortedIds] as const,
  /** The /users table: every page of one search and sort. */
  lists: () => [...userKeys.all, 'list'] as const,
  list: (search: string, sort: string) => [...userKeys.lists(), search, sort] as const,
  detail: (idOrCode: string) => [...userKeys.all, 'detail', idOrCode] as const,
  history: (id: string) => [...userKeys.all, 'history', id] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
  /** A log-in-as link: never cached (each works once), keyed per user so two open modals do not share one. */
  impersonationLink: (id: string) => [...userKeys.all, 'impersonation-link', id] as const,
};
