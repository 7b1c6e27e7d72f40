/** Query keys of the reviews area: one infinite list per property. */
export const reviewKeys = {
  all: ['reviews'] as const,
  ofProperty: (propertyId: string) => [...reviewKeys.all, 'property', propertyId] as const,
};
