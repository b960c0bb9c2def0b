/**
 * `/readyz` answers 503 while the database cannot be reached, and `/healthz` still 200 (the
 * process lives; restarting it would not bring the database back). On the embedded PGlite the
 * database is the process's own handle: closing it is what an unreachable database is to it.
 * On PostgreSQL the connection is cut on the network and restored.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { openPostgres } from '../../../src/server/db/postgres';
import { seedDemoData } from '../../../src/server/db/seed';
import { startTestServer } from '../../support/testServer';

const onPglite = process.env.DATABASE_URL ? it.skip : it;

onPglite('answers /readyz 503 with a short reason while the database is unreachable', async () => {
  const server = await startTestServer();
  try {
    await server.app.jobs.drain();
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);

    await server.db.close();

    const unready = await fetch(`${server.baseUrl}/readyz`);
    expect(unready.status).toBe(503);
    expect(await unready.json()).toEqual({ status: 'unavailable', reason: 'databaseUnreachable' });
    const alive = await fetch(`${server.baseUrl}/healthz`);
    expect(alive.status).toBe(200);
  } finally {
    // The database is gone: the job queue's stop may fail on it, which is expected.
    await server.app.close().catch(() => undefined);
  }
});

/**
 * On PostgreSQL (`npm run test:pg`): the server reaches its database through a TCP relay that
 * the test cuts and restores, as a network partition or a database restart would.
 */
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('on PostgreSQL: 503 while the connection is cut, 200 once it is back', async () => {
  const name = `relay_ready_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(process.env.DATABASE_URL!);
  const relay = await tcpRelay(target.hostname, Number(target.port || 5432));
  const viaRelay = new URL(target);
  viaRelay.host = `127.0.0.1:${relay.port}`;
  viaRelay.pathname = `/${name}`;
  const db = openPostgres(viaRelay.toString());
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', SPA_DIR: __dirname, DATABASE_URL: viaRelay.toString() }),
    await migrated(db),
  );
  try {
    await app.ready();
    await app.jobs.drain();
    const readyz = async () => {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      return { status: response.statusCode, body: response.json() as object };
    };
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });

    await relay.cut();
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'databaseUnreachable' },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await relay.restore();
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
  } finally {
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await relay.cut();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

async function migrated(db: Database): Promise<Database> {
  await migrate(db);
  await seedDemoData(db);
  return db;
}

/** Relays 127.0.0.1:<port> to host:port; `cut` drops every connection and refuses new ones. */
async function tcpRelay(host: string, port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) =>
    new Promise<number>((resolve) =>
      server.listen(at, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const relayPort = await listen(0);
  return {
    port: relayPort,
    async cut() {
      if (!server.listening) return;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      await listen(relayPort);
    },
  };
}
