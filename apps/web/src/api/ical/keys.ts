/** Query keys of the ical area. */
export const icalKeys = {
  all: ['ical'] as const,
  feeds: (propertyId: string) => [...icalKeys.all, 'feeds', propertyId] as const,
  import: (importId: string) => [...icalKeys.all, 'import', importId] as const,
};
