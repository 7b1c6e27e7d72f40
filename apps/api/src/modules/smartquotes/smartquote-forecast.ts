import type { Db } from '../../db/client';
import type { SmartquoteRow } from '../../db/schema';
import { forecastQuote } from './forecast-quote';

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
