import { addDays } from '../dates';
import type { TForecastInput, TMarketComp, TSeasonality, TSmartquoteForecast } from './forecast.types';
import { leverFactors } from './forecast-levers';
import { FORECAST_MODEL, OCCUPANCY_CAP, type TForecastModel } from './forecast-model';
import { haversineKm } from './geo';
import { SMARTQUOTE_PLACEHOLDERS, SMARTQUOTE_SEASONS } from './smartquotes.constants';
import { weightedQuantiles } from './weighted-quantiles';

export type TForecastOptions = {
  seasonality: TSeasonality;
  /** The day the forecast is made. */
  asOf: string;
  /** The data sources' attribution, shown under every figure (CC BY 4.0). */
  attribution: string;
  currency: 'AUD' | 'NZD';
  /** Overrides of the tuned numbers: only the tuning script passes these. */
  model?: Partial<TForecastModel>;
};

type TBand = { p25: number; p50: number; p75: number };
const QUANTILES = [0.25, 0.5, 0.75] as const;
const DAYS_A_YEAR = 365;
// A fee the quote has not set yet: the form's placeholder (docs/product/smartquotes.md#limits), the typical fee.
const DEFAULT_STR_FEE = Number(SMARTQUOTE_PLACEHOLDERS.managementFee);
const DEFAULT_LTR_FEE = Number(SMARTQUOTE_PLACEHOLDERS.ltrManagementFee);

const band = (values: number[], weights: number[]): TBand => {
  const [p25, p50, p75] = weightedQuantiles(values, weights, QUANTILES) as [number, number, number];
  return { p25, p50, p75 };
};
const mapBand = (value: TBand, f: (x: number) => number): TBand => ({
  p25: f(value.p25),
  p50: f(value.p50),
  p75: f(value.p75),
});
const cents = (value: number) => Math.round(value);
const share = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The k comps most like the quote's home within reach, most alike first, with their distance and similarity score;
 * our managed homes within `managedFirstKm` come before every listing.
 */
export const selectComps = (input: TForecastInput, comps: readonly TMarketComp[], model: TForecastModel) => {
  const scored = [];
  for (const comp of comps) {
    const distanceKm = haversineKm(input, comp);
    if (distanceKm > model.maxRadiusKm) continue;
    const score =
      distanceKm / model.kmScale +
      model.typePenalty * Number(comp.propertyType !== input.propertyType) +
      model.bathPenalty * Math.abs(comp.bathrooms - input.bathrooms);
    const first = comp.source === 'managed' && distanceKm <= model.managedFirstKm;
    scored.push({ comp, distanceKm, score, first });
  }
  return scored
    .sort((a, b) => Number(b.first) - Number(a.first) || a.score - b.score || a.distanceKm - b.distanceKm)
    .slice(0, model.k)
    .map(({ comp, distanceKm, score }) => ({ comp, distanceKm, score }));
};

const normalisedWeights = (chosen: { score: number }[], offset: number, power: number) => {
  const raw = chosen.map(({ score }) => (score + offset) ** -power);
  const total = raw.reduce((sum, weight) => sum + weight, 0);
  return raw.map((weight) => weight / total);
};

/**
 * The rate band with its median blended with the chosen comps that have the quote's bedrooms: the geometric mean of
 * the all-comps median (each comp moved by the bedroom step) and the weighted median of the `sameBedroomK` most
 * alike comps with exactly those bedrooms (moved only for bathrooms and type), where at least `sameBedroomMin` exist.
 * The local same-size rate corrects the single bedroom step where a suburb prices its sizes differently
 * (bench/README.md "Backtest"). To keep more bedrooms from ever forecasting less, the median is the highest of the
 * blends for this home's bedrooms and any fewer; the band moves with it.
 */
const blendedRate = (
  input: TForecastInput,
  chosen: ReturnType<typeof selectComps>,
  all: TBand,
  movedRate: (chosen: ReturnType<typeof selectComps>[number]) => number,
  model: TForecastModel,
): TBand => {
  if (all.p50 <= 0) return all;
  let p50 = 0;
  for (let fewerBy = 0; fewerBy <= input.bedrooms; fewerBy += 1) {
    const bedrooms = input.bedrooms - fewerBy;
    // The figures below are at this home's size; `fewer` takes them back to `bedrooms`.
    const fewer = Math.exp(-model.perBedroom * fewerBy);
    const same = chosen.filter(({ comp }) => comp.bedrooms === bedrooms).slice(0, model.sameBedroomK);
    const blend =
      same.length < model.sameBedroomMin
        ? all.p50
        : Math.sqrt(
            all.p50 *
              (weightedQuantiles(
                same.map(movedRate),
                normalisedWeights(same, model.weightOffset, model.sameBedroomWeightPower),
                [0.5],
              )[0] as number),
          );
    p50 = Math.max(p50, blend * fewer);
  }
  return mapBand(all, (x) => (x * p50) / all.p50);
};

