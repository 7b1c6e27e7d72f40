import { addressOrNull } from '@hearth/domain/api';
import { TEMPLATE_SORTS } from '@hearth/domain/keys';
import * as z from 'zod/mini';

/** The templates page's address: `?search=&sort=` (zod/mini, as every address schema: domain api/address.schemas.ts). */
export const ZTemplateListAddress = z.object({
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 100)),
  ),
  sort: addressOrNull(z.enum(TEMPLATE_SORTS)),
});
