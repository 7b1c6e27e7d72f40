import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: T[K] extends () => Promise<infer R> ? R : never;
};

/**
 * Independent reads at once on a pool; one after another inside a transaction, whose single connection takes one
 * query at a time (node-postgres queues overlapping queries on one client, deprecated and gone in pg 9). Lets one
 * presenter serve both a GET and the answer a create writes inside its transaction.
 */
export const readTogether = async <const T extends readonly (() => Promise<unknown>)[]>(
  db: Db,
  reads: T,
): Promise<Results<T>> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
};
