import { ROLE_LABELS, ROLES, type Role } from '@hearth/domain/access';
import { NOTIFICATION_DEFAULTS } from '@hearth/domain/users';
import type { FakeReply } from '../../../test/fake-fetch';

/** `GET v3/roles` as an admin gets it: every role but the super admin's and the machine ones grantable. */
export const rolesReply = (): FakeReply => ({
  status: 200,
  body: {
    data: ROLES.map((role: Role) => ({
      id: role,
      type: 'roles',
      attributes: {
        name: role,
        label: ROLE_LABELS[role],
        grantable: !['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_BACKEND', 'ROLE_API', 'ROLE_API_BACKEND'].includes(role),
      },
    })),
  },
});

export const USER_ID = '7f1c2a9e-5d41-4a8b-9f0e-1c2d3e4f5a6b';
export const COMPANY_ID = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

type UserDocumentOptions = {
  roles: string[];
  canUpdate?: boolean;
  properties?: { code: string; name: string; mappingType: 'owner' | 'manager' }[];
  company?: boolean;
};

/** `GET v3/users/U1042?include=...`: Jo Citizen with what the test gives. */
export const userDocument = ({ roles, canUpdate = true, properties = [], company = false }: UserDocumentOptions) => ({
  data: {
    id: USER_ID,
    type: 'users',
    attributes: {
      code: 'U1042',
      fullName: 'Jo Citizen',
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com.au',
      mobile: '0412 345 678',
      enabled: true,
      canUpdate,
      roles,
      otpEnabled: false,
      nps: 40,
      lastLoginAt: null,
      companyId: company ? COMPANY_ID : null,
      propertyStatus: { count: properties.length, first: properties[0]?.code ?? null },
      ...NOTIFICATION_DEFAULTS,
    },
  },
  included: [
    ...properties.map((property) => ({
      id: `p-${property.code}`,
      type: 'properties',
      attributes: {
        code: property.code,
        name: property.name,
        address: {
          full: `1 ${property.name} St, Noosa QLD 4567`,
          street: `1 ${property.name} St`,
          city: 'Noosa',
          state: 'QLD',
          postcode: '4567',
          country: 'AU',
        },
        isActive: true,
        mappingType: property.mappingType,
      },
    })),
    ...(company
      ? [
          {
            id: COMPANY_ID,
            type: 'companies',
            attributes: { companyId: COMPANY_ID, companyName: 'Coastal Stays', partnerType: 'Franchise - Licensee' },
          },
        ]
      : []),
  ],
});

/** `GET v3/search`: `count` homes whose code starts with 'NOO'. */
export const propertySearchReply = (count: number): FakeReply => ({
  status: 200,
  body: {
    data: Array.from({ length: count }, (_, index) => ({
      id: `p${index}`,
      type: 'property',
      attributes: {
        code: `NOO${index + 1}`,
        name: `Noosa Retreat ${index + 1}`,
        status: 'active',
        address: { full: `${index + 1} Hastings St, Noosa Heads QLD 4567` },
      },
    })),
    meta: {
      totalCount: count,
      countCapped: false,
      totalPages: 1,
      pageNumber: 1,
      pageSize: 4,
      minPrice: null,
      maxPrice: null,
      currency: null,
    },
  },
});

/** `GET v3/companies?partnerType=Franchise - Licensee`. */
export const licenseeCompaniesReply = (): FakeReply => ({
  status: 200,
  body: {
    data: [
      {
        id: COMPANY_ID,
        type: 'company',
        attributes: { companyName: 'Coastal Stays', partnerType: 'Franchise - Licensee' },
      },
      {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        type: 'company',
        attributes: { companyName: 'Harbour Homes', partnerType: 'Franchise - Licensee' },
      },
    ],
    meta: { totalCount: 2, totalPages: 1 },
  },
});
