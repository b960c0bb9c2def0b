/**
 * Webhook ingestion: signed status webhooks (distinct wamids, as Meta sends them; built and signed
 * before the load) posted over keep-alive HTTP by 64 concurrent connections for five seconds to
 * the real server (`npm start`'s process, embedded PGlite). Each 200 means the change is stored. With DATABASE_URL set the server
 * uses a fresh database on that PostgreSQL instead. After the load the server is left running a
 * while, then the stored changes tell how long after the last one arrived processing finished
 * (catch-up). BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Queryable } from '../../src/server/db/database';
import { openPglite } from '../../src/server/db/pglite';
import { envelopeOf, signatureOf } from '../../src/emulator/webhooks';
import { startRealServer } from '../support/runningServer';
import type { BenchResult } from './run';

const connections = 64;
const warmUpMs = 1000;
const measureMs = 5000;
const appSecret = 'bench-webhook-secret';
/** Time the server gets after the load to process what it stored. */
const catchUpWaitMs = 10_000;
/** Enough prepared webhooks for the warm-up and the measurement at twice the budget's rate. */
const prepareCount = ((warmUpMs + measureMs) / 1000) * 6000;

function statusBody(n: number): string {
  const wamid = `wamid.HBgNNDkxNTE${randomBytes(18).toString('base64url')}${n}`;
  return JSON.stringify(
    envelopeOf('102290129340398', {
      field: 'messages',
      value: {
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: '4915112345678', phone_number_id: '106540352242922' },
        statuses: [
          {
            id: wamid,
            status: (['sent', 'delivered', 'read'] as const)[n % 3],
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: `49151${String(n).padStart(8, '0')}`,
            biz_opaque_callback_data: `recipient-${n}`,
            pricing: {
              billable: true,
              pricing_model: 'PMP',
              type: 'regular',
              category: 'marketing',
            },
          },
        ],
      },
    }),
  );
}

interface Signed {
  body: string;
  signature: string;
}

const signed = (body: string): Signed => ({ body, signature: signatureOf(appSecret, body) });

/**
 * One keep-alive HTTP/1.1 connection that posts a request and reads its answer's status, on a bare
 * socket: node's http client costs the shared two cores more than the server's own parsing, and
 * Meta's senders are not on this machine.
 */
class RawConnection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (status: number) => void; reject: (error: Error) => void } | null =
    null;

  constructor(private readonly url: URL) {
    this.socket = net.connect(Number(url.port), url.hostname);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (error) => this.pending?.reject(error));
  }

  post({ body, signature }: Signed): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(
        `POST ${this.url.pathname} HTTP/1.1\r\nHost: ${this.url.host}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Hub-Signature-256: ${signature}\r\n\r\n${body}`,
      );
    });
  }

  close() {
    this.socket.destroy();
  }

  /** Completes the pending request once its head and its Content-Length bytes of body are in. */
  private read(chunk: Buffer) {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffered.length < headEnd + 4 + length) return;
    this.buffered = this.buffered.subarray(headEnd + 4 + length);
    const status = Number(head.slice(9, 12));
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(status);
  }
}

