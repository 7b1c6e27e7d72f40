import { z } from 'zod';

/** `GET v4/locations?search=` */
export const ZLocationsQuery = z.object({ search: z.string().trim().max(100).default('') });
export const ZLocation = z.object({
  name: z.string(),
  region: z.string(),
  country: z.enum(['AU', 'NZ']),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationsResponse = z.object({ data: z.object({ locations: z.array(ZLocation) }) });
export type TLocationsResponse = z.infer<typeof ZLocationsResponse>;
