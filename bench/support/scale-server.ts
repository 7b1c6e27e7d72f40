/**
 * The app on a scale database in its own process, for bench/search and bench/calendar: the load generator
 * (autocannon, fetch) then runs on another thread, as a browser would, instead of sharing the server's event loop.
 * Prints one JSON line `{ base, bareUrl }` once listening; closes on SIGTERM. Started by `startServerProcess`.
 */
import type { ScaleTarget } from '../../apps/api/src/seed/scale/scale-database';
import { openScaleDatabase } from '../../apps/api/src/seed/scale/scale-database';
import { bareRoute, serve } from './http-bench';

const target = JSON.parse(process.argv[2] ?? '') as ScaleTarget;
const database = await openScaleDatabase(target);
const server = await serve(target, database);
const bare = await bareRoute();
process.stdout.write(`${JSON.stringify({ base: server.base, bareUrl: bare.url })}\n`);
process.once('SIGTERM', () => {
  void (async () => {
    await server.app.close();
    await bare.app.close();
    await database.close();
    process.exit(0);
  })();
});
