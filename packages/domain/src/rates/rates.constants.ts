/** Availability types of a calendar day (docs/product/rates.md#states). */
export const AVAILABILITY_TYPES = [
  'BLOCKED',
  'BOOKED',
  'CANCELLED',
  'CANCELLING',
  'REQUESTED',
  'TASKS',
  'VACANT',
] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];
