import {
  DEFAULT_TIMEZONE,
  FORECAST_MODEL,
  forecastSmartquote,
  SMARTQUOTE_CURRENCY,
  todayIn,
  type TSmartquoteForecast,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SmartquoteRow } from '../../db/schema';
import { findManagedCompsNear, findMarketCompsNear, findSeasonality, loadMarketTable } from './market-comps';

/**
 * The forecast of a quote as it stands: its inputs, the shipped market comps near it and our managed homes' last
 * 365 days, through the domain's engine. Null while the quote has no location, or when too few homes lie near it.
 * Called on every create and update: the table is read once per process and the seasons are cached, so a call is
 * one small query (our homes in a box) and the engine.
 */
export const forecastQuote = async (db: Db, quote: SmartquoteRow): Promise<TSmartquoteForecast | null> => {
  if (quote.latitude === null || quote.longitude === null) return null;
  const point = { latitude: quote.latitude, longitude: quote.longitude };
  const currency = SMARTQUOTE_CURRENCY[quote.country];
  const today = todayIn(DEFAULT_TIMEZONE);
  const radiusKm = FORECAST_MODEL.maxRadiusKm;
  const [table, market, managed, seasonality] = await Promise.all([
    loadMarketTable(),
    // The shipped listings are Australian, priced in AUD.
    currency === 'AUD' ? findMarketCompsNear(point, radiusKm) : Promise.resolve([]),
    findManagedCompsNear(db, { ...point, radiusKm, today, currency }),
    findSeasonality(db, today),
  ]);
  return forecastSmartquote(
    {
      ...point,
      bedrooms: quote.beds,
      bathrooms: quote.baths,
      carSpaces: quote.carSpaces,
      propertyType: quote.propertyType,
      segment: quote.segment,
      amenities: quote.amenities,
      pricing: quote.pricing,
      occupancy: quote.occupancy,
      weeklyLtrCents: quote.weeklyLtrCents,
      ltrManagementFee: quote.ltrManagementFee,
      managementFee: quote.managementFee,
      setupFeeCents: quote.setupFeeCents,
    },
    [...market, ...managed],
    { seasonality, asOf: today, attribution: table.attribution, currency },
  );
};

/** The columns the forecast reads (issue 16 item 4): a change to any of them makes the stored forecast stale. */
const FORECAST_INPUTS = [
  'latitude',
  'longitude',
  'country',
  'beds',
  'baths',
  'carSpaces',
  'propertyType',
  'segment',
  'amenities',
  'pricing',
  'occupancy',
  'weeklyLtrCents',
  'ltrManagementFee',
  'setupFeeCents',
  'managementFee',
] as const satisfies readonly (keyof SmartquoteRow)[];

export const forecastInputsChanged = (before: SmartquoteRow, after: SmartquoteRow): boolean =>
  FORECAST_INPUTS.some((column) => before[column] !== after[column]);

/** The forecast columns for a quote as it will be saved: computed now, with the moment it was computed. */
export const freshForecast = async (
  db: Db,
  row: SmartquoteRow,
  now: Date,
): Promise<Pick<SmartquoteRow, 'forecast' | 'forecastAt'>> => {
  const forecast = await forecastQuote(db, row);
  return { forecast, forecastAt: forecast ? now : null };
};
