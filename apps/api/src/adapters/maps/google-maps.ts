import { z } from 'zod';
import { DISTANCE_MESSAGES, parseDistance } from '@hearth/domain';
import { DistanceError, type DistanceService, type GeoPoint } from './types';

/**
 * The real distance client: Google's Distance Matrix web service, walking mode (docs/product/keys.md#calls 'Distance').
 *
 * `GET {baseUrl}/maps/api/distancematrix/json?origins=lat,lng&destinations=lat,lng&mode=walking&units=metric&key=`
 * answers `{ status, rows: [{ elements: [{ status, distance: { value, text } }] }] }`: a request-level status
 * (OK, INVALID_REQUEST, OVER_QUERY_LIMIT, REQUEST_DENIED, ...) and one per element (OK, NOT_FOUND, ZERO_RESULTS).
 * A request-level failure is 'Distance Matrix API error: {status}', an element's 'Error in calculating distance:
 * {status}' (docs/product/keys.md#messages). The distance is `value` in metres, or its `text` read with the spec's parsing rule.
 */

export type DistanceMatrixClientOptions = {
  apiKey: string;
  baseUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const ZElement = z.looseObject({
  status: z.string(),
  distance: z.looseObject({ value: z.number().optional(), text: z.string().optional() }).optional(),
});
const ZMatrix = z.looseObject({
  status: z.string(),
  rows: z.array(z.looseObject({ elements: z.array(ZElement) })).optional(),
});

const point = (p: GeoPoint) => `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

export const createDistanceMatrixClient = (
  options: DistanceMatrixClientOptions,
): DistanceService & { mode: 'maps' } => {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    mode: 'maps',
    measure: async (origin, destination) => {
      const query = new URLSearchParams({
        origins: point(origin),
        destinations: point(destination),
        mode: 'walking',
        units: 'metric',
        key: options.apiKey,
      });
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/maps/api/distancematrix/json?${query.toString()}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DistanceError(DISTANCE_MESSAGES.calculating('UNREACHABLE'), { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      const parsed = ZMatrix.safeParse(body);
      if (!response.ok || !parsed.success) {
        throw new DistanceError(
          DISTANCE_MESSAGES.matrix(parsed.success ? parsed.data.status : `HTTP ${response.status}`),
        );
      }
      if (parsed.data.status !== 'OK') throw new DistanceError(DISTANCE_MESSAGES.matrix(parsed.data.status));
      const element = parsed.data.rows?.[0]?.elements[0];
      if (!element) throw new DistanceError(DISTANCE_MESSAGES.calculating('NO_ELEMENT'));
      if (element.status !== 'OK') throw new DistanceError(DISTANCE_MESSAGES.calculating(element.status));
      const metres =
        element.distance?.value !== undefined
          ? parseDistance(element.distance.value)
          : parseDistance(element.distance?.text);
      return { metres, kind: 'walking' };
    },
  };
};
