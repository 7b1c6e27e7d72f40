import { SMARTQUOTE_CHART_LABELS, SMARTQUOTE_SEASONS, type TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { CURRENCY_SYMBOLS } from '@hearth/domain/properties';
import { formatDollars } from '../../lib/format';

type Currency = TSmartquoteForecast['currency'];

/** Chart values (docs/product/smartquotes.md#limits): money in cents divided by 100 and rounded. */
export const chartDollars = (cents: number): number => Math.round(cents / 100);

/** Chart values (docs/product/smartquotes.md#limits): a share 0..1 as a rounded percent. */
export const chartPercent = (share: number): number => Math.round(share * 100);

/** Whole dollars as the charts show them: `A$12,345` in Australia, `NZ$12,345` in New Zealand. */
export const formatChartDollars = (dollars: number, currency: Currency): string => formatDollars(dollars, currency);

const compact = new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 });

/** Whole dollars in short for a chart's axis: `A$60K`, `NZ$1.5K`, `A$250`. */
export const formatAxisDollars = (dollars: number, currency: Currency): string =>
  `${CURRENCY_SYMBOLS[currency]}${compact.format(dollars)}`;

export type ScenarioRow = { key: string; label: string; dollars: number };

/**
 * Net revenue a year, in the spec's order: LTR, Conservative, STR Median, Optimal. LTR is left out when the quote has
 * no weekly rent to compare with.
 */
export const netRevenueRows = (forecast: Pick<TSmartquoteForecast, 'netRevenue'>): ScenarioRow[] => {
  const { netRevenue } = forecast;
  const labels = SMARTQUOTE_CHART_LABELS.revenue;
  const ltr = netRevenue.ltr === null ? [] : [{ key: 'ltr', label: labels.ltr, dollars: chartDollars(netRevenue.ltr) }];
  return [
    ...ltr,
    { key: 'conservative', label: labels.conservative, dollars: chartDollars(netRevenue.conservative) },
    { key: 'strmedian', label: labels.strmedian, dollars: chartDollars(netRevenue.strmedian) },
    { key: 'optimal', label: labels.optimal, dollars: chartDollars(netRevenue.optimal) },
  ];
};

/** The year's booking value before fees and costs: Conservative, STR Median, Optimal. */
export const bookingValueRows = (forecast: Pick<TSmartquoteForecast, 'bookingValue'>): ScenarioRow[] => {
  const { bookingValue } = forecast;
  const labels = SMARTQUOTE_CHART_LABELS.revenue;
  return [
    { key: 'conservative', label: labels.conservative, dollars: chartDollars(bookingValue.conservative) },
    { key: 'strmedian', label: labels.strmedian, dollars: chartDollars(bookingValue.strmedian) },
    { key: 'optimal', label: labels.optimal, dollars: chartDollars(bookingValue.optimal) },
  ];
};

export type BandRow = { key: string; label: string; p25: number; p50: number; p75: number };

/** Advertised nightly rates per season (Low, Shoulder, High Season), whole dollars with their P25–P75 band. */
export const rateRows = (forecast: Pick<TSmartquoteForecast, 'averageRate'>): BandRow[] =>
  SMARTQUOTE_SEASONS.map((season) => {
    const band = forecast.averageRate[season];
    return {
      key: season,
      label: SMARTQUOTE_CHART_LABELS.seasons[season],
      p25: chartDollars(band.p25),
      p50: chartDollars(band.p50),
      p75: chartDollars(band.p75),
    };
  });

/** Occupancy (Low, Mid, High), rounded percent with its P25–P75 band. */
export const occupancyRows = (forecast: Pick<TSmartquoteForecast, 'occupancy'>): BandRow[] =>
  SMARTQUOTE_SEASONS.map((season) => {
    const band = forecast.occupancy[season];
    return {
      key: season,
      label: SMARTQUOTE_CHART_LABELS.occupancy[season],
      p25: chartPercent(band.p25),
      p50: chartPercent(band.p50),
      p75: chartPercent(band.p75),
    };
  });

/** Where a comp's figures come from, in words. */
export const sourceLabel = (source: 'inside-airbnb' | 'managed', region: string): string =>
  source === 'inside-airbnb' ? `Inside Airbnb · ${region}` : 'A home we manage';

/** A distance as the evidence table shows it: `850 m` under a kilometre, else `2.4 km`. */
export const formatDistance = (km: number): string =>
  km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(km < 10 ? 1 : 0)} km`;
