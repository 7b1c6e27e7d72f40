/**
 * An HTTPS front speaking HTTP/2 to the browser and HTTP/1.1 to the app, as the HTTPS proxy docs/OPERATIONS.md asks
 * for in production (Caddy, nginx with http2, a cloud load balancer) does. Benches use it to measure a page as a phone
 * gets it: one multiplexed connection instead of six, so forty small scripts are not fetched six at a time.
 * The certificate is self-signed, made with the machine's `openssl` for the run; the browser is told to accept it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that belong to one hop (RFC 9113 §8.2.2 forbids them over HTTP/2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

const selfSignedCertificate = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Starts the front on `port`, forwarding every request to `http://localhost:${target}`; resolves to a closer. */
export const startHttpsProxy = async (port: number, target: number): Promise<{ close: () => Promise<void> }> => {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
