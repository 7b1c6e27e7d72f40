import type { TCompanyAttributes } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

type CxManager = { firstName: string | null; lastName: string | null; email: string | null } | null;

/** A partner company as the companies pages show it (spec 001 §3); the logo is a signed URL valid 15 minutes. */
export const presentCompanyAttributes = (options: {
  company: CompanyRow;
  cxManager: CxManager;
  numberOfProperties: number;
  blob: BlobStore;
  canUpdate: boolean;
}): Omit<TCompanyAttributes, 'users'> => {
  const { company, cxManager } = options;
  const hasContact = company.mainContactFirstName !== null || company.mainContactLastName !== null;
  return {
    companyId: company.id,
    companyName: company.name,
    partnerType: company.partnerType,
    address: {
      street: company.street,
      city: company.city,
      state: company.state,
      postcode: company.postcode,
      country: company.country,
    },
    cxManager:
      cxManager?.email != null
        ? { firstName: cxManager.firstName ?? '', lastName: cxManager.lastName ?? '', email: cxManager.email }
        : null,
    mainContact: hasContact
      ? {
          firstName: company.mainContactFirstName ?? '',
          lastName: company.mainContactLastName ?? '',
          mobile: company.mainContactMobile,
          email: company.mainContactEmail,
        }
      : null,
    numberOfProperties: options.numberOfProperties,
    settings: {
      logoUrl: company.settings.logoKey ? options.blob.signedUrl(company.settings.logoKey) : null,
      brandColour: company.settings.brandColour,
      ltrManagementFee: company.settings.ltrManagementFee,
    },
    canUpdate: options.canUpdate,
  };
};
