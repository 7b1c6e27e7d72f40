/**
 * Weighted quantiles with linear interpolation between the values' weight midpoints (each value stands at the middle
 * of its share of the total weight). Monotone in q, so P25 ≤ P50 ≤ P75 always; equal weights give the usual
 * midpoint quantile. Values and weights are paired; weights must be positive.
 */
export const weightedQuantiles = (values: readonly number[], weights: readonly number[], qs: readonly number[]) => {
  const order = values.map((_, index) => index).sort((a, b) => (values[a] as number) - (values[b] as number));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sorted = order.map((index) => values[index] as number);
  const positions: number[] = [];
  let cumulative = 0;
  for (const index of order) {
    const weight = weights[index] as number;
    positions.push((cumulative + weight / 2) / total);
    cumulative += weight;
  }
  return qs.map((q) => interpolate(positions, sorted, q));
};

const interpolate = (xs: readonly number[], ys: readonly number[], x: number): number => {
  const last = xs.length - 1;
  if (last < 0) return Number.NaN;
  if (x <= (xs[0] as number)) return ys[0] as number;
  if (x >= (xs[last] as number)) return ys[last] as number;
  let high = 1;
  while ((xs[high] as number) < x) high += 1;
  const x0 = xs[high - 1] as number;
  const x1 = xs[high] as number;
  const y0 = ys[high - 1] as number;
  const y1 = ys[high] as number;
  return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
};
