// The backtest's split. BACKTEST.md used numpy's permutation with seed 20251111, which cannot be reproduced outside
// numpy (its Mersenne Twister state and shuffle are numpy's own), so the halves here are a different random split:
// a Fisher–Yates shuffle driven by mulberry32 seeded with the same 20251111; the first half (rounded down) tunes.

export const SPLIT_SEED = 20251111;

/** mulberry32: a small, well-known 32-bit generator, uniform in [0, 1). */
export const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A permutation of 0..n-1 (Fisher–Yates from the last index down). */
export const permutation = (n: number, seed = SPLIT_SEED): number[] => {
  const random = mulberry32(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
};

export type THalf = 'tuning' | 'held-out' | 'all';

/** The indexes of one half: tuning = the permutation's first ⌊n/2⌋, held-out = the rest. */
export const halfIndexes = (n: number, half: THalf): number[] => {
  const order = permutation(n);
  const cut = Math.floor(n / 2);
  if (half === 'tuning') return order.slice(0, cut);
  if (half === 'held-out') return order.slice(cut);
  return order;
};
