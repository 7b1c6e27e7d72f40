import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { S3Config } from '../config';

/**
 * The origin browsers reach an S3 bucket at: uploads PUT there and downloads are redirected there, so the CSP must
 * allow it. Path-style services (MinIO, s3rver) serve every bucket from the endpoint's origin; virtual-hosted ones
 * (AWS) from `{bucket}.{host}`.
 */
export const s3OriginOf = (s3: S3Config): string => {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  return s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
};

/**
 * The origin of a configured map tile template (MAP_TILE_URL), for img-src: `{s}` subdomains become a wildcard
 * ('https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org').
 */
export const tileOriginOf = (template: string): string => {
  const match = /^(https?:)\/\/([^/]+)/.exec(template);
  if (!match) return "'none'";
  return `${match[1]}//${match[2]!.replace(/\{s\}/g, '*')}`;
};

/** Security headers and compression. The CSP fits the SPA: own scripts only; Mantine needs inline styles. */
export const securityPlugin = fp<{ cookieSecure: boolean; s3?: S3Config | undefined; mapTileUrl?: string | undefined }>(
  async (app, options) => {
    const bucket = options.s3 ? [s3OriginOf(options.s3)] : [];
    const tiles = options.mapTileUrl ? [tileOriginOf(options.mapTileUrl)] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Images over https from anywhere: newsletters show their own sites' pictures (docs/product/resources.md).
          // An image cannot run script, and http stays refused.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...bucket, ...tiles],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...bucket],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Only behind HTTPS: on plain http://localhost it would break every asset URL.
          upgradeInsecureRequests: options.cookieSecure ? [] : null,
        },
      },
      hsts: options.cookieSecure,
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security' },
);
