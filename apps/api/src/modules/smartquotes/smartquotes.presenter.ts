import type { z } from 'zod';
import {
  PARTNER_TYPES,
  type TPublicSmartquote,
  type TSmartquoteAccuracy,
  type TSmartquoteDocument,
  type TSmartquoteForecast,
  type TSmartquoteResource,
  type ZSmartquotePhotoUrlResponse,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Config } from '../../config';
import type { SmartquoteRow } from '../../db/schema';
import { publicQuotePdfPath, publicQuoteUrl } from './public-url';
import type { PublishedQuote, SmartquoteListRow } from './smartquotes.queries';

type Deps = { blob: BlobStore; config: Pick<Config, 'publicUrl'> };
type Attributes = TSmartquoteResource['attributes'];
type SmartquotePhotoUpload = z.infer<typeof ZSmartquotePhotoUrlResponse>;

/** The home as the back office and the public page show it: its photo as a signed URL, never the storage key. */
export const presentQuoteProperty = (quote: SmartquoteRow, blob: BlobStore): Attributes['property'] => ({
  fullAddress: quote.fullAddress,
  street: quote.street,
  city: quote.city,
  postcode: quote.postcode,
  state: quote.state,
  country: quote.country,
  latitude: quote.latitude,
  longitude: quote.longitude,
  beds: quote.beds,
  baths: quote.baths,
  carSpaces: quote.carSpaces,
  lockUpGarages: quote.lockUpGarages,
  propertyType: quote.propertyType,
  photoUrl: quote.photoKey ? blob.signedUrl(quote.photoKey) : null,
});

/** The settings, money in cents and fees in percent (docs/product/smartquotes.md#fields). */
export const presentQuoteSettings = (quote: SmartquoteRow): Attributes['settings'] => ({
  weeklyLtr: quote.weeklyLtrCents,
  ltrManagementFee: quote.ltrManagementFee,
  setupFee: quote.setupFeeCents,
  managementFee: quote.managementFee,
  segment: quote.segment,
  amenities: quote.amenities,
  occupancy: quote.occupancy,
  pricing: quote.pricing,
  closeBy: quote.closeBy,
});

/**
 * A quote as the back office shows it (docs/product/smartquotes.md#fields). Whitelisted: never the public token itself (only the public
 * page's address, once published), never storage keys (the photo and logo are signed URLs valid 15 minutes), never
 * the stored forecast (that is the `overview` include).
 */
export const presentSmartquote = (row: SmartquoteListRow, deps: Deps): TSmartquoteResource => {
  const { quote, company, creator, onboarded } = row;
  const logoUrl = company.settings.logoKey ? deps.blob.signedUrl(company.settings.logoKey) : null;
  return {
    id: quote.id,
    type: 'smartquote',
    attributes: {
      status: quote.status,
      createdBy: creator ? { name: `${creator.firstName} ${creator.lastName}` } : null,
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
      publishedAt: quote.publishedAt?.toISOString() ?? null,
      publicUrl: quote.status === 'published' ? publicQuoteUrl(deps.config, quote.publicToken) : null,
      company: {
        id: company.id,
        companyName: company.name,
        photoUrl: logoUrl,
        isHouse: company.partnerType === PARTNER_TYPES[0],
        settings: {
          ltrManagementFee: company.settings.ltrManagementFee,
          logoUrl,
          brandColour: company.settings.brandColour,
        },
      },
      property: presentQuoteProperty(quote, deps.blob),
      owner: {
        firstName: quote.ownerFirstName,
        lastName: quote.ownerLastName,
        phone: quote.ownerPhone,
        email: quote.ownerEmail,
        address: quote.ownerAddress,
      },
      settings: presentQuoteSettings(quote),
      onboardedProperty: onboarded ? { id: onboarded.id, name: onboarded.name } : null,
      forecastError: quote.forecastError,
    },
  };
};

/** The quote's document; with `overview`, its stored forecast, when it was computed and how it held up. */
export const presentSmartquoteDocument = (
  row: SmartquoteListRow,
  deps: Deps & { overview: false | { accuracy: TSmartquoteAccuracy | null } },
): TSmartquoteDocument => {
  const data = presentSmartquote(row, deps);
  const { forecast, forecastAt } = row.quote;
  if (!deps.overview || !forecast) return { data };
  const computedAt = (forecastAt ?? row.quote.updatedAt).toISOString();
  return {
    data,
    included: [
      { id: row.quote.id, type: 'overview', attributes: { ...forecast, computedAt, accuracy: deps.overview.accuracy } },
    ],
  };
};

/** Where to PUT the quote's photo and the key to save (`GET v3/smartquotes/{id}/photo-url`). */
export const presentSmartquotePhotoUpload = (
  upload: SmartquotePhotoUpload['data']['attributes'],
): SmartquotePhotoUpload => ({ data: { attributes: upload } });

/** Our managed homes are evidence, but which homes they are is ours: their ids never leave. */
const publicCompetition = (competition: TSmartquoteForecast['competition']): TSmartquoteForecast['competition'] => ({
  ...competition,
  properties: competition.properties.map((comp) => (comp.source === 'managed' ? { ...comp, id: 'managed' } : comp)),
});

/**
 * What the owner sees (docs/product/smartquotes.md#screens): the partner's branding, the home, the offer and the forecast with its
 * evidence. Whitelisted field by field: no owner contact details (the name only), no creator, no company id, no
 * storage keys (logo and photo are signed URLs of 15 minutes), no quote id (the token is the page's id).
 */
export const presentPublicQuote = (options: { found: PublishedQuote; blob: BlobStore }): TPublicSmartquote => {
  const { quote, company } = options.found;
  const ownerName = [quote.ownerFirstName, quote.ownerLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    data: {
      id: quote.publicToken,
      type: 'public-smartquote',
      attributes: {
        publishedAt: (quote.publishedAt ?? quote.updatedAt).toISOString(),
        closeBy: quote.closeBy,
        company: {
          companyName: company.name,
          logoUrl: company.settings.logoKey ? options.blob.signedUrl(company.settings.logoKey) : null,
          brandColour: company.settings.brandColour,
        },
        property: presentQuoteProperty(quote, options.blob),
        ownerName: ownerName || null,
        settings: presentQuoteSettings(quote),
        overview: quote.forecast
          ? {
              ...quote.forecast,
              competition: publicCompetition(quote.forecast.competition),
              computedAt: (quote.forecastAt ?? quote.updatedAt).toISOString(),
            }
          : null,
        pdfUrl: publicQuotePdfPath(quote.publicToken),
      },
    },
  };
};
