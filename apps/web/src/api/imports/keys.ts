/** Query keys of the imports area. */
export const importKeys = {
  all: ['imports'] as const,
  detail: (importId: string) => [...importKeys.all, 'detail', importId] as const,
};
