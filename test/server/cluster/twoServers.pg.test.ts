/**
 * Several servers behind a load balancer (issue 24): two server processes (the bundled server on
 * plain node, as `npm start` runs it) on one PostgreSQL, one S3-compatible bucket (s3rver on this
 * machine) and one standalone Cloud API emulator. Webhooks posted to both are stored once; a file
 * uploaded through one is served by the other, and an import file uploaded through one is
 * imported by whichever server takes the job; a newsletter's sends are split between the two
 * without a duplicate: the sender is stopped with SIGTERM midway, gives its rows and lease back,
 * and the other finishes (the emulator counts each recipient once). Runs in `npm run test:pg`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildEmulator, type EmulatorApp } from '../../../src/emulator';
import { encodePng } from '../../../src/server/media/pngEncoder';
import { inboundEnvelope, newWamid, postWebhook } from '../whatsapp/webhooks/webhookPayloads';
import { freePort, startRealServer, type RunningServer } from '../../support/runningServer';
import { startS3Emulator, type S3Emulator } from '../../support/s3Emulator';
import { readyNewsletter } from '../../support/readyNewsletter';
import { api, signIn } from '../../support/signIn';

const serverUrl = process.env.DATABASE_URL;
const recipients = 1500;
const appId = '1000000000000778';
const appSecret = 'cluster-test-secret';
const tokenKey = randomBytes(32).toString('hex');

const suite = serverUrl ? describe : describe.skip;

suite('two servers on one PostgreSQL and one bucket', () => {
  jest.setTimeout(180_000);
  const dbName = `relay_cluster_${randomBytes(5).toString('hex')}`;
  let db: pg.Pool;
  let s3: S3Emulator;
  let emulator: EmulatorApp;
  let graphUrl: string;
  let a: RunningServer;
  let b: RunningServer;
  const servers: RunningServer[] = [];

  const one = async <T extends object>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows[0];
  const tokenOf = async (server: RunningServer, user: string, password: string) => {
    const result = await signIn(server.baseUrl, user, password);
    if (!result.ok) throw new Error(`sign-in of ${user} failed`);
    return result.tokens.access_token;
  };
  const waitFor = async (
    what: string,
    done: () => Promise<boolean>,
    diagnose: () => Promise<unknown> = async () => '',
  ) => {
    const started = Date.now();
    while (!(await done())) {
      if (Date.now() - started > 90_000) {
        throw new Error(`timed out waiting: ${what} ${JSON.stringify(await diagnose())}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    db = new pg.Pool({ connectionString: url.toString(), max: 2 });
    s3 = await startS3Emulator('relay-cluster');
    emulator = await buildEmulator({
      appId,
      appSecret,
      seed: 5,
      reviewDelayMs: 10,
      statusDelayFactor: 0.1,
      failureRate: 0,
      readRate: 0,
      webhookRetries: 5,
      webhookRetryDelayMs: 500,
    });
    await emulator.listen({ port: 0, host: '127.0.0.1' });
    graphUrl = `http://127.0.0.1:${(emulator.server.address() as { port: number }).port}`;
    // One address for both, as behind a load balancer: tokens name it as their issuer.
    const portA = await freePort();
    const publicUrl = `http://127.0.0.1:${portA}`;
    const start = (port?: number) =>
      startRealServer({
        port,
        env: {
          PUBLIC_URL: publicUrl,
          DATABASE_URL: url.toString(),
          WHATSAPP_GRAPH_URL: graphUrl,
          WHATSAPP_APP_ID: appId,
          WHATSAPP_APP_SECRET: appSecret,
          WHATSAPP_TOKEN_KEY: tokenKey,
          NEWSLETTER_LEASE_SECONDS: '2',
          NEWSLETTER_SETTLE_SECONDS: '30',
          SPA_DIR: '/nonexistent-spa',
          LOG_LEVEL: 'error',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...s3.env,
        },
      });
    // The first migrates and seeds; the second starts on the same database.
    a = await start(portA);
    servers.push(a);
    b = await start();
    servers.push(b);
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null)
        await server.stop();
    }
    await emulator?.close();
    await s3?.close();
    await db?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('stores each webhook once although both servers received it', async () => {
    const wamids = Array.from({ length: 20 }, newWamid);
    const answers = await Promise.all(
      wamids.flatMap((wamid) => {
        const body = inboundEnvelope({
          from: '4915198765432',
          id: wamid,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: `Hallo ${wamid}` },
        });
        return [postWebhook(a.baseUrl, appSecret, body), postWebhook(b.baseUrl, appSecret, body)];
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(wamids.flatMap(() => [200, 200]));
    const stored = await db.query<{ wamid: string; n: number }>(
      `select value->'messages'->0->>'id' as wamid, count(*)::int as n
       from whatsapp_webhook_changes where value->'messages'->0->>'id' = any($1::text[])
       group by 1`,
      [wamids],
    );
    expect(stored.rows.map((row) => row.n)).toEqual(wamids.map(() => 1));
  });

  it('serves a file uploaded through one server from the other, out of the bucket', async () => {
    const token = await tokenOf(a, 'marketer', 'relay-marketer');
    const png = encodePng(20, 10, (x, y) => [x * 10, y * 20, 128]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png');
    const uploaded = await api(a.baseUrl, token, '/API/MediaDatabase/UploadFile', {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { asset } = (await uploaded.json()) as { asset: { id: string; url: string } };
    expect(s3.keys('media/')).toContain(`media/1/${asset.id}.png`);
    const served = await fetch(`${b.baseUrl}${asset.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('imports a file uploaded through one server, started through the other', async () => {
    const token = await tokenOf(a, 'admin', 'relay-admin');
    const csv = [
      'Vorname;Nachname;Telefon',
      'Ida;Cluster;0151 40000001',
      'Ole;Cluster;0151 40000002',
    ];
    const uploaded = await api(a.baseUrl, token, '/SubscriberAPI/Imports?fileName=cluster.csv', {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: `${csv.join('\n')}\n`,
    });
    expect(uploaded.status).toBe(201);
    const { importId } = (await uploaded.json()) as { importId: number };
    const started = await api(b.baseUrl, token, `/SubscriberAPI/Imports/${importId}/start`, {
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
    expect(started.status).toBe(202);
    let progress = { state: '', imported: 0 };
    await waitFor('the import to end', async () => {
      const answer = await api(b.baseUrl, token, `/SubscriberAPI/Imports/${importId}`);
      progress = (await answer.json()) as typeof progress;
      return progress.state === 'done' || progress.state === 'failed';
    });
    expect(progress).toMatchObject({ state: 'done', imported: 2 });
    // The file is removed from the bucket once imported (just after the import says done).
    await waitFor('the import file to be removed', async () => s3.keys('imports/').length === 0);
  });

  it('splits a newsletter’s sends between the servers without a duplicate across a SIGTERM', async () => {
    const { phoneRow, phoneNumberId, templateId, wabaRow, newsletterId } = await readyNewsletter({
      emulator,
      graphUrl,
      appId,
      appSecret,
      tokenKey,
      one,
      name: 'Cluster',
      recipients,
      telnrPrefix: '+4917',
      phoneNumber: '+49 40 0000001',
    });

    emulator.emulator.options.webhookUrl = `${a.baseUrl}/webhooks/whatsapp`;
    // Signed in through the balancer's address (A's here), started through B.
    const token = await tokenOf(a, 'marketer', 'relay-marketer');
    const started = await api(b.baseUrl, token, '/WhatsAppApi/newsletter/startSending', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ newsletterId, templateId, businessAccountId: wabaRow }),
    });
    expect({
      status: started.status,
      body: started.status === 200 ? '' : await started.text(),
    }).toEqual({ status: 200, body: '' });

    // The server holding the number's send lease is the sender: it is stopped midway.
    let owner: string | undefined;
    await waitFor('a server to take the send lease', async () => {
      owner = (
        await one<{ owner: string }>(
          'select owner from whatsapp_send_leases where phone_number_id = $1',
          [phoneRow],
        )
      )?.owner;
      return owner !== undefined;
    });
    const pid = Number(owner!.split(':')[1]);
    const sender = servers.find((server) => server.process.pid === pid)!;
    const other = servers.find((server) => server !== sender)!;
    emulator.emulator.options.webhookUrl = `${other.baseUrl}/webhooks/whatsapp`;
    const sentCount = async () =>
      (
        await one<{ n: number }>(
          `select count(*)::int as n from whatsapp_newsletter_recipients
           where newsletter_id = $1 and state = 'sent'`,
          [newsletterId],
        )
      ).n;
    await waitFor('the first sends', async () => (await sentCount()) >= recipients / 5);
    const exited = new Promise<number | null>((resolve) =>
      sender.process.once('exit', (code) => resolve(code)),
    );
    sender.process.kill('SIGTERM');
    // A graceful stop: exit 0, nothing cut off.
    expect(await exited).toBe(0);
    const sentByStopped = emulator.emulator.sent.length;
    expect(sentByStopped).toBeLessThan(recipients);

    await waitFor(
      'the other server to finish the newsletter',
      async () => {
        const row = await one<{ status: number }>(
          'select status from whatsapp_newsletters where id = $1',
          [newsletterId],
        );
        return row.status === 4;
      },
      async () => ({
        states: (
          await db.query(
            `select state, error_class, count(*)::int as n from whatsapp_newsletter_recipients
             where newsletter_id = $1 group by 1, 2`,
            [newsletterId],
          )
        ).rows,
        leases: (await db.query('select * from whatsapp_send_leases')).rows,
        newsletter: await one('select status from whatsapp_newsletters where id = $1', [
          newsletterId,
        ]),
        emulated: emulator.emulator.sent.length,
        sender: sender.process.pid,
        other: other.process.pid,
      }),
    );
    const sends = emulator.emulator.sent.filter((m) => m.phoneNumberId === phoneNumberId);
    const perRecipient = new Map<string, number>();
    for (const send of sends) perRecipient.set(send.to, (perRecipient.get(send.to) ?? 0) + 1);
    expect([...perRecipient].filter(([, count]) => count > 1)).toEqual([]);
    expect(perRecipient.size).toBe(recipients);
    const states = await db.query(
      `select state, count(*)::int as n from whatsapp_newsletter_recipients
       where newsletter_id = $1 group by state`,
      [newsletterId],
    );
    expect(states.rows).toEqual([{ state: 'sent', n: recipients }]);
    // Both servers sent a part: the rows name the process that claimed them last.
    const claimers = await db.query<{ pid: string; n: number }>(
      `select split_part(claimed_by, ':', 2) as pid, count(*)::int as n
       from whatsapp_newsletter_recipients where newsletter_id = $1 group by 1 order by 1`,
      [newsletterId],
    );
    // (Rows whose call timed out and were settled by their webhook name no process: pid 0.)
    const senders = claimers.rows.map((row) => Number(row.pid)).filter((pid) => pid > 0);
    expect(senders.sort()).toEqual([a.process.pid, b.process.pid].sort());
  });
});
