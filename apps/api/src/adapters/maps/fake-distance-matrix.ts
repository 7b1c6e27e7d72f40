import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for the Distance Matrix web service on a real HTTP port, so the real client is
 * tested over the wire. It answers every request with the next scripted body (or the last one), and keeps the
 * queries it got. Never used by the app.
 */

export type FakeMatrixAnswer = { status?: number; body: unknown };

export type FakeDistanceMatrix = {
  url: string;
  /** What the next requests answer, in order; the last one repeats. */
  script: (...answers: FakeMatrixAnswer[]) => void;
  requests: URLSearchParams[];
  close: () => Promise<void>;
};

/** A walking answer of one element, as the service writes it. */
export const walkingAnswer = (metres: number, text?: string): FakeMatrixAnswer => ({
  body: {
    status: 'OK',
    origin_addresses: ['origin'],
    destination_addresses: ['destination'],
    rows: [
      {
        elements: [
          {
            status: 'OK',
            distance: { value: metres, text: text ?? `${metres} m` },
            duration: { value: Math.round(metres / 1.3), text: `${Math.round(metres / 80)} mins` },
          },
        ],
      },
    ],
  },
});

export const startFakeDistanceMatrix = async (): Promise<FakeDistanceMatrix> => {
  let answers: FakeMatrixAnswer[] = [walkingAnswer(500)];
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.searchParams);
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? walkingAnswer(500);
    if (url.pathname !== '/maps/api/distancematrix/json') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'NOT_FOUND' }));
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script: (...next) => {
      answers = next;
    },
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
