import fastify from 'fastify';
import { lazySchemaCompilers } from '../../../src/server/http/lazySchemaCompilers';

function appWith(compilers = lazySchemaCompilers()) {
  const app = fastify({ schemaController: { compilersFactory: compilers } });
  app.post<{ Body: { name: string } }>(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1 } },
        },
        response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    },
    async (request) => ({ ...request.body, secret: 'not in the schema' }),
  );
  return app;
}

it('validates a body and serializes a response as fastify does, compiling on first use', async () => {
  const app = appWith();
  const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: '' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/body\/name must NOT have fewer than 1 characters/);
  const missing = await app.inject({ method: 'POST', url: '/echo', payload: {} });
  expect(missing.json().message).toMatch(/must have required property 'name'/);
  const good = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Anna' } });
  expect(good.statusCode).toBe(200);
  expect(good.json()).toEqual({ name: 'Anna' });
  await app.close();
});

it('leaves a broken schema to compileAll, which reports it', async () => {
  const compilers = lazySchemaCompilers();
  const app = fastify({ schemaController: { compilersFactory: compilers } });
  app.get(
    '/broken',
    { schema: { querystring: { type: 'object', required: 'x' } } },
    async () => ({}),
  );
  await app.ready();
  expect(() => compilers.compileAll()).toThrow();
  await app.close();
});