/**
 * The quote's forecast from the comparable homes near it: nightly rate and occupancy per season with P25/P50/P75,
 * the year's booking value, the net to the owner with us and with a long-term tenant, and the evidence behind them.
 * Null when fewer than `minComps` homes lie within `maxRadiusKm`.
 */
export const forecastSmartquote = (
  input: TForecastInput,
  comps: readonly TMarketComp[],
  options: TForecastOptions,
): TSmartquoteForecast | null => {
  const model: TForecastModel = { ...FORECAST_MODEL, ...options.model };
  const chosen = selectComps(input, comps, model);
  if (chosen.length < model.minComps) return null;

  const weights = normalisedWeights(chosen, model.weightOffset, model.weightPower);
  const revenueWeights = normalisedWeights(chosen, model.weightOffset, model.revenueWeightPower);
  // Each comp moved to the quote's bedrooms, bathrooms and type (the log-linear steps of FORECAST_MODEL).
  const apartment = (type: string) => Number(type === 'apartment');
  const step = (comp: TMarketComp, bedroom: number, bathroom: number, type: number) =>
    Math.exp(
      bedroom * (input.bedrooms - comp.bedrooms) +
        bathroom * (input.bathrooms - comp.bathrooms) +
        type * (apartment(input.propertyType) - apartment(comp.propertyType)),
    );
  const movedRate = ({ comp }: (typeof chosen)[number]) =>
    comp.nightlyCents * step(comp, model.perBedroom, model.perBathroom, model.apartment);
  const rate = blendedRate(input, chosen, band(chosen.map(movedRate), weights), movedRate, model);
  const revenue = band(
    chosen.map(
      ({ comp }) =>
        comp.revenueCents * step(comp, model.revenuePerBedroom, model.revenuePerBathroom, model.revenueApartment),
    ),
    revenueWeights,
  );
  // The median occupancy is the one the median revenue and rate imply, so the three figures agree.
  const compOccupancy = band(
    chosen.map(({ comp }) => comp.occupancy),
    revenueWeights,
  );
  const occupancy50 = rate.p50 > 0 ? Math.min(1, revenue.p50 / (rate.p50 * DAYS_A_YEAR)) : compOccupancy.p50;
  const occupancy: TBand = {
    p25: Math.min(compOccupancy.p25, occupancy50),
    p50: occupancy50,
    p75: Math.max(compOccupancy.p75, occupancy50),
  };

  const levers = leverFactors(input);
  const tunedOccupancy = (value: number) => Math.min(OCCUPANCY_CAP, value * levers.occupancy);
  // Booking value moves with the rate lever and with the occupancy lever as far as the cap lets it.
  const tunedRevenue = (value: number, occupancyAt: number) =>
    occupancyAt > 0 ? value * levers.rate * (tunedOccupancy(occupancyAt) / occupancyAt) : value * levers.rate;
  // Where the cap stops a busy median from taking the whole lever, a quieter P25 could pass it: the scenarios keep
  // their order (conservative ≤ median ≤ optimal), as the chart reads them.
  const strmedian = cents(tunedRevenue(revenue.p50, occupancy.p50));
  const bookingValue = {
    conservative: Math.min(strmedian, cents(tunedRevenue(revenue.p25, occupancy.p25))),
    strmedian,
    optimal: Math.max(strmedian, cents(tunedRevenue(revenue.p75, occupancy.p75))),
  };

  const seasons = normalisedSeasonality(options.seasonality);
  const perSeason = <T>(f: (season: (typeof SMARTQUOTE_SEASONS)[number]) => T) =>
    ({ low: f('low'), mid: f('mid'), high: f('high') }) as const;

  const strFee = (input.managementFee ?? DEFAULT_STR_FEE) / 100;
  const costLines =
    input.setupFeeCents && input.setupFeeCents > 0
      ? [{ label: 'Setup fee (first year only)', cents: input.setupFeeCents }]
      : [];
  const costTotal = costLines.reduce((sum, line) => sum + line.cents, 0);
  const net = (value: number) => cents(value * (1 - strFee) - costTotal);
  const ltr =
    input.weeklyLtrCents === null
      ? null
      : cents(input.weeklyLtrCents * 52 * (1 - (input.ltrManagementFee ?? DEFAULT_LTR_FEE) / 100));

  return {
    currency: options.currency,
    netRevenue: {
      ltr,
      conservative: net(bookingValue.conservative),
      strmedian: net(bookingValue.strmedian),
      optimal: net(bookingValue.optimal),
    },
    bookingValue,
    averageRate: perSeason((season) => mapBand(rate, (x) => cents(x * levers.rate * seasons[season].rateFactor))),
    occupancy: perSeason((season) =>
      mapBand(occupancy, (x) => share(Math.min(OCCUPANCY_CAP, tunedOccupancy(x) * seasons[season].occupancyFactor))),
    ),
    seasonNights: perSeason((season) => seasons[season].nights),
    costs: { total: costTotal, lines: costLines },
    competition: describeEvidence(chosen, weights, options),
  };
};

