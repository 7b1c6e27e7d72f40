/**
 * The calendar screen's load of one home's whole window (docs/product/calendar.md#states): five calls side by side,
 * timed as one sample when all five have answered. Shared by bench/calendar and bench/embedded.
 */
import http from 'node:http';
import { calendarLoadWindow } from '@hearth/domain';
import { percentile, type Measured } from './http-bench';

export const CALENDAR_WINDOW = calendarLoadWindow(new Date().getUTCFullYear());

/** The five calls of the calendar screen for one property. */
export const calendarCalls = (id: string) => {
  const { from, to } = CALENDAR_WINDOW;
  return {
    property: `/api/v3/properties/${id}`,
    bookings: `/api/v3/properties/${id}/bookings?from=${from}&to=${to}&recordStatuses=ACTIVE,CANCELLING&statuses=BOOKED,BLOCKED&include=resources,notes`,
    rates: `/api/v3/properties/${id}/rates?from=${from}&to=${to}`,
    events: `/api/v3/properties/${id}/events?from=${from}&to=${to}`,
    tasks: `/api/v3/property-tasks?externalPlatform=breezeway&propertyId=${id}&from=${from}&to=${to}&include=comments`,
  };
};

/** Browsers ask for compressed answers; the bench asks the same and keeps the bytes as they come (see `get`). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One GET with a browser's accept-encoding, its body read but not decompressed: the server pays for compressing
 * as it would for a browser, while the load generator, which shares this machine's two cores, does as little as it can.
 */
export const getCompressed = (url: string, cookie: string) =>
  new Promise<void>((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        response.resume();
        response.once('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode ?? '?'}`)),
        );
      },
    );
    request.once('error', reject);
  });

/** Opens calendars back to back on `connections` loops for `seconds`; one sample = all five calls answered. */
export const measureCalendarWindow = async (options: {
  base: string;
  cookie: string;
  ids: readonly string[];
  connections: number;
  seconds: number;
}): Promise<Measured & { p97_5: number }> => {
  const latencies: number[] = [];
  const until = performance.now() + options.seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const id = options.ids[next++ % options.ids.length]!;
      const started = performance.now();
      await Promise.all(
        Object.values(calendarCalls(id)).map((url) => getCompressed(`${options.base}${url}`, options.cookie)),
      );
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p97_5: percentile(latencies, 97.5),
    rps: latencies.length / options.seconds,
    requests: latencies.length,
  };
};
