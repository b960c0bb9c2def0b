/**
 * Crash test on PostgreSQL (issue 21, Must show): a server process (the bundled server on plain
 * node, as `npm start` runs it) is killed with SIGKILL in the middle of a 20,000-row subscriber
 * import; a restarted server rolls the import back within a minute: no subscriber or rejection
 * of it is left, it reads failed, and its file is gone. Runs with `npm run test:crash`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startRealServer, type RunningServer } from '../../../support/runningServer';
import { api, signIn } from '../../../support/signIn';

const serverUrl = process.env.DATABASE_URL;
const rows = 20_000;

const suite = serverUrl && process.env.RELAY_CRASH_TEST ? describe : describe.skip;

suite('crash test: SIGKILL during a subscriber import (PostgreSQL)', () => {
  jest.setTimeout(300_000);
  const dbName = `relay_import_crash_${randomBytes(5).toString('hex')}`;
  let dbUrl: string;
  let db: pg.Pool;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    db = new pg.Pool({ connectionString: dbUrl, max: 2 });
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        await server.stop();
      }
    }
    await db?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  const start = (dataDir?: string) =>
    startRealServer({
      dataDir,
      env: { DATABASE_URL: dbUrl, SPA_DIR: '/nonexistent-spa', LOG_LEVEL: 'error' },
    });

  const importRow = async (id: number) =>
    (
      await db.query<{ state: string; rows_done: number; file_key: string }>(
        'select state, rows_done, file_key from subscriber_imports where id = $1',
        [id],
      )
    ).rows[0];

  it('rolls the interrupted import back within a minute of the restart', async () => {
    const first = await start();
    servers.push(first);
    const signedIn = await signIn(first.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;

    const lines = ['Vorname;Nachname;Telefon'];
    for (let i = 1; i <= rows; i++) lines.push(`Anna;Crash ${i};0151 ${30000000 + i}`);
    const uploaded = await api(first.baseUrl, token, '/SubscriberAPI/Imports?fileName=crash.csv', {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: `${lines.join('\n')}\n`,
    });
    expect(uploaded.status).toBe(201);
    const { importId } = (await uploaded.json()) as { importId: number };
    const started = await api(first.baseUrl, token, `/SubscriberAPI/Imports/${importId}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        columns: [
          { index: 0, field: 'firstname' },
          { index: 1, field: 'lastname' },
          { index: 2, field: 'telnr' },
        ],
      }),
    });
    expect(started.status).toBeLessThan(300);

    // Killed once some batches are stored, long before the last.
    let row = await importRow(importId);
    while (row.rows_done < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      row = await importRow(importId);
    }
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    row = await importRow(importId);
    expect(row.state).toBe('running');
    expect(row.rows_done).toBeLessThan(rows);
    const stored = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            'select count(*) as n from subscribers where import_id = $1',
            [importId],
          )
        ).rows[0].n,
      );
    expect(await stored()).toBeGreaterThan(0);

    const restartedAt = Date.now();
    servers.push(await start(first.dataDir));
    while ((await importRow(importId)).state === 'running') {
      expect(Date.now() - restartedAt).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    row = await importRow(importId);
    expect(row.state).toBe('failed');
    expect(await stored()).toBe(0);
    const rejections = await db.query(
      'select 1 from subscriber_import_rejections where import_id = $1',
      [importId],
    );
    expect(rejections.rows).toEqual([]);
    expect(existsSync(path.join(first.dataDir, 'imports', row.file_key))).toBe(false);
    console.info(
      `import rolled back ${Math.round((Date.now() - restartedAt) / 1000)} s after restart`,
    );
  });
});
