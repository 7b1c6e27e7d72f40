/** Query keys of the users area: the caller's own document and the Owner typeahead's lookups. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  owners: (search: string) => [...userKeys.all, 'owners', search] as const,
  ownersByIds: (sortedIds: readonly string[]) => [...userKeys.all, 'owners', 'by-id', sortedIds] as const,
};
