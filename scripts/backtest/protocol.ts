// BACKTEST.md's leave-one-out protocol on one Inside Airbnb file: the targets by the "active" rule (or only those of
// them let all year, the pool's rule), each forecast from the same file's other listings, for our engine and for the
// M2 baseline in the same run.

import {
  forecastSmartquote,
  NEUTRAL_LEVERS,
  type TForecastInput,
  type TForecastModel,
  type TMarketComp,
  type TSeasonality,
} from '@hearth/domain';
import { compListings, toCompsRow, type TCompsRow } from '../market/comps-table';
import { amenityLevel, carSpacesOf } from '../market/amenities';
import { isActive, isLetAllYear } from '../market/listing-rules';
import type { TListingRow } from '../market/read-listings';
import { forecastBaseline, type TBaselineHome } from './baseline';
import type { TActual, TPrediction } from './metrics';
import { halfIndexes, type THalf } from './permutation';

export type TTarget = {
  row: TListingRow;
  home: TBaselineHome;
  comp: TMarketComp | null;
  /** Let all year (listing-rules.ts `isLetAllYear`): in the pool population, and (with a comp row) a pool comp. */
  letAllYear: boolean;
  actual: TActual;
};

/** The year's booking value and mean rate do not depend on the seasons (they only share out the year): flat here. */
const FLAT_SEASONALITY: TSeasonality = {
  low: { nights: 122, rateFactor: 1, occupancyFactor: 1 },
  mid: { nights: 122, rateFactor: 1, occupancyFactor: 1 },
  high: { nights: 121, rateFactor: 1, occupancyFactor: 1 },
};

const toComp = (row: TCompsRow, asOf: string): TMarketComp => ({
  id: row[0],
  latitude: row[1],
  longitude: row[2],
  bedrooms: row[3],
  bathrooms: row[4],
  guests: row[5],
  propertyType: row[6],
  nightlyCents: row[7],
  occupancy: row[8],
  revenueCents: row[9],
  source: 'inside-airbnb',
  region: row[10],
  asOf,
});

/**
 * The targets (active rule; a row with no bathrooms at all counts 1) in file order, each with its baseline home and,
 * when it can be a comp (bathrooms known, price at or below the 99th percentile), its comp row; `letAllYear` says
 * whether it is in the pool the product ships.
 */
export const prepareTargets = (rows: readonly TListingRow[], region: string, asOf: string): TTarget[] => {
  const compRows = new Map<TListingRow, TCompsRow>(
    compListings(rows).map((row, i) => [row, toCompsRow(row, region, i + 1)]),
  );
  return rows.filter(isActive).map((row) => {
    const price = row.price as number;
    const compRow = compRows.get(row);
    return {
      row,
      home: {
        latitude: row.latitude,
        longitude: row.longitude,
        bedrooms: row.bedrooms as number,
        bathrooms: row.bathrooms ?? 1,
        guests: row.guests ?? 0,
        price,
        revenue: row.revenue,
      },
      comp: compRow ? toComp(compRow, asOf) : null,
      letAllYear: isLetAllYear(row, asOf),
      actual: { rate: price, revenue: row.revenue },
    };
  });
};

/**
 * Which of a quote's inputs the backtest fills from the listing: 'neutral' (the default) leaves amenities at standard
 * and car spaces at none; 'standard-step' sets the amenities level and car spaces a business developer records on the
 * standard step from what the home has (scripts/market/amenities.ts): a quote's own input, so a fair one to score.
 */
export type TQuoteInputs = 'standard-step' | 'neutral';

/**
 * What a quote for the target's home would have: location, type, bedrooms, bathrooms and (standard step) amenities
 * and car spaces; the overview's levers neutral (comfort, standard pricing and occupancy), no fees.
 */
const quoteInput = (target: TTarget, inputs: TQuoteInputs): TForecastInput => ({
  latitude: target.row.latitude,
  longitude: target.row.longitude,
  bedrooms: target.home.bedrooms,
  bathrooms: target.home.bathrooms,
  propertyType: target.row.propertyType,
  ...NEUTRAL_LEVERS,
  carSpaces: inputs === 'standard-step' ? carSpacesOf(target.row.amenities) : 0,
  amenities: inputs === 'standard-step' ? amenityLevel(target.row.amenities) : NEUTRAL_LEVERS.amenities,
  weeklyLtrCents: null,
  ltrManagementFee: null,
  managementFee: null,
  setupFeeCents: null,
});

