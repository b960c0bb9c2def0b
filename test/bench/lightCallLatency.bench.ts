/**
 * Issue 24: a light API call (the newsletter list's filter choices, one small read) stays fast
 * while the server does heavy work: p99 < 50 ms (a) while the start call of a 100,000-recipient
 * newsletter runs and the engine then sends it (to the emulator, 1,000 messages/s, for
 * BENCH_LIGHT_SEND_SECONDS after the start, 20 by default), and (b) while a 100,000-row CSV import
 * runs in the server's process. Each figure is printed beside the same call's p99 on the idle
 * server, measured in the same run. On PGlite (the default, its files on disk as `npm start` keeps
 * them), and on PostgreSQL too when DATABASE_URL is set. One call at a time, every 20 ms, as a
 * user's screen would ask.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sniffCsv } from '../../src/server/suite/subscribers/import/csvFile';
import { runSubscriberImport } from '../../src/server/suite/subscribers/import/runSubscriberImport';
import { api, signIn } from '../support/signIn';
import { createTestDatabase } from '../support/testDatabase';
import { startTestServer } from '../support/testServer';
import { createDiskStorage } from '../../src/server/media/diskStorage';
import { benchWaba, startBenchEmulator } from './benchEmulator';
import { benchNewsletter } from './newsletterSend.bench';
import type { BenchResult } from './run';
import type { Queryable } from '../../src/server/db/database';
import { writeCsv } from './subscriberImport.bench';

const budgetMs = 50;
const sendSeconds = Number(process.env.BENCH_LIGHT_SEND_SECONDS ?? 20);
const lightCall = '/WhatsAppApi/newsletter/filters';

interface Samples {
  /** Each light call's milliseconds. */
  times: number[];
  /** Each `select 1` straight on the database after a call: the wait for a connection. */
  probes: number[];
  /** The p99 and the maximum of the server thread's event-loop delay meanwhile (ms). */
  loopP99: number;
  loopMax: number;
}

/**
 * Calls the light route one at a time until `done` settles. To tell where a slow call waits,
 * each call is followed by a `select 1` on the server's database (queueing for a connection) and
 * the thread's event-loop delay is recorded meanwhile (the server runs in this process).
 */
