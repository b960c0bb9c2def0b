/**
 * The graceful stop (issue 24), on the real server process as `npm start` runs it: SIGTERM
 * arrives while a webhook request is half sent and the demo newsletter is sending. The server
 * stops accepting connections, answers the request in flight (its change is stored), gives
 * back the send lease and the rows it had claimed, closes the database and exits 0.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signatureOf } from '../../../src/emulator/webhooks';
import { openPglite } from '../../../src/server/db/pglite';
import { unknownOwner } from '../../../src/server/whatsapp/newsletters/sending/recipientRows';
import { startRealServer, type RunningServer } from '../../support/runningServer';
import { statusEnvelope, status } from '../whatsapp/webhooks/webhookPayloads';

// PGlite only, whatever DATABASE_URL says: the PostgreSQL run (`npm run test:pg`) would repeat
// it unchanged.
const onPglite = process.env.DATABASE_URL ? it.skip : it;

const appSecret = randomBytes(16).toString('hex');
const dataDir = mkdtempSync(path.join(tmpdir(), 'relay-stop-'));
let server: RunningServer | undefined;

afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a POST whose body comes in two parts; answers its status and text once it ends. */
function halfSentRequest(url: string, headers: Record<string, string>, body: Buffer) {
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

/** True once a new connection to the server is refused. */
async function refusesConnections(baseUrl: string): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`${baseUrl}/healthz`);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Messages the bundled emulator accepted from the server, from any number. */
async function emulatorSendCount(running: RunningServer): Promise<number> {
  const response = await fetch(`${running.baseUrl}/_graph/_emulator/messages`, {
    headers: { authorization: `Bearer ${running.emulatorKey}` },
  });
  return ((await response.json()) as unknown[]).length;
}

onPglite(
  'finishes the request in flight, releases its send lease and exits 0 on SIGTERM',
  async () => {
    server = await startRealServer({
      dataDir,
      env: {
        WHATSAPP_APP_ID: '1000000000000424',
        WHATSAPP_APP_SECRET: appSecret,
        WHATSAPP_VERIFY_TOKEN: 'graceful-stop-verify-token',
        SHUTDOWN_TIMEOUT_SECONDS: '60',
      },
    });
    const running = server;
    const exited = new Promise<number | null>((resolve) =>
      running.process.once('exit', (code) => resolve(code)),
    );
    // The demo newsletter sends one message every 4 s from the first start: the server holds the
    // number's send lease while it waits for the next.
    for (let i = 0; i < 300 && (await emulatorSendCount(running)) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await emulatorSendCount(running)).toBeGreaterThan(0);

    const wamid = `wamid.stop${randomBytes(8).toString('hex')}`;
    const body = Buffer.from(JSON.stringify(statusEnvelope([status(wamid, 'delivered', 1)])));
    const inFlight = halfSentRequest(
      `${running.baseUrl}/webhooks/whatsapp`,
      { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(appSecret, body) },
      body,
    );
    // The request's head has reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    running.process.kill('SIGTERM');

    expect(await refusesConnections(running.baseUrl)).toBe(true);
    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 200, text: 'EVENT_RECEIVED' });
    expect(await exited).toBe(0);

    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      expect(
        await db.query('select status from whatsapp_message_statuses where wamid = $1', [wamid]),
      ).toEqual([{ status: 'delivered' }]);
      expect(await db.query('select * from whatsapp_send_leases')).toEqual([]);
      // Nothing left held by the stopped process: rows it had claimed but not sent are pending
      // again. (A send whose answer timed out is `attempting` for no process, `outcome-unknown`,
      // by design, and is settled by its webhook or the settle time; a loaded machine makes some.)
      expect(
        await db.query(
          `select subscriber_id, state, claimed_by from whatsapp_newsletter_recipients
         where state = 'claimed' or (state = 'attempting' and claimed_by <> $1)`,
          [unknownOwner],
        ),
      ).toEqual([]);
    } finally {
      await db.close();
    }
  },
);
