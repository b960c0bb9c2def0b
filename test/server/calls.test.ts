import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * Every call of spec section 7 (calls.txt, a copy of the spec's list) must be served. Calls of
 * issues not landed yet are listed in `pending`; the test also fails when a pending call is
 * served, so the list shrinks to nothing as the issues land.
 */
const pending = new Set(
  readFileSync(path.join(__dirname, 'calls.pending.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

const calls = readFileSync(path.join(__dirname, 'calls.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

let database: TestDatabase;
let app: FastifyInstance;
let served: (call: string) => boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SPA_DIR: __dirname }), database.db);
  await app.ready();
  served = (call) => {
    const [method, route] = call.split(' ');
    // The provider answers /connect/* itself, except userinfo, which is ours.
    const url = route.replace(/\{(\w+)\}/g, ':$1');
    return app.hasRoute({ method: method as 'GET', url });
  };
});
afterAll(async () => {
  // Closing stops the job queue, which polls the database.
  await app?.close();
  await database?.drop();
});

it('serves every call of spec section 7 that is not pending', () => {
  expect(calls.filter((call) => !pending.has(call) && !served(call))).toEqual([]);
});

it('lists no call as pending that is already served', () => {
  expect([...pending].filter((call) => served(call))).toEqual([]);
});

it('lists only calls of the spec as pending', () => {
  expect([...pending].filter((call) => !calls.includes(call))).toEqual([]);
});
