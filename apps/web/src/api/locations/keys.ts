/** Query keys of the locations area. */
export const locationKeys = {
  all: ['locations'] as const,
  search: (search: string) => [...locationKeys.all, search] as const,
};
