/** Query keys of the companies area (the Partner typeahead's lookups). */
export const companyKeys = {
  all: ['companies'] as const,
  partners: (search: string) => [...companyKeys.all, 'partners', search] as const,
  partnersByIds: (sortedIds: readonly string[]) => [...companyKeys.all, 'partners', 'by-id', sortedIds] as const,
};
