/** Query keys of the companies area: the Partner typeahead's lookups and the companies pages. */
export const companyKeys = {
  all: ['companies'] as const,
  partners: (search: string) => [...companyKeys.all, 'partners', search] as const,
  partnersByIds: (sortedIds: readonly string[]) => [...companyKeys.all, 'partners', 'by-id', sortedIds] as const,
  /** The companies table: every page of one search and sort. */
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (search: string, sort: string) => [...companyKeys.lists(), search, sort] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  history: (id: string) => [...companyKeys.all, 'history', id] as const,
  /** The companies a licensee may be assigned to (the user form). */
  licenseePartners: () => [...companyKeys.all, 'licensee-partners'] as const,
  /** Every company a new home can belong to, by name (the 'Add property' form). */
  homeCompanies: () => [...companyKeys.all, 'home-companies'] as const,
};
