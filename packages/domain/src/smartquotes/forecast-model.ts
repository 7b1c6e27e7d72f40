/**
 * The engine's numbers. Tuned only on the tuning half of Brisbane's homes let all year (scripts/backtest/tune.ts,
 * bench/README.md "Backtest"); the Sunshine Coast file was never used to pick them.
 */
export const FORECAST_MODEL = {
  /** Beyond this a listing is in another market, not a comparable home. */
  maxRadiusKm: 25,
  /** Fewer comps than this within reach: no forecast rather than a guess. */
  minComps: 5,
  /**
   * Our managed homes within this distance are taken first, ahead of any listing (each still weighted by its
   * closeness): a home we run is the truest comp, where it is near enough to share the market.
   */
  managedFirstKm: 3,
  /** Comps per forecast: enough for calibrated P25–P75 bands (12 gave bands too narrow, BACKTEST.md). */
  k: 50,
  /** Similarity score = km / kmScale + typePenalty·[type differs] + bathPenalty·|Δbaths|; lower is closer. */
  kmScale: 2,
  typePenalty: 1,
  bathPenalty: 0.15,
  /** Weight = 1 / (score + weightOffset)^weightPower: the nearest homes count most, none counts alone. */
  weightOffset: 0.5,
  weightPower: 5,
  /**
   * Log-price steps of a log-linear regression of nightly price on bedrooms, bathrooms and apartment-or-house (tuning
   * half): each comp's rate and revenue are moved to the quote's home by exp(step × difference). Bedrooms are not in
   * the similarity score, so more bedrooms in the same place always forecast more (the same comps, moved up).
   */
  perBedroom: 0.215,
  perBathroom: 0.135,
  apartment: 0.203,
  /** The same for a year's revenue (log revenue regression): bigger homes earn more a night but fill fewer nights. */
  revenuePerBedroom: 0.115,
  revenuePerBathroom: 0.191,
  revenueApartment: 0.193,
  /**
   * The rate's median is blended (geometric mean) with that of the comps that share the quote's bedrooms: the
   * `sameBedroomK` most alike of the chosen, weighted 1 / (score + weightOffset)^sameBedroomWeightPower, where at least
   * `sameBedroomMin` exist. A flatter weight than the rate's: a dozen same-size homes, not the nearest one or two.
   * On the tuning half it moved the rate's MdAPE only within noise (14.3 → 14.1) but its mean log error 4%; held out
   * and on the Sunshine Coast 1.2 and 0.8 points (bench/README.md "Backtest").
   */
  sameBedroomK: 12,
  sameBedroomMin: 3,
  sameBedroomWeightPower: 1,
  /** Occupancy and revenue are noisy: their weights are flatter than the rate's, so more comps count. */
  revenueWeightPower: 2,
} as const;

export type TForecastModel = { -readonly [K in keyof typeof FORECAST_MODEL]: number };

/** Share of nights a forecast never exceeds: turnovers and owner use keep every home below full. */
export const OCCUPANCY_CAP = 0.9;
