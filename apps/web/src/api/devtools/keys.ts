/** Query keys of the devtools area. */
export const devtoolsKeys = {
  all: ['dev-tools'] as const,
  outbox: () => [...devtoolsKeys.all, 'outbox'] as const,
};
