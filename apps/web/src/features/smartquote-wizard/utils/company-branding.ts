import type { TCompanyListItem } from '@hearth/domain/companies';
import { PARTNER_TYPES } from '@hearth/domain/properties';

/** What the wizard keeps of the chosen company until the address step creates the quote (docs/product/smartquotes.md#states). */
export type DraftCompany = { id: string; companyName: string; ltrManagementFee: number | null };

export const draftCompanyOf = (company: TCompanyListItem): DraftCompany => ({
  id: company.id,
  companyName: company.attributes.companyName,
  ltrManagementFee: company.attributes.settings.ltrManagementFee,
});

/**
 * A company without branding (docs/product/smartquotes.md#states): not the house company (partner type 'Hearth'; a quote's `company.isHouse`
 * says the same) and no logo. Picking one asks whether to add branding first.
 */
export const lacksBranding = (company: TCompanyListItem): boolean =>
  company.attributes.partnerType !== PARTNER_TYPES[0] && !company.attributes.settings.logoUrl;
