import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

/** Security headers and compression. The CSP fits the SPA: own scripts only; Mantine needs inline styles. */
export const securityPlugin = fp<{ cookieSecure: boolean }>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
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
