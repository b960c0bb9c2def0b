import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp, type Outside } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { freePort } from './runningServer';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  baseUrl: string;
  close(): Promise<void>;
}

/** The whole server on a free loopback port, over a database of its own, for HTTP tests. */
export async function startTestServer(
  env: Record<string, string> = {},
  /** Adds routes of the test's own before the server listens. */
  prepare: (app: FastifyInstance) => void = () => undefined,
  /** What lies outside the product (the network of users' URLs); unset: the real one. */
  outside?: Outside,
  /** The database to serve (a bench's kept one); unset: a fresh one of the server's own. */
  database?: TestDatabase,
): Promise<TestServer> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SPA_DIR: path.join(__dirname, 'no-spa-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { db, drop } = database ?? (await createTestDatabase());
  const app = await buildApp(config, db, outside);
  prepare(app);
  await app.listen({ port: config.port, host: config.host });
  return {
    app,
    db,
    config,
    baseUrl: config.publicUrl,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