async function sampleWhile(
  baseUrl: string,
  token: string,
  db: Queryable,
  done: Promise<unknown>,
): Promise<Samples> {
  let finished = false;
  const ended = done.finally(() => (finished = true));
  const times: number[] = [];
  const probes: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  while (!finished) {
    const started = performance.now();
    const response = await api(baseUrl, token, lightCall);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${lightCall} answered ${response.status}`);
    times.push(performance.now() - started);
    const probed = performance.now();
    await db.query('select 1');
    probes.push(performance.now() - probed);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  loop.disable();
  await ended;
  return { times, probes, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 };
}

function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

const seconds = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function lightCallBench(kind: 'PGlite' | 'PostgreSQL'): Promise<BenchResult[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (kind === 'PGlite') delete process.env.DATABASE_URL;
  const emulator = await startBenchEmulator('1000000000000002');
  const dir = await mkdtemp(path.join(tmpdir(), 'relay-light-bench-'));
  try {
    const waba = await benchWaba(emulator, 1000);
    const database =
      kind === 'PGlite'
        ? await createTestDatabase({ onDisk: path.join(dir, 'pglite') })
        : undefined;
    const server = await startTestServer(
      {
        WHATSAPP_GRAPH_URL: emulator.graphUrl,
        WHATSAPP_APP_ID: emulator.appId,
        WHATSAPP_APP_SECRET: emulator.appSecret,
        // One call every 20 ms is over the default 600 a minute per token; the limit's own
        // bookkeeping is still done on every call.
        RATE_LIMIT_API_PER_TOKEN: '1000000',
      },
      undefined,
      undefined,
      database,
    );
    try {
      const { db } = server;
      const { newsletter, template, wabaRow } = await benchNewsletter(server, waba, 1000, 100_000);
      const start = {
        newsletterId: newsletter.id,
        templateId: template.id,
        businessAccountId: wabaRow.id,
      };
      // Where the server's own disk storage keeps import files (`DATA_DIR/imports`).
      const storage = createDiskStorage(dir);
      const file = path.join(dir, 'subscribers.csv');
      await writeCsv(file);
      const signedIn = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
      if (!signedIn.ok) throw new Error('sign-in failed');
      const token = signedIn.tokens.access_token;

      // Idle: the same call for 10 s on the same server, nothing else running.
      const idle = await sampleWhile(server.baseUrl, token, db, seconds(10_000));

      // (a) The start call, then the engine sending, for sendSeconds after the answer.
      let startMs = 0;
      const sending = (async () => {
        const started = performance.now();
        const response = await api(server.baseUrl, token, '/WhatsAppApi/newsletter/startSending', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(start),
        });
        startMs = performance.now() - started;
        if (response.status !== 200) {
          throw new Error(`startSending answered ${response.status}: ${await response.text()}`);
        }
        await seconds(sendSeconds * 1000);
      })();
      const duringSend = await sampleWhile(server.baseUrl, token, db, sending);
      const [{ sent }] = await db.query<{ sent: number }>(
        `select count(*)::int as sent from whatsapp_newsletter_recipients
         where newsletter_id = $1 and state = 'sent'`,
        [newsletter.id],
      );
      // The rest of the send would only slow the import's figure: stopped as a user would.
      await db.query('update whatsapp_newsletters set status = 6 where id = $1', [newsletter.id]);

      // (b) A 100,000-row import, run by the server's own import code in its process.
      const [account] = await db.query<{ id: number }>(
        `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
      );
      const shape = await sniffCsv(createReadStream(file));
      const columns = ['firstname', 'lastname', 'email', 'telnr', 'culture'].map(
        (field, index) => ({ index, field }),
      );
      const [job] = await db.query<{ id: number }>(
        `insert into subscriber_imports (account_id, file_name, file_key, delimiter, encoding,
           headers, mapping) values ($1, 'bench.csv', $2, $3, $4, '[]', $5) returning id`,
        [account.id, 'subscribers.csv', shape.delimiter, shape.encoding, JSON.stringify(columns)],
      );
      const importStarted = performance.now();
      const importing = runSubscriberImport(db, storage, job.id);
      const duringImport = await sampleWhile(server.baseUrl, token, db, importing);
      const importSeconds = (performance.now() - importStarted) / 1000;

      const idleP99 = p99(idle.times);
      const line = ({ times, probes, loopP99, loopMax }: Samples) =>
        `${times.length} calls, median ${[...times].sort((a, b) => a - b)[times.length >> 1].toFixed(1)} ms, ` +
        `max ${Math.max(...times).toFixed(1)} ms; idle server in the same run: p99 ` +
        `${idleP99.toFixed(1)} ms over ${idle.times.length} calls; where it waits: p99 of a ` +
        `select 1 ${p99(probes).toFixed(1)} ms (max ${Math.max(...probes).toFixed(1)}), ` +
        `event-loop delay p99 ${loopP99.toFixed(1)} ms (max ${loopMax.toFixed(1)}), load ` +
        `average ${loadavg()[0].toFixed(2)}`;
      return [
        {
          name: `p99 of a light API call while a 100,000-recipient newsletter starts and sends (${kind})`,
          figure: p99(duringSend.times),
          budget: budgetMs,
          unit: 'ms',
          detail:
            `${line(duringSend)}; start call ${(startMs / 1000).toFixed(1)} s, ${sent} sent in ` +
            `the ${sendSeconds} s after it`,
        },
        {
          name: `p99 of a light API call while 100,000 subscribers are imported (${kind})`,
          figure: p99(duringImport.times),
          budget: budgetMs,
          unit: 'ms',
          detail: `${line(duringImport)}; import ${importSeconds.toFixed(1)} s`,
        },
      ];
    } finally {
      await server.close();
    }
  } finally {
    if (serverUrl) process.env.DATABASE_URL = serverUrl;
    emulator.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function lightCallLatencyBench(): Promise<BenchResult[]> {
  const results = await lightCallBench('PGlite');
  if (process.env.DATABASE_URL) results.push(...(await lightCallBench('PostgreSQL')));
  return results;
}
