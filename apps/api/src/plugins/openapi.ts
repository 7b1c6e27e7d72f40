import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_ROUTE = '/api/docs';

/** OpenAPI generated from the routes' zod schemas; browsable at /api/docs, raw at /api/docs/json. */
export const openapiPlugin = fp<{ productName: string }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${options.productName} API`, version: '1.0.0' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'hearth_session' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_ROUTE, staticCSP: true });
  },
  { name: 'openapi' },
);