/** Rate and occupancy factors averaging 1 over the year's nights: the seasons share out the year, never add to it. */
const normalisedSeasonality = (seasonality: TSeasonality): TSeasonality => {
  const nights = SMARTQUOTE_SEASONS.reduce((sum, season) => sum + seasonality[season].nights, 0);
  const mean = (key: 'rateFactor' | 'occupancyFactor') =>
    SMARTQUOTE_SEASONS.reduce((sum, season) => sum + seasonality[season].nights * seasonality[season][key], 0) /
      nights || 1;
  const rateMean = mean('rateFactor');
  const occupancyMean = mean('occupancyFactor');
  const season = (key: (typeof SMARTQUOTE_SEASONS)[number]) => ({
    nights: seasonality[key].nights,
    rateFactor: seasonality[key].rateFactor / rateMean,
    occupancyFactor: seasonality[key].occupancyFactor / occupancyMean,
  });
  return { low: season('low'), mid: season('mid'), high: season('high') };
};

const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The pool in a phrase: "87 homes let all year within 4.2 km", our own homes named first when there are any. */
const poolSummary = (chosen: ReturnType<typeof selectComps>, radiusKm: number): string => {
  const managed = chosen.filter(({ comp }) => comp.source === 'managed').length;
  const listings = chosen.length - managed;
  const parts = [
    ...(managed > 0 ? [`${managed} of our homes`] : []),
    ...(listings > 0 ? [`${countOf(listings, 'home', 'homes')} let all year`] : []),
  ];
  return `${parts.join(' and ')} within ${radiusKm} km`;
};

const describeEvidence = (
  chosen: ReturnType<typeof selectComps>,
  weights: number[],
  options: TForecastOptions,
): TSmartquoteForecast['competition'] => {
  const asOfs = chosen.map(({ comp }) => comp.asOf).sort();
  const from = addDays(asOfs[0] as string, -DAYS_A_YEAR + 1);
  const to = asOfs[asOfs.length - 1] as string;
  const radiusKm = Math.ceil(Math.max(...chosen.map(({ distanceKm }) => distanceKm)) * 10) / 10;
  const sources = [
    ...new Set(
      chosen.map(({ comp }) =>
        comp.source === 'managed'
          ? `Our managed homes (${comp.region}), booked nights and nightly rates over the 365 days to ${comp.asOf}`
          : `Inside Airbnb detailed listings, ${comp.region}, scraped ${comp.asOf}`,
      ),
    ),
  ];
  const listingsUsed = chosen.some(({ comp }) => comp.source === 'inside-airbnb');
  return {
    summary: poolSummary(chosen, radiusKm),
    properties: chosen.map(({ comp, distanceKm }, i) => ({
      id: comp.id,
      latitude: comp.latitude,
      longitude: comp.longitude,
      distanceKm: Math.round(distanceKm * 100) / 100,
      bedrooms: comp.bedrooms,
      bathrooms: comp.bathrooms,
      propertyType: comp.propertyType,
      nightlyCents: cents(comp.nightlyCents),
      occupancy: share(comp.occupancy),
      revenueCents: cents(comp.revenueCents),
      source: comp.source,
      region: comp.region,
      weight: Math.round((weights[i] as number) * 10_000) / 10_000,
    })),
    radiusKm,
    window: { from, to },
    sources,
    // The listings' licence asks for its notice where they are used; forecasts from our own homes alone need none.
    attribution: listingsUsed ? options.attribution : '',
    method:
      `Forecast of ${options.asOf} from the ${chosen.length} homes most like this one within ${radiusKm} km ` +
      `among homes let all year: our managed homes within ${FORECAST_MODEL.managedFirstKm} km first, then ` +
      `listings with a year of reviews, at least 12 in the last 12 months, a calendar open for the year ahead and ` +
      `stays of a week or less (nearest first, same type and bathrooms preferred, weighted by closeness), each ` +
      `moved to this home's bedrooms, bathrooms and type by fixed steps from a price regression; figures are their ` +
      `weighted P25, median and P75 (the nightly rate's median blended half and half with that of the most alike of ` +
      `them with this home's bedrooms), then the fine-tuning settings` +
      (listingsUsed
        ? `; the occupancy and revenue of Inside Airbnb listings are Inside Airbnb's estimates from reviews (about ` +
          `two stays per review), not observed bookings.`
        : `; our homes' occupancy is their booked nights over the nights we priced them.`),
  };
};
