import { addressOrNull } from '@hearth/domain/api';
import * as z from 'zod/mini';

export const RESOURCE_TABS = ['all', 'documents', 'forms', 'newsletters'] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

/** The resources page's address: `?tab=` (All when absent) and the documents search `?search=`. */
export const ZResourcesAddress = z.object({
  tab: addressOrNull(z.enum(RESOURCE_TABS)),
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.slice(0, 120)),
  ),
});
