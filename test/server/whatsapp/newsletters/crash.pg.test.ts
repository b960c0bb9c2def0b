/**
 * Crash test on PostgreSQL (issue 8, Must show): two server processes (the bundled server on
 * plain node, as `npm start` runs it) share one database and a standalone emulator; one
 * newsletter of 20,000 recipients is started; the process holding the number's send lease is
 * killed with SIGKILL midway; the other takes the number over and finishes; the emulator's
 * record holds each recipient exactly once. Runs with `npm run test:crash` (PostgreSQL, one to two
 * minutes); kept out of `npm run test:pg` until it has a longer record of passing runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildEmulator, type EmulatorApp } from '../../../../src/emulator';
import { startRealServer, type RunningServer } from '../../../support/runningServer';
import { readyNewsletter } from '../../../support/readyNewsletter';
import { signIn } from '../../../support/signIn';

const serverUrl = process.env.DATABASE_URL;
const recipients = 20_000;
const killAfter = 5_000;
const appId = '1000000000000777';
const appSecret = 'crash-test-secret';
const tokenKey = randomBytes(32).toString('hex');

const suite = serverUrl && process.env.RELAY_CRASH_TEST ? describe : describe.skip;
if (suite === describe.skip) {
  console.info('crash.pg.test.ts skipped: run it with npm run test:crash.');
}

suite('crash test: SIGKILL of the sending process (PostgreSQL)', () => {
  jest.setTimeout(600_000);
  const dbName = `relay_crash_${randomBytes(5).toString('hex')}`;
  let dbUrl: string;
  let db: pg.Pool;
  let emulator: EmulatorApp;
  let graphUrl: string;
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
    emulator = await buildEmulator({
      appId,
      appSecret,
      seed: 3,
      reviewDelayMs: 10,
      statusDelayFactor: 0.1,
      failureRate: 0,
      // Two status webhooks a message (sent, delivered) instead of three: the test process also
      // hosts the emulator and must keep up with the webhooks of 1,000 messages a second.
      readRate: 0,
      webhookRetries: 5,
      webhookRetryDelayMs: 500,
    });
    await emulator.listen({ port: 0, host: '127.0.0.1' });
    graphUrl = `http://127.0.0.1:${(emulator.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null)
        await server.stop();
    }
    await emulator?.close();
    await db?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  const start = () =>
    startRealServer({
      env: {
        DATABASE_URL: dbUrl,
        WHATSAPP_GRAPH_URL: graphUrl,
        WHATSAPP_APP_ID: appId,
        WHATSAPP_APP_SECRET: appSecret,
        WHATSAPP_TOKEN_KEY: tokenKey,
        NEWSLETTER_LEASE_SECONDS: '3',
        NEWSLETTER_SETTLE_SECONDS: '30',
        SPA_DIR: '/nonexistent-spa',
        LOG_LEVEL: 'error',
      },
    });

  const one = async <T extends object>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows[0];

  it('sends each of 20,000 recipients exactly once although the sender was killed', async () => {
    // The first server migrates and seeds; the second starts on the same database.
    servers.push(await start());
    servers.push(await start());

    // A WABA with a number of 1,000 messages/s and no messaging limit, and an approved template.
    const { phoneRow, phoneNumberId, templateId, wabaRow, newsletterId } = await readyNewsletter({
      emulator,
      graphUrl,
      appId,
      appSecret,
      tokenKey,
      one,
      name: 'Crash',
      recipients,
      telnrPrefix: '+4916',
      phoneNumber: '+49 40 0000000',
    });

    const [a] = servers;
    emulator.emulator.options.webhookUrl = `${a.baseUrl}/webhooks/whatsapp`;
    const signedIn = await signIn(a.baseUrl, 'marketer', 'relay-marketer');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const started = await fetch(`${a.baseUrl}/WhatsAppApi/newsletter/startSending`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${signedIn.tokens.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ newsletterId, templateId, businessAccountId: wabaRow }),
    });
    expect({
      status: started.status,
      body: started.status === 200 ? '' : await started.text(),
    }).toEqual({ status: 200, body: '' });

    // The process holding the number's lease is the sender; the other one survives.
    const diagnose = async (what: string) => {
      const states = await db.query(
        `select state, count(*)::int as n from whatsapp_newsletter_recipients
         where newsletter_id = $1 group by state`,
        [newsletterId],
      );
      const leases = await db.query('select * from whatsapp_send_leases');
      const status = await one('select status from whatsapp_newsletters where id = $1', [
        newsletterId,
      ]);
      return new Error(
        `${what}: ${JSON.stringify({ states: states.rows, leases: leases.rows, status, emulated: emulator.emulator.sent.length })}`,
      );
    };
    const waitStart = Date.now();
    let owner: string | undefined;
    while (!owner) {
      if (Date.now() - waitStart > 60_000) throw await diagnose('no sender took the lease');
      owner = (
        await db.query<{ owner: string }>(
          'select owner from whatsapp_send_leases where phone_number_id = $1',
          [phoneRow],
        )
      ).rows[0]?.owner;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const pid = Number(owner.split(':')[1]);
    const victim = servers.find((s) => s.process.pid === pid)!;
    const survivor = servers.find((s) => s !== victim)!;
    expect(victim).toBeDefined();
    emulator.emulator.options.webhookUrl = `${survivor.baseUrl}/webhooks/whatsapp`;

    for (;;) {
      const { sent } = await one<{ sent: number }>(
        `select count(*)::int as sent from whatsapp_newsletter_recipients
         where newsletter_id = $1 and state = 'sent'`,
        [newsletterId],
      );
      if (sent >= killAfter) break;
      if (Date.now() - waitStart > 180_000) throw await diagnose('sending did not get far');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    victim.process.kill('SIGKILL');
    const sentBeforeKill = emulator.emulator.sent.length;
    console.info(`killed pid ${pid} after ${sentBeforeKill} sends; the other process takes over`);

    const deadline = Date.now() + 300_000;
    for (;;) {
      const row = await one<{ status: number }>(
        'select status from whatsapp_newsletters where id = $1',
        [newsletterId],
      );
      if (row.status === 4) break;
      if (Date.now() > deadline) throw await diagnose('the newsletter did not finish');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const lease = await one<{ owner: string }>(
      'select owner from whatsapp_newsletters n left join whatsapp_send_leases l on l.phone_number_id = n.phone_number_id where n.id = $1',
      [newsletterId],
    );
    expect(lease.owner ?? '').not.toContain(`:${pid}:`);

    const outcomes = await db.query(
      `select state, error_class, count(*)::int as n from whatsapp_newsletter_recipients
       where newsletter_id = $1 group by 1, 2 order by 1, 2`,
      [newsletterId],
    );
    console.info(`recipient rows by outcome: ${JSON.stringify(outcomes.rows)}`);
    const sends = emulator.emulator.sent.filter((m) => m.phoneNumberId === phoneNumberId);
    const perRecipient = new Map<string, number>();
    for (const send of sends) perRecipient.set(send.to, (perRecipient.get(send.to) ?? 0) + 1);
    const twice = [...perRecipient].filter(([, count]) => count > 1);
    for (const [to] of twice.slice(0, 4)) {
      const rows = await db.query(
        `select subscriber_id, attempts, claimed_by, claimed_at, sent_at, wamid, error_class
         from whatsapp_newsletter_recipients where newsletter_id = $1 and telnr = $2`,
        [newsletterId, `+${to}`],
      );
      const records = sends.filter((m) => m.to === to).map((m) => ({ at: m.at, wamid: m.wamid }));
      console.info(`sent twice: ${to} ${JSON.stringify({ rows: rows.rows, records })}`);
    }
    expect(twice).toEqual([]);
    expect(perRecipient.size).toBe(recipients);
    expect(sentBeforeKill).toBeLessThan(recipients);
    const states = await db.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from whatsapp_newsletter_recipients
       where newsletter_id = $1 group by state`,
      [newsletterId],
    );
    expect(states.rows).toEqual([{ state: 'sent', n: recipients }]);
  });
});
