import { NOTIFICATION_TOGGLES, type TSessionUserDocument, type TUserDocument } from '@hearth/domain';
import type { PropertyRow, UserRow } from '../../db/schema';
import type { PropertyStatus } from '../../access/scope';
import type { BlobStore } from '../../adapters/blob';
import type { SessionView } from '../auth/session-view';
import { presentCompany } from '../companies/companies.presenter';

type Resource = { id: string; type: string; attributes: Record<string, unknown> };

/** The user fields a caller may see about themselves; never the password hash or internal timestamps. */
export const presentUser = (options: {
  user: UserRow;
  roles: readonly string[];
  propertyStatus: PropertyStatus;
  canUpdate: boolean;
}): TUserDocument['data'] => {
  const { user } = options;
  return {
    id: user.id,
    type: 'users',
    attributes: {
      code: user.code,
      fullName: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile,
      enabled: user.enabled,
      canUpdate: options.canUpdate,
      roles: [...options.roles],
      otpEnabled: user.otpEnabled,
      nps: user.nps,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      companyId: user.companyId,
      propertyStatus: options.propertyStatus,
      ...(Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, user[key]])) as Record<
        (typeof NOTIFICATION_TOGGLES)[number],
        boolean
      >),
    },
  };
};

export const presentOwnedProperty = (property: PropertyRow): Resource => ({
  id: property.id,
  type: 'properties',
  attributes: {
    code: property.code,
    name: property.name,
    address: {
      full: property.fullAddress,
      street: property.street,
      city: property.city,
      state: property.state,
      postcode: property.postcode,
      country: property.country,
    },
    isActive: property.status === 'active',
  },
});

/** `ping`, `auth`: the session, then the user as the first included item, then the user's company if any. */
export const presentSessionDocument = (view: SessionView, blob: BlobStore): TSessionUserDocument => {
  const { caller } = view;
  const user = presentUser({
    user: caller.user,
    roles: caller.roles,
    propertyStatus: view.propertyStatus,
    canUpdate: true,
  });
  return {
    data: {
      id: caller.sessionHash.slice(0, 16),
      type: 'sessions',
      attributes: { impersonated: caller.impersonatorUserId !== null },
    },
    included: view.company ? [user, presentCompany(view.company, blob)] : [user],
  };
};
