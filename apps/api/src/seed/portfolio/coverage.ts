import { CLEANING_STATUSES, KEY_STATUSES, KEY_TYPES, RATING_FILTERS, RISK_STATUSES } from '@hearth/domain';
import type { PortfolioProperty } from './portfolio.types';
import { NAMED_PROPERTIES } from './named-properties';

/** Below this many generated listings, rare values are left to chance (tests may build tiny portfolios). */
const MIN_GENERATED = 40;

const mostCommon = <T>(values: readonly T[]): T | undefined => {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
};

/**
 * Every filter value shows up somewhere in the demo: a value the draws missed (a 1-star rating is 0.1% of the
 * market) is given to a generated listing that holds the commonest value, picked at a fixed step so it is stable.
 */
export const ensureCoverage = (properties: PortfolioProperty[]): PortfolioProperty[] => {
  const generated = properties.filter((p) => p.index >= NAMED_PROPERTIES.length && p.status !== 'onboarding');
  if (generated.length < MIN_GENERATED) return properties;
  let step = 0;
  const giveTo = <V>(
    read: (p: PortfolioProperty) => V,
    values: readonly V[],
    write: (p: PortfolioProperty, value: V) => void,
  ) => {
    for (const value of values) {
      if (properties.some((p) => read(p) === value)) continue;
      const common = mostCommon(generated.map(read));
      const candidates = generated.filter((p) => read(p) === common);
      step += 1;
      const target = candidates[(step * 37) % candidates.length];
      if (target) write(target, value);
    }
  };
  giveTo(
    (p) => p.keyType,
    KEY_TYPES,
    (p, v) => (p.keyType = v),
  );
  giveTo(
    (p) => p.keyStatus,
    KEY_STATUSES,
    (p, v) => (p.keyStatus = v),
  );
  giveTo(
    (p) => p.cleaningStatus,
    CLEANING_STATUSES,
    (p, v) => (p.cleaningStatus = v),
  );
  giveTo(
    (p) => p.riskStatus,
    RISK_STATUSES,
    (p, v) => (p.riskStatus = v),
  );
  const stars = (p: PortfolioProperty) => (p.airbnbOverallRating === null ? null : Math.floor(p.airbnbOverallRating));
  giveTo(stars, RATING_FILTERS, (p, v) => (p.airbnbOverallRating = v === null || v === 5 ? v : v + 0.6));
  return properties;
};
