// The backtest's scores (BACKTEST.md "How to reproduce" step 4), as fractions.

export type TPrediction = {
  rate: number;
  revenue: number;
  /** The P25–P75 band of revenue. */
  revenueP25: number;
  revenueP75: number;
};
export type TActual = { rate: number; revenue: number };
export type TScores = { rateMdape: number; revenueMdape: number; coverage: number; bandWidth: number };

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const ape = (forecast: number, actual: number) => Math.abs(forecast - actual) / actual;

/** MdAPE of rate and revenue, the share of actual revenues inside P25–P75, the median (P75 − P25) / forecast. */
export const score = (predictions: readonly TPrediction[], actuals: readonly TActual[]): TScores => ({
  rateMdape: median(predictions.map((p, i) => ape(p.rate, (actuals[i] as TActual).rate))),
  revenueMdape: median(predictions.map((p, i) => ape(p.revenue, (actuals[i] as TActual).revenue))),
  coverage:
    predictions.filter((p, i) => {
      const actual = (actuals[i] as TActual).revenue;
      return p.revenueP25 <= actual && actual <= p.revenueP75;
    }).length / predictions.length,
  bandWidth: median(predictions.map((p) => (p.revenueP75 - p.revenueP25) / p.revenue)),
});
