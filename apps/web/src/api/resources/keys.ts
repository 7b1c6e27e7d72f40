/** Query keys of the resources area: the documents tree (by search), the forms and the newsletters. */
export const resourceKeys = {
  all: ['resources'] as const,
  documents: () => [...resourceKeys.all, 'documents'] as const,
  documentSearch: (search: string) => [...resourceKeys.documents(), { search }] as const,
  forms: () => [...resourceKeys.all, 'forms'] as const,
  newsletters: () => [...resourceKeys.all, 'newsletters'] as const,
};