/** 'pool': the listings let all year (the shipped table's rule); 'active': every active listing (BACKTEST.md). */
export type TPopulation = 'pool' | 'active';

export type TRunOptions = {
  /** Overrides of FORECAST_MODEL (tuning only). */
  model?: Partial<TForecastModel>;
  inputs?: TQuoteInputs;
  /** False: skip the baseline where our engine forecasts (tuning runs). */
  withBaseline?: boolean;
  /** The targets scored: the pool's (default) or every active listing. */
  targets?: TPopulation;
  /** Our engine's comps: the pool's, as shipped (default), or every active comp (the engine before the pool). */
  comps?: TPopulation;
  /** The baseline's comps: every active listing, as BACKTEST.md wrote M2 (default), or the pool's. */
  baselineComps?: TPopulation;
};

/** Our engine, exactly as the product calls it, on every comp of the file but the target. Null: no forecast. */
export const forecastModel = (
  target: TTarget,
  pool: readonly TMarketComp[],
  asOf: string,
  { model, inputs = 'neutral' }: TRunOptions = {},
): TPrediction | null => {
  const comps = target.comp ? pool.filter((comp) => comp !== target.comp) : pool;
  const forecast = forecastSmartquote(quoteInput(target, inputs), comps, {
    seasonality: FLAT_SEASONALITY,
    asOf,
    attribution: '',
    currency: 'AUD',
    ...(model ? { model } : {}),
  });
  if (!forecast) return null;
  const nights = forecast.seasonNights.low + forecast.seasonNights.mid + forecast.seasonNights.high;
  const meanRate =
    (forecast.averageRate.low.p50 * forecast.seasonNights.low +
      forecast.averageRate.mid.p50 * forecast.seasonNights.mid +
      forecast.averageRate.high.p50 * forecast.seasonNights.high) /
    nights;
  return {
    rate: meanRate / 100,
    revenue: forecast.bookingValue.strmedian / 100,
    revenueP25: forecast.bookingValue.conservative / 100,
    revenueP75: forecast.bookingValue.optimal / 100,
  };
};

export type TRun = {
  n: number;
  /** Targets the engine declined (too few comps within reach): scored with the baseline's figures. */
  declined: number;
  model: TPrediction[];
  baseline: TPrediction[];
  actuals: TActual[];
};

/** Both methods on one half of the targets, leave-one-out. The halves split the active targets, so a pool target
 * is in the same half in either population. */
export const runBacktest = (
  rows: readonly TListingRow[],
  region: string,
  asOf: string,
  half: THalf,
  options: TRunOptions = {},
  prepared: readonly TTarget[] = prepareTargets(rows, region, asOf),
): TRun => {
  const withBaseline = options.withBaseline ?? true;
  const inPopulation = (population: TPopulation) => (target: TTarget) => population === 'active' || target.letAllYear;
  const pool = prepared
    .filter(inPopulation(options.comps ?? 'pool'))
    .flatMap((target) => (target.comp ? [target.comp] : []));
  const baselinePool = prepared.filter(inPopulation(options.baselineComps ?? 'active')).map((target) => target.home);
  const isTarget = inPopulation(options.targets ?? 'pool');
  const run: TRun = { n: 0, declined: 0, model: [], baseline: [], actuals: [] };
  for (const index of halfIndexes(prepared.length, half)) {
    const target = prepared[index] as TTarget;
    if (!isTarget(target)) continue;
    const ours = forecastModel(target, pool, asOf, options);
    const baseline =
      withBaseline || !ours
        ? forecastBaseline(
            target.home,
            baselinePool.filter((home) => home !== target.home),
          )
        : ours;
    if (!ours) run.declined += 1;
    run.model.push(ours ?? baseline);
    run.baseline.push(baseline);
    run.actuals.push(target.actual);
    run.n += 1;
  }
  return run;
};