async function freshPostgres(serverUrl: string) {
  const name = `relay_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <Row>(sql: string): Promise<Row[]> => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * CPU milliseconds (user + system) the process `pid` and its descendants have used so far, from
 * Linux's /proc (undefined elsewhere). Less sensitive than the rate to other load on the machine.
 */
function treeCpuMs(pid: number): number | undefined {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          // Fields after the command's closing parenthesis: state ppid … utime(12) stime(13).
          const text = readFileSync(`/proc/${name}/stat`, 'utf8');
          const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
          return [{ pid: Number(name), ppid: Number(fields[1]), ticks: +fields[11] + +fields[12] }];
        } catch {
          return [];
        }
      });
    const tree = new Set([pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const stat of stats) {
        if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
          tree.add(stat.pid);
          grew = true;
        }
      }
    }
    const ticks = stats.filter((stat) => tree.has(stat.pid)).reduce((sum, s) => sum + s.ticks, 0);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** How processing kept up: changes left unprocessed, and when the last was processed. */
async function catchUp(db: Pick<Queryable, 'query'>): Promise<string> {
  const [row] = await db.query<{ unprocessed: number; stored: number; lag_ms: number | null }>(
    `select count(*) filter (where processed_at is null)::int as unprocessed, count(*)::int as stored,
       (extract(epoch from max(processed_at) - max(received_at)) * 1000)::int as lag_ms
     from whatsapp_webhook_changes`,
  );
  return row.unprocessed > 0
    ? `${row.unprocessed} of ${row.stored} changes still unprocessed ${catchUpWaitMs / 1000} s after the load`
    : `all ${row.stored} changes processed ${row.lag_ms} ms after the last one was stored`;
}

export async function webhookIngestBench(): Promise<BenchResult> {
  const postgres = process.env.DATABASE_URL
    ? await freshPostgres(process.env.DATABASE_URL)
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'relay-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startRealServer({
    dataDir,
    ...(profileDir && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }),
    env: {
      WHATSAPP_APP_ID: '1000000000000002',
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
      ...(postgres && { DATABASE_URL: postgres.url }),
    },
  });
  // Made before the load: Meta builds and signs its webhooks on its own machines, so the client's
  // share of these two cores goes to sending them.
  const prepared = Array.from({ length: prepareCount }, (_, n) => signed(statusBody(n)));
  const url = new URL(`${server.baseUrl}/webhooks/whatsapp`);
  let counter = 0;
  const opened: RawConnection[] = [];
  let measuring = false;
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const perSecond: number[] = [];
  let processing = '';
  let cpuAtStart: number | undefined;
  let cpuAtEnd: number | undefined;
  const started = Date.now();
  const stopAt = started + warmUpMs + measureMs;
  try {
    setTimeout(() => {
      measuring = true;
      cpuAtStart = treeCpuMs(server.process.pid ?? 0);
    }, warmUpMs);
    setTimeout(() => (cpuAtEnd = treeCpuMs(server.process.pid ?? 0)), warmUpMs + measureMs);
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const connection = new RawConnection(url);
        opened.push(connection);
        while (Date.now() < stopAt) {
          const n = counter++;
          const request = prepared[n] ?? signed(statusBody(n));
          const sentAt = performance.now();
          const status = await connection.post(request);
          const second = Math.floor((Date.now() - started) / 1000);
          perSecond[second] = (perSecond[second] ?? 0) + 1;
          if (!measuring) continue;
          if (status === 200) {
            ok++;
            latencies.push(performance.now() - sentAt);
          } else failed++;
        }
      }),
    );
    for (const connection of opened) connection.close();
    await new Promise((resolve) => setTimeout(resolve, catchUpWaitMs));
    if (postgres) processing = await catchUp(postgres);
  } finally {
    for (const connection of opened) connection.close();
    await server.stop();
    if (!postgres) {
      const db = await openPglite(path.join(dataDir, 'pglite'));
      processing = await catchUp(db);
      await db.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
  latencies.sort((a, b) => a - b);
  const rate = ok / (measureMs / 1000);
  const cpuPerRequest =
    cpuAtStart !== undefined && cpuAtEnd !== undefined && ok > 0
      ? `; server CPU ${((cpuAtEnd - cpuAtStart) / ok).toFixed(3)} ms per stored request`
      : '';
  const p = (q: number) => latencies[Math.floor(latencies.length * q)]?.toFixed(1);
  return {
    name: `webhook ingestion with signature checks (${postgres ? 'PostgreSQL' : 'embedded PGlite'})`,
    figure: rate,
    budget: 3000,
    unit: 'requests/s',
    higherIsBetter: true,
    detail: `${ok} stored in ${measureMs / 1000} s over ${connections} keep-alive connections, ${failed} not 200; latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; answers per second from the start: ${Array.from(perSecond, (n) => n ?? 0).join(' ')}; ${processing}${cpuPerRequest}`,
  };
}

if (require.main === module) {
  void webhookIngestBench().then((result) => console.log(result));
}
