/**
 * Builds a benchmark database with N generated listings, two years of nightly rates and bookings, and the demo
 * accounts (the same generator as the demo seed, bigger). Replaces what is there.
 *
 *   npm run seed:scale -- --properties 10000                                   # PGlite in ./data-scale
 *   npm run seed:scale -- --database-url postgres://postgres@127.0.0.1:5432/test  # database hearth_bench beside it
 *   npm run seed:scale -- --properties 100000 --rate-nights 100 --database hearth_bench_100k \
 *     --database-url postgres://postgres@127.0.0.1:5432/test --data-dir ./data-scale-100k  # 10 M rates
 *
 * Options: --properties N (10000), --data-dir DIR (./data-scale; blobs and the PGlite data), --database-url URL
 * (or BENCH_DATABASE_URL; an admin URL, the bench database is created next to it), --database NAME (hearth_bench),
 * --rate-nights N (rates, bookings and events for N nights around today instead of two years).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildScaleDatabase,
  DEFAULT_SCALE_DATABASE,
  type ScaleTarget,
} from '../apps/api/src/seed/scale/scale-database';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '10000' },
    'data-dir': { type: 'string', default: './data-scale' },
    'database-url': { type: 'string' },
    database: { type: 'string', default: DEFAULT_SCALE_DATABASE },
    'rate-nights': { type: 'string' },
  },
});

const properties = Number(values.properties);
if (!Number.isInteger(properties) || properties < 12) throw new Error('--properties must be a whole number >= 12');
const rateNights = values['rate-nights'] === undefined ? undefined : Number(values['rate-nights']);
if (rateNights !== undefined && !(Number.isInteger(rateNights) && rateNights >= 80)) {
  // The benches' stays run 42-45 nights ahead and 60% of the window is ahead: fewer would leave them unpriced.
  throw new Error('--rate-nights must be a whole number >= 80');
}
const dataDir = path.resolve(values['data-dir']);
const adminUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const target: ScaleTarget = adminUrl
  ? { engine: 'postgres', adminUrl, database: values.database, dataDir }
  : { engine: 'pglite', dataDir };

console.log(
  `Building ${properties} listings on ${adminUrl ? `PostgreSQL (${values.database})` : `PGlite (${dataDir})`}`,
);
await buildScaleDatabase({ target, properties, rateNights });
