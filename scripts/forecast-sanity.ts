// Does the forecast look like a home under management? (issue 32 item 3.) For every region of the shipped comps table,
// a grid of real suburb points (the gazetteer's Queensland localities with at least 10 of the region's comps within
// 3 km) × 1–4 bedroom houses and apartments, forecast as the product does (neutral levers, the placeholder fees,
// listings only: no managed homes of ours): the P10/P50/P90 over the grid of the year's occupancy, the nightly rate
// and net short stay against net long-term rent, and how often short stay earns more. Then the demo's quotes.
//
// Usage: npm run forecast:sanity            (reads the shipped comps table; bench/README.md "Forecast sanity")
//
// Long-term rent: the weekly rents of the demo's own quotes (apps/api/src/seed/demo-smartquotes.ts), their median per
// bedroom count, the rents the issue's walk-through compared against. They sit at or above Queensland's reported
// all-dwellings median (bench/README.md), so they do not tilt the comparison towards short stay.

import {
  haversineKm,
  forecastSmartquote,
  NEUTRAL_LEVERS,
  type SmartquoteAmenities,
  type SmartquotePropertyType,
  type SmartquoteSegment,
  type TForecastInput,
  type TMarketComp,
  type TSmartquoteForecast,
} from '@hearth/domain';
import { readLocations } from '../apps/api/src/db/reference/locations';
import { DEFAULT_SEASONALITY, loadMarketTable } from '../apps/api/src/modules/smartquotes/market-comps';

/** The demo quotes' weekly rents (A$), median per bedroom count: 1 (550), 2 (680, 750, 950), 3 (780, 850), 4 (900). */
const WEEKLY_RENT_BY_BEDROOMS: Record<number, number> = { 1: 550, 2: 750, 3: 815, 4: 900 };
const GRID_RADIUS_KM = 3;
const GRID_MIN_COMPS = 10;
const TYPES: SmartquotePropertyType[] = ['house', 'apartment'];
const BEDROOMS = [1, 2, 3, 4];

/** The Australian demo quotes' inputs (apps/api/src/seed/demo-smartquotes.ts), as the seed forecasts them. */
const DEMO_QUOTES: {
  place: string;
  latitude: number;
  longitude: number;
  beds: number;
  baths: number;
  propertyType: SmartquotePropertyType;
  segment: SmartquoteSegment;
  amenities: SmartquoteAmenities;
  weeklyLtr: number;
  ltrFee: number | null;
  fee: number | null;
  setupFee: number | null;
}[] = [
  {
    place: 'New Farm',
    latitude: -27.4676,
    longitude: 153.0507,
    beds: 3,
    baths: 2,
    propertyType: 'house',
    segment: 'premium',
    amenities: 'good',
    weeklyLtr: 850,
    ltrFee: 7,
    fee: 20,
    setupFee: 1200,
  },
  {
    place: 'Paddington',
    latitude: -27.4597,
    longitude: 153.0004,
    beds: 2,
    baths: 1,
    propertyType: 'house',
    segment: 'comfort',
    amenities: 'standard',
    weeklyLtr: 680,
    ltrFee: 7,
    fee: 20,
    setupFee: 900,
  },
  {
    place: 'Noosa Heads',
    latitude: -26.3868,
    longitude: 153.0873,
    beds: 2,
    baths: 2,
    propertyType: 'apartment',
    segment: 'luxe',
    amenities: 'extra',
    weeklyLtr: 950,
    ltrFee: 8,
    fee: 22,
    setupFee: 1500,
  },
  {
    place: 'Coolum Beach',
    latitude: -26.5287,
    longitude: 153.0886,
    beds: 4,
    baths: 2,
    propertyType: 'house',
    segment: 'comfort',
    amenities: 'standard',
    weeklyLtr: 900,
    ltrFee: null,
    fee: null,
    setupFee: null,
  },
  {
    place: 'Kings Beach',
    latitude: -26.8016,
    longitude: 153.1427,
    beds: 3,
    baths: 2,
    propertyType: 'apartment',
    segment: 'premium',
    amenities: 'good',
    weeklyLtr: 780,
    ltrFee: 12,
    fee: 20,
    setupFee: 1000,
  },
  {
    place: 'Mooloolaba',
    latitude: -26.6849,
    longitude: 153.1208,
    beds: 1,
    baths: 1,
    propertyType: 'apartment',
    segment: 'comfort',
    amenities: 'standard',
    weeklyLtr: 550,
    ltrFee: 12,
    fee: null,
    setupFee: null,
  },
  {
    place: 'Teneriffe',
    latitude: -27.4566,
    longitude: 153.0469,
    beds: 2,
    baths: 2,
    propertyType: 'apartment',
    segment: 'comfort',
    amenities: 'good',
    weeklyLtr: 750,
    ltrFee: 14,
    fee: 18,
    setupFee: 800,
  },
];

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const spread = (values: readonly number[], format: (value: number) => string) =>
  [0.1, 0.5, 0.9].map((q) => format(quantile(values, q))).join(' / ');
const percent = (value: number) => `${Math.round(value * 100)}%`;
const dollars = (value: number) => `$${Math.round(value)}`;
const ratio = (value: number) => value.toFixed(2);

