import { z } from 'zod';
import { csvOf } from '../api/params.schemas';
import { PARTNER_TYPES } from '../properties/properties.constants';

/** `GET v3/companies?partnerType=` (partner typeahead; the licensee partner list is partnerType 'Franchise - Licensee'). */
export const ZCompaniesQuery = z.object({
  partnerType: z.enum(PARTNER_TYPES).optional(),
  /** Names for chosen ids (a copied link's Partner filter). */
  'filters[ids]': csvOf(z.uuid()).optional(),
  search: z.string().trim().max(100).optional(),
});
export const ZCompanyListItem = z.object({
  id: z.string(),
  type: z.literal('company'),
  attributes: z.object({ companyName: z.string(), partnerType: z.string() }),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;
export const ZCompaniesResponse = z.object({ data: z.array(ZCompanyListItem) });
export type TCompaniesResponse = z.infer<typeof ZCompaniesResponse>;
