/** Query keys of the organisation area: the one organisation Settings → Organisation shows. */
export const organisationKeys = {
  all: ['organisation'] as const,
  detail: () => [...organisationKeys.all, 'detail'] as const,
};
