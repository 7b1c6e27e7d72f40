// The AirDNA-style baseline, M2 of BACKTEST.md exactly as written there: comps within 15 km with the same bedrooms
// (±1 when fewer than 12), similarity s = km + |Δbed| + 0.5·|Δbath| + 0.25·|Δguests|, the 12 lowest s, weights
// 1/(s + 0.5), forecast = weighted mean revenue, band = the 12 comps' unweighted P25–P75 of revenue; no comp at all
// falls back to M0 (the median revenue of the same bedroom count, 6+ pooled, citywide). Its nightly rate is M3's
// component: the weighted median price of the same comps. It uses guests, which a quote does not have.

import { haversineKm, weightedQuantiles } from '@hearth/domain';
import type { TPrediction } from './metrics';
import { median } from './metrics';

export type TBaselineHome = {
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  guests: number;
  price: number;
  revenue: number;
};

/** numpy's default percentile (linear between order statistics), as BACKTEST.md's bands were computed. */
const percentile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const position = q * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low);
};

const M2_RADIUS_KM = 15;
const M2_K = 12;

export const forecastBaseline = (target: TBaselineHome, pool: readonly TBaselineHome[]): TPrediction => {
  const within = pool.map((home) => ({ home, km: haversineKm(target, home) })).filter(({ km }) => km <= M2_RADIUS_KM);
  let candidates = within.filter(({ home }) => home.bedrooms === target.bedrooms);
  if (candidates.length < M2_K)
    candidates = within.filter(({ home }) => Math.abs(home.bedrooms - target.bedrooms) <= 1);
  if (candidates.length === 0) return forecastM0(target, pool);
  const chosen = candidates
    .map(({ home, km }) => ({
      home,
      s:
        km +
        Math.abs(home.bedrooms - target.bedrooms) +
        0.5 * Math.abs(home.bathrooms - target.bathrooms) +
        0.25 * Math.abs(home.guests - target.guests),
    }))
    .sort((a, b) => a.s - b.s)
    .slice(0, M2_K);
  const weights = chosen.map(({ s }) => 1 / (s + 0.5));
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const revenues = chosen.map(({ home }) => home.revenue);
  return {
    rate: weightedQuantiles(
      chosen.map(({ home }) => home.price),
      weights,
      [0.5],
    )[0] as number,
    revenue: revenues.reduce((sum, revenue, i) => sum + revenue * (weights[i] as number), 0) / totalWeight,
    revenueP25: percentile(revenues, 0.25),
    revenueP75: percentile(revenues, 0.75),
  };
};

const pooledBedrooms = (bedrooms: number) => Math.min(bedrooms, 6);

const forecastM0 = (target: TBaselineHome, pool: readonly TBaselineHome[]): TPrediction => {
  const same = pool.filter((home) => pooledBedrooms(home.bedrooms) === pooledBedrooms(target.bedrooms));
  const revenues = same.map((home) => home.revenue);
  return {
    rate: median(same.map((home) => home.price)),
    revenue: median(revenues),
    revenueP25: percentile(revenues, 0.25),
    revenueP75: percentile(revenues, 0.75),
  };
};
