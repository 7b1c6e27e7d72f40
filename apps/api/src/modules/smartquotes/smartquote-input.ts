import {
  bathsProblem,
  HTTP,
  SMARTQUOTE_DEFAULTS,
  type TSmartquoteOwnerInput,
  type TSmartquotePropertyInput,
  type TSmartquoteSettingsInput,
} from '@hearth/domain';
import type { SmartquoteRow } from '../../db/schema';
import { AppError, VALIDATION_ERROR_CODE } from '../../lib/app-error';

/**
 * The body's details (beds, baths, parking, type) over the row; the address and photo have their own checks. Bathrooms
 * sent leave a home with at least one (docs/product/smartquotes.md#rules), in words for the type sent or stored (a
 * new quote has none until its details step, which sends both).
 */
export const withDetails = (row: SmartquoteRow, input: TSmartquotePropertyInput | undefined): SmartquoteRow => {
  const next = {
    ...row,
    beds: input?.beds ?? row.beds,
    baths: input?.baths ?? row.baths,
    carSpaces: input?.carSpaces ?? row.carSpaces,
    lockUpGarages: input?.lockUpGarages ?? row.lockUpGarages,
    propertyType: input?.type ?? row.propertyType,
  };
  const problem = input?.baths === undefined ? null : bathsProblem(next.baths, next.propertyType);
  if (problem) {
    throw new AppError({
      status: HTTP.badRequest,
      code: VALIDATION_ERROR_CODE,
      detail: problem,
      source: { pointer: '/property/baths' },
    });
  }
  return next;
};

/** Each setting sent replaces the stored one (the overview saves one per change); `closeBy: null` clears it. */
export const withSettings = (row: SmartquoteRow, input: TSmartquoteSettingsInput | undefined): SmartquoteRow => ({
  ...row,
  weeklyLtrCents: input?.weeklyLtr ?? row.weeklyLtrCents,
  ltrManagementFee: input?.ltrManagementFee ?? row.ltrManagementFee,
  setupFeeCents: input?.setupFee ?? row.setupFeeCents,
  managementFee: input?.managementFee ?? row.managementFee,
  segment: input?.segment ?? row.segment,
  amenities: input?.amenities ?? row.amenities,
  occupancy: input?.occupancy ?? row.occupancy,
  pricing: input?.pricing ?? row.pricing,
  closeBy: input?.closeBy === undefined ? row.closeBy : input.closeBy,
});

/** The owner step sends the whole owner: it replaces the stored one. */
export const withOwner = (row: SmartquoteRow, input: TSmartquoteOwnerInput | undefined): SmartquoteRow =>
  input
    ? {
        ...row,
        ownerFirstName: input.firstName,
        ownerLastName: input.lastName,
        ownerPhone: input.phone,
        ownerEmail: input.email,
        ownerAddress: input.address,
      }
    : row;

/** A new quote before its first save: the table's defaults (the standard step's segment and amenities). */
export const blankSmartquote = (
  fields: Pick<SmartquoteRow, 'id' | 'publicToken' | 'companyId'> & {
    createdByUserId: string;
    now: Date;
  },
): SmartquoteRow => ({
  id: fields.id,
  publicToken: fields.publicToken,
  status: 'draft',
  companyId: fields.companyId,
  createdByUserId: fields.createdByUserId,
  createdAt: fields.now,
  updatedAt: fields.now,
  publishedAt: null,
  fullAddress: '',
  street: '',
  city: '',
  postcode: '',
  state: '',
  country: 'Australia',
  latitude: null,
  longitude: null,
  beds: 0,
  baths: 0,
  carSpaces: 0,
  lockUpGarages: 0,
  propertyType: SMARTQUOTE_DEFAULTS.propertyType,
  photoKey: null,
  ownerFirstName: null,
  ownerLastName: null,
  ownerPhone: null,
  ownerEmail: null,
  ownerAddress: null,
  weeklyLtrCents: null,
  ltrManagementFee: null,
  setupFeeCents: null,
  managementFee: null,
  segment: SMARTQUOTE_DEFAULTS.standard.segment,
  amenities: SMARTQUOTE_DEFAULTS.standard.amenities,
  occupancy: SMARTQUOTE_DEFAULTS.overview.occupancy,
  pricing: SMARTQUOTE_DEFAULTS.overview.pricing,
  closeBy: null,
  forecast: null,
  forecastAt: null,
  onboardedPropertyId: null,
  forecastError: null,
});
