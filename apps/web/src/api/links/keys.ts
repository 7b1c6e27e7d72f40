/** Query keys of the links area. */
export const linkKeys = {
  all: ['links'] as const,
};
