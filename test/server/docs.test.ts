import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('serves the OpenAPI document of the routes at /docs, without sign-in', async () => {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SPA_DIR: __dirname }), database.db);
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json() as { openapi: string; paths: Record<string, object> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/connect/userinfo',
      '/api/Authorization/account',
      '/api/Authorization/user/switchaccount/{accountId}',
      '/api/users/current/rights',
      '/api/feedback',
    ]),
  );
  // The sign-in pages and the SPA's files are not part of the API.
  expect(Object.keys(document.paths).some((p) => p.startsWith('/signin'))).toBe(false);
  expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  await app.close();
});

it('compiles every route schema (they are compiled lazily, on first use, in production)', async () => {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SPA_DIR: __dirname }), database.db);
  await app.ready();
  expect(() => app.compileAllSchemas()).not.toThrow();
  await app.close();
});
