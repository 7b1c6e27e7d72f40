import type { TCompaniesResponse, TCompanyAttributes, TCompanyDocument } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { companies } from '../../db/schema';

/**
 * The one place a partner company becomes JSON: as its own users see it (`presentCompany`, included in users/me,
 * ping and a user's record) and as the companies pages show it (docs/product/companies.md#fields). The logo is a signed URL valid 15
 * minutes.
 */

export type CompanyRow = typeof companies.$inferSelect;

type CxManager = { firstName: string | null; lastName: string | null; email: string | null } | null;
type Resource = { id: string; type: string; attributes: Record<string, unknown> };

/** What every view of a company shows: its name, type, address and settings. */
const companyBasics = (company: CompanyRow, blob: BlobStore) => ({
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
  settings: {
    logoUrl: company.settings.logoKey ? blob.signedUrl(company.settings.logoKey) : null,
    brandColour: company.settings.brandColour,
    ltrManagementFee: company.settings.ltrManagementFee,
  },
});

/** A partner company as its own users see it. */
export const presentCompany = (company: CompanyRow, blob: BlobStore): Resource => ({
  id: company.id,
  type: 'companies',
  attributes: companyBasics(company, blob),
});

/** A company as a row of the companies pages, with its CX manager, main contact and count of homes. */
export type CompanyView = {
  company: CompanyRow;
  cxManager: CxManager;
  numberOfProperties: number;
  canUpdate: boolean;
};

const presentCompanyAttributes = (view: CompanyView, blob: BlobStore): Omit<TCompanyAttributes, 'users'> => {
  const { company, cxManager } = view;
  const hasContact = company.mainContactFirstName !== null || company.mainContactLastName !== null;
  const { settings, ...identity } = companyBasics(company, blob);
  return {
    ...identity,
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
    numberOfProperties: view.numberOfProperties,
    settings,
    canUpdate: view.canUpdate,
  };
};

/** `GET v3/companies`: a page of companies with the totals. */
export const presentCompanies = (options: {
  views: readonly CompanyView[];
  totalCount: number;
  pageSize: number;
  blob: BlobStore;
}): TCompaniesResponse => ({
  data: options.views.map((view) => ({
    id: view.company.id,
    type: 'company',
    attributes: presentCompanyAttributes(view, options.blob),
  })),
  meta: { totalCount: options.totalCount, totalPages: Math.ceil(options.totalCount / options.pageSize) },
});

/** `GET v3/companies/{id}`: the company page, with its users when asked (`members` is null when not). */
export const presentCompanyDocument = (options: {
  view: CompanyView;
  members: readonly { id: string; email: string; firstName: string; lastName: string }[] | null;
  blob: BlobStore;
}): TCompanyDocument => {
  const { view, members } = options;
  const people = (members ?? []).map((m) => ({ id: m.id, email: m.email, fullName: `${m.firstName} ${m.lastName}` }));
  return {
    data: {
      id: view.company.id,
      type: 'company',
      attributes: {
        ...presentCompanyAttributes(view, options.blob),
        ...(members ? { users: people } : {}),
      },
    },
    ...(members
      ? {
          included: people.map((p) => ({
            id: p.id,
            type: 'users' as const,
            attributes: { email: p.email, fullName: p.fullName },
          })),
        }
      : {}),
  };
};

/** `GET v3/companies/{id}/logo-url`: where to upload a logo and the URL to save. */
export const presentLogoUpload = (upload: { publicUrl: string; signedUrl: string; expiresAt: string }) => ({
  data: { type: 'logo-upload' as const, attributes: upload },
});