/** The year's figures a reader of the overview sees: occupancy and mean nightly rate over the seasons' nights. */
const yearFigures = (forecast: TSmartquoteForecast) => {
  const seasons = ['low', 'mid', 'high'] as const;
  const nights = seasons.reduce((sum, season) => sum + forecast.seasonNights[season], 0);
  const mean = (band: 'occupancy' | 'averageRate') =>
    seasons.reduce((sum, season) => sum + forecast[band][season].p50 * forecast.seasonNights[season], 0) / nights;
  return {
    occupancy: mean('occupancy'),
    rate: mean('averageRate') / 100,
    strOverLtr: forecast.netRevenue.strmedian / (forecast.netRevenue.ltr as number),
  };
};

const main = async () => {
  const table = await loadMarketTable();
  const options = { seasonality: DEFAULT_SEASONALITY, asOf: '2026-01-01', attribution: '', currency: 'AUD' as const };
  const regions = [...new Set(table.comps.map((comp) => comp.region))];
  const localities = readLocations().filter((place) => place.country === 'AU' && place.region === 'QLD');
  const seen = new Set<string>();
  console.log(
    `grid: Queensland localities with ≥ ${GRID_MIN_COMPS} comps within ${GRID_RADIUS_KM} km; neutral levers; ` +
      `fees 20% and 7%; LTR weekly rent by bedrooms ${JSON.stringify(WEEKLY_RENT_BY_BEDROOMS)}`,
  );
  console.log(
    `${'region · home'.padEnd(30)}${'suburbs'.padStart(8)}  ${'occupancy P10/50/90'.padEnd(20)}` +
      `${'nightly P10/50/90'.padEnd(22)}${'STR/LTR P10/50/90'.padEnd(20)}STR > LTR`,
  );
  for (const region of regions) {
    const comps = table.comps.filter((comp) => comp.region === region);
    const grid = localities.filter((place) => {
      const key = place.name.toLowerCase();
      if (seen.has(key)) return false;
      const near = comps.filter((comp: TMarketComp) => haversineKm(place, comp) <= GRID_RADIUS_KM).length;
      if (near < GRID_MIN_COMPS) return false;
      seen.add(key);
      return true;
    });
    for (const propertyType of TYPES)
      for (const bedrooms of BEDROOMS) {
        const figures = grid.flatMap((place) => {
          const input: TForecastInput = {
            latitude: place.latitude,
            longitude: place.longitude,
            bedrooms,
            bathrooms: bedrooms <= 2 ? 1 : 2,
            carSpaces: 1,
            propertyType,
            ...NEUTRAL_LEVERS,
            weeklyLtrCents: (WEEKLY_RENT_BY_BEDROOMS[bedrooms] as number) * 100,
            ltrManagementFee: null,
            managementFee: null,
            setupFeeCents: null,
          };
          const forecast = forecastSmartquote(input, table.comps, options);
          return forecast ? [yearFigures(forecast)] : [];
        });
        const wins = figures.filter((figure) => figure.strOverLtr > 1).length;
        console.log(
          `${`${region} · ${bedrooms}-bed ${propertyType}`.padEnd(30)}${String(figures.length).padStart(8)}  ` +
            `${spread(
              figures.map((f) => f.occupancy),
              percent,
            ).padEnd(20)}` +
            `${spread(
              figures.map((f) => f.rate),
              dollars,
            ).padEnd(22)}` +
            `${spread(
              figures.map((f) => f.strOverLtr),
              ratio,
            ).padEnd(20)}${percent(wins / figures.length)}`,
        );
      }
  }

  console.log('\ndemo quotes (their own inputs and levers; listings only, the demo adds its managed homes nearby):');
  console.log(
    `${'quote'.padEnd(40)}${'occupancy'.padStart(10)}${'nightly'.padStart(9)}${'STR net'.padStart(10)}${'LTR net'.padStart(10)}  pool`,
  );
  for (const quote of DEMO_QUOTES) {
    const forecast = forecastSmartquote(
      {
        latitude: quote.latitude,
        longitude: quote.longitude,
        bedrooms: quote.beds,
        bathrooms: quote.baths,
        carSpaces: 1,
        propertyType: quote.propertyType,
        ...NEUTRAL_LEVERS,
        segment: quote.segment,
        amenities: quote.amenities,
        weeklyLtrCents: quote.weeklyLtr * 100,
        ltrManagementFee: quote.ltrFee,
        managementFee: quote.fee,
        setupFeeCents: quote.setupFee === null ? null : quote.setupFee * 100,
      },
      table.comps,
      options,
    );
    const label = `${quote.place} ${quote.beds}-bed ${quote.propertyType} (${quote.segment}, ${quote.amenities})`;
    if (!forecast) {
      console.log(`${label.padEnd(40)}no forecast`);
      continue;
    }
    const figures = yearFigures(forecast);
    const money = (cents: number | null) => `$${Math.round((cents ?? 0) / 100).toLocaleString('en-AU')}`;
    console.log(
      `${label.padEnd(40)}${percent(figures.occupancy).padStart(10)}${dollars(figures.rate).padStart(9)}` +
        `${money(forecast.netRevenue.strmedian).padStart(10)}${money(forecast.netRevenue.ltr).padStart(10)}  ` +
        `${forecast.competition.summary ?? ''}`,
    );
  }
};

await main();
