import { composeAddress, HTTP, KEY_ERROR_CODES, TEMPLATE_MESSAGES, type TUpdateKeyStoreBody } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getPlace } from './gazetteer';
import type { KeyStoreRow } from './keys.presenter';

type ResolvedAddress = Pick<
  KeyStoreRow,
  'address' | 'street' | 'city' | 'postcode' | 'state' | 'country' | 'latitude' | 'longitude' | 'googlePlaceId'
>;

/**
 * The address a template body gives: a gazetteer place (search mode; the street line and a postcode may be added)
 * or the typed fields (manual mode, checked by the schema: street, city, postcode, latitude, longitude).
 */
export const resolveAddress = async (db: Db, body: TUpdateKeyStoreBody): Promise<ResolvedAddress | null> => {
  if (!body.addressMode) return null;
  const parts: Partial<NonNullable<TUpdateKeyStoreBody['addressComponents']>> = body.addressComponents ?? {};
  if (body.addressMode === 'search') {
    const place = body.placeId ? await getPlace({ db, placeId: body.placeId }) : null;
    if (!place) {
      throw new AppError({
        status: HTTP.badRequest,
        code: KEY_ERROR_CODES.place,
        detail: TEMPLATE_MESSAGES.placeNotFound,
        source: { pointer: '/placeId' },
      });
    }
    const components = {
      street: parts.street ?? null,
      city: place.name,
      postcode: parts.postcode ?? place.postcode,
      state: place.region,
      country: place.country,
    };
    return {
      ...components,
      address: composeAddress(components),
      latitude: place.latitude,
      longitude: place.longitude,
      googlePlaceId: place.placeId,
    };
  }
  const components = {
    street: parts.street ?? null,
    city: parts.city ?? null,
    postcode: parts.postcode ?? null,
    state: parts.state ?? null,
    country: parts.country ?? 'Australia',
  };
  return {
    ...components,
    address: composeAddress(components),
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    googlePlaceId: null,
  };
};

export const sameAddress = (a: ResolvedAddress, b: ResolvedAddress) =>
  (['address', 'street', 'city', 'postcode', 'state', 'country', 'latitude', 'longitude'] as const).every(
    (field) => a[field] === b[field],
  );
