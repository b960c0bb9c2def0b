import fastify from 'fastify';
import { errorsPlugin } from '../../../src/server/plugins/errors';

it('answers a unique violation that slipped past a check (a concurrent duplicate) with 409', async () => {
  const app = fastify();
  await app.register(errorsPlugin);
  app.get('/dup', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
  });
  const response = await app.inject({ method: 'GET', url: '/dup' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    errorKey: 'conflict',
    message: 'A concurrent change stored the same value first. Please try again.',
  });
  await app.close();
});
