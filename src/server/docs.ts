import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The OpenAPI document of every route, at /docs (UI) and /docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Relay API', version: '1.0.0', description: 'The calls of spec section 7.' },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // The rights a route checks (`x-rights`) and whether it is public (`x-public`): API users
    // read what a call needs, and the generated tests (test/server/openapi) what to expect.
    transform: ({ schema, url, route }) => ({
      url,
      schema: {
        ...schema,
        'x-rights': route.config?.rights ?? [],
        'x-public': route.config?.public === true,
      },
    }),
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await scope.register(swaggerUi, { routePrefix: '/docs' });
  });
});
