import { createHash } from 'node:crypto';

/** A seeded pseudo-random stream: the same name gives the same numbers on every machine and every run. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  between: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One key of `weights`, drawn in proportion to its weight. */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
};

/**
 * sfc32 seeded from sha256(name). One stream per name (`property:42`, `bookings:42`), so an item's values depend
 * on its own name only: growing the portfolio from 300 to 10,000 leaves the first 300 as they were.
 */
export const createRandom = (name: string): Random => {
  const seed = createHash('sha256').update(name).digest();
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let target = next() * total;
    for (const [key, weight] of entries) {
      target -= weight;
      if (target < 0) return key;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from no weights');
    return last[0];
  };
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted,
  };
};
