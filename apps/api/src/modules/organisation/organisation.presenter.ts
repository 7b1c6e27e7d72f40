import { CHECK_IN_MAIL_DAYS, type TOrganisationDocument } from '@hearth/domain';
import { brandOf } from '../../common/organisation/brand';
import type { OrganisationRow } from '../../common/organisation/organisation';

/** The organisation as Settings → Organisation reads it: the row, or before any save the defaults. */
export type OrganisationView = {
  row: Pick<
    OrganisationRow,
    'tradingName' | 'country' | 'currency' | 'timezone' | 'brandColour' | 'logoKey' | 'checkInMailDays' | 'updatedAt'
  > | null;
  defaults: Pick<OrganisationRow, 'tradingName' | 'country' | 'currency' | 'timezone'>;
  canUpdate: boolean;
};

/** The one place the organisation becomes JSON: its logo is the public path the header uses, never a storage key. */
export const presentOrganisation = (view: OrganisationView): TOrganisationDocument => {
  const fields = view.row ?? { ...view.defaults, brandColour: null };
  return {
    data: {
      type: 'organisation',
      id: 'organisation',
      attributes: {
        tradingName: fields.tradingName,
        country: fields.country,
        currency: fields.currency,
        timezone: fields.timezone,
        brandColour: fields.brandColour,
        logoUrl: brandOf(view.row, view.defaults.tradingName).logoUrl,
        checkInMailDays: view.row?.checkInMailDays ?? CHECK_IN_MAIL_DAYS.default,
        canUpdate: view.canUpdate,
      },
    },
  };
};
