/**
 * Webhook ingestion: signed status webhooks (distinct wamids, as Meta sends them; built and signed
 * before the load) posted over keep-alive HTTP by 64 concurrent connections for five seconds to
 * the real server (`npm start`'s process, embedded PGlite). Each 200 means the status is applied.
 * Beside it, in the same run and with the same load, the batched-insert baseline
 * (webhookBaseline.ts: same HTTP and signature check, each batch of raw bodies in one plain
 * multi-row INSERT), before and after each product run, so load from elsewhere on the machine
 * weighs on both alike; the product must reach 0.85 of it (medians over several runs). Runs on
 * PGlite, and on PostgreSQL too when DATABASE_URL is set (a fresh database per server).
 *
 * After the load the product's server is left running a while, then its database tells whether
 * every status arrived and whether the processing job caught up with what was left to it.
 * BENCH_CPU_PROF=<dir> writes both servers' CPU profiles there (node --cpu-prof). The CPU time
 * per request (Linux) counts the server's processes and, on PostgreSQL, the backends of its
 * database, where the storing runs.
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
import { freePort, startRealServer } from '../support/runningServer';
import { startBaseline } from './webhookBaseline';
import type { BenchResult } from './run';

const connections = 64;
const warmUpMs = 1000;
const measureMs = 5000;
const appSecret = 'bench-webhook-secret';
/** Time the server gets after the load to process what it stored. */
const catchUpWaitMs = 10_000;
/** The goals of issue 24: requests per second, and the share of the baseline's rate. */
const budgets = { pglite: 12_000, postgres: 10_000, ofBaseline: 0.85 };
/** Enough prepared webhooks for the warm-up and the measurement at 1.5 times the goal. */
const prepareCount = ((warmUpMs + measureMs) / 1000) * budgets.pglite * 1.5;

/** Every wamid the bench sends starts so (the demo data's do not). */
const benchWamidPrefix = 'wamid.HBgNNDkxNTE';

function statusBody(n: number): string {
  const wamid = `${benchWamidPrefix}${randomBytes(18).toString('base64url')}${n}`;
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
    name,
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

interface ProcStat {
  pid: number;
  ppid: number;
  /** User and system time, in ticks of 1/100 s (USER_HZ on Linux). */
  ticks: number;
}

/** Every process's CPU time so far, from Linux's /proc (throws elsewhere). */
function procStats(): ProcStat[] {
  return readdirSync('/proc')
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
}

const ticksToMs = (ticks: number) => (ticks * 1000) / 100;

/**
 * CPU milliseconds (user + system) the process `pid` and its descendants have used so far, from
 * Linux's /proc (undefined elsewhere). Less sensitive than the rate to other load on the machine.
 */
function treeCpuMs(pid: number): number | undefined {
  try {
    const stats = procStats();
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
    return ticksToMs(
      stats.filter((stat) => tree.has(stat.pid)).reduce((sum, s) => sum + s.ticks, 0),
    );
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds of the PostgreSQL backends connected to `database` (their process title names
 * it); they are the postmaster's children, not the server's,
 * and do most of the storing work on PostgreSQL. Undefined where /proc is missing.
 */
function backendsCpuMs(database: string): number | undefined {
  try {
    return ticksToMs(
      procStats()
        .filter(({ pid }) => {
          try {
            // `postgres: [cluster name:] user database host …`
            const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\s\0]+/);
            return title[0] === 'postgres:' && title.slice(1, 4).includes(database);
          } catch {
            return false;
          }
        })
        .reduce((sum, s) => sum + s.ticks, 0),
    );
  } catch {
    return undefined;
  }
}

/**
 * How processing kept up: the bench's statuses the product holds (applied on arrival), and the
 * changes left to the processing job (none for statuses; others, or statuses whose application
 * failed): how many are still unprocessed, or when the last was processed.
 */
async function catchUp(db: Pick<Queryable, 'query'>): Promise<string> {
  const [row] = await db.query<{
    statuses: number;
    unprocessed: number;
    stored: number;
    lag_ms: number | null;
  }>(
    `select (select count(*) from whatsapp_message_statuses
              where wamid like '${benchWamidPrefix}%')::int as statuses,
       count(*) filter (where processed_at is null)::int as unprocessed, count(*)::int as stored,
       (extract(epoch from max(processed_at) - max(received_at)) * 1000)::int as lag_ms
     from whatsapp_webhook_changes`,
  );
  const left =
    row.stored === 0
      ? 'no change left to the processing job'
      : row.unprocessed > 0
        ? `${row.unprocessed} of ${row.stored} changes left to the processing job still unprocessed ${catchUpWaitMs / 1000} s after the load`
        : `all ${row.stored} changes left to the processing job processed ${row.lag_ms} ms after the last one was stored`;
  return `${row.statuses} statuses held; ${left}`;
}

interface LoadResult {
  /** Requests answered 200 per second of the measurement. */
  rate: number;
  ok: number;
  failed: number;
  p50?: string;
  p99?: string;
  perSecond: number[];
  /**
   * CPU milliseconds per request stored of the server's process tree and, on PostgreSQL, of the
   * database's backends (Linux only).
   */
  cpuPerRequest?: number;
  /** The database backends' part of `cpuPerRequest` (PostgreSQL only). */
  databaseCpuPerRequest?: number;
}

/** CPU milliseconds so far: all of it, and the database backends' part (PostgreSQL). */
interface CpuReading {
  total: number;
  database?: number;
}

/**
 * Posts `prepared` webhooks (signing more when they run out) to `url` and counts the answers;
 * `cpuMs` reads the CPU time the server has used so far.
 */
async function load(
  url: URL,
  cpuMs: () => CpuReading | undefined,
  prepared: Signed[],
): Promise<LoadResult> {
  let counter = 0;
  const opened: RawConnection[] = [];
  let measuring = false;
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const perSecond: number[] = [];
  let cpuAtStart: CpuReading | undefined;
  let cpuAtEnd: CpuReading | undefined;
  const started = Date.now();
  const stopAt = started + warmUpMs + measureMs;
  const timers = [
    setTimeout(() => {
      measuring = true;
      cpuAtStart = cpuMs();
    }, warmUpMs),
    setTimeout(() => (cpuAtEnd = cpuMs()), warmUpMs + measureMs),
  ];
  try {
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
  } finally {
    for (const timer of timers) clearTimeout(timer);
    for (const connection of opened) connection.close();
  }
  // The last answers can come in before the end timer had its turn.
  cpuAtEnd ??= cpuMs();
  latencies.sort((a, b) => a - b);
  const perRequest = (part: (reading: CpuReading) => number | undefined) => {
    const [start, end] = [cpuAtStart && part(cpuAtStart), cpuAtEnd && part(cpuAtEnd)];
    return start !== undefined && end !== undefined && ok > 0 ? (end - start) / ok : undefined;
  };
  const p = (q: number) => latencies[Math.floor(latencies.length * q)]?.toFixed(1);
  return {
    rate: ok / (measureMs / 1000),
    ok,
    failed,
    p50: p(0.5),
    p99: p(0.99),
    perSecond: Array.from(perSecond, (n) => n ?? 0),
    cpuPerRequest: perRequest((reading) => reading.total),
    databaseCpuPerRequest: perRequest((reading) => reading.database),
  };
}

const describe = (result: LoadResult) =>
  `${result.ok} stored in ${measureMs / 1000} s (answers per second from the start: ${result.perSecond.join(' ')}), ${result.failed} not 200, latency p50 ${result.p50} ms, p99 ${result.p99} ms` +
  (result.cpuPerRequest === undefined
    ? ''
    : `, server CPU ${result.cpuPerRequest.toFixed(3)} ms per request (database backends included` +
      (result.databaseCpuPerRequest === undefined
        ? ')'
        : `: ${result.databaseCpuPerRequest.toFixed(3)} ms of it)`));

/** A place for one server's data: a fresh PostgreSQL database, or a PGlite data directory. */
async function freshStore(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'relay-bench-'));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(postgres && { DATABASE_URL: postgres.url }) },
    /** CPU milliseconds so far of the server `pid` and, on PostgreSQL, of its database's backends. */
    cpuMs: (pid: number) => (): CpuReading | undefined => {
      const server = treeCpuMs(pid);
      if (server === undefined) return undefined;
      if (!postgres) return { total: server };
      const backends = backendsCpuMs(postgres.name);
      return backends === undefined ? undefined : { total: server + backends, database: backends };
    },
    /** The catch-up of the product's processing (read after its server stopped, for PGlite). */
    catchUp: async () => {
      if (postgres) return catchUp(postgres);
      const db = await openPglite(path.join(dataDir, 'pglite'));
      try {
        return await catchUp(db);
      } finally {
        await db.close();
      }
    },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

const profileArgs = (name: string) => {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, name)}`] : [];
};

/** The baseline under the same load, its server started on a fresh store and stopped after. */
async function baselineRun(databaseUrl: string | undefined, prepared: Signed[]) {
  const store = await freshStore(databaseUrl);
  try {
    const baseline = await startBaseline(
      await freePort(),
      { ...store.env, WHATSAPP_APP_SECRET: appSecret },
      profileArgs('baseline'),
    );
    try {
      return await load(new URL(baseline.url), store.cpuMs(baseline.pid), prepared);
    } finally {
      await baseline.stop();
    }
  } finally {
    await store.drop();
  }
}

/**
 * Waits for `/readyz`: the server answers before its job queue has started (pg-boss's schema
 * check and one queue per worker run beside listen), and a load balancer sends traffic only once
 * it is ready; that start-up work is no part of the ingestion measured.
 */
async function untilReady(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${baseUrl} was not ready within ${timeoutMs} ms`);
}

/** The product (`npm start`'s server) under the same load; answers its load and catch-up. */
async function productRun(databaseUrl: string | undefined, prepared: Signed[]) {
  const store = await freshStore(databaseUrl);
  try {
    const server = await startRealServer({
      dataDir: store.dataDir,
      nodeArgs: profileArgs('product'),
      env: {
        WHATSAPP_APP_ID: '1000000000000002',
        WHATSAPP_APP_SECRET: appSecret,
        WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
        ...store.env,
      },
    });
    let result: LoadResult;
    try {
      await untilReady(server.baseUrl);
      result = await load(
        new URL(`${server.baseUrl}/webhooks/whatsapp`),
        store.cpuMs(server.process.pid ?? 0),
        prepared,
      );
      await new Promise((resolve) => setTimeout(resolve, catchUpWaitMs));
    } finally {
      await server.stop();
    }
    return { result, processing: await store.catchUp() };
  } finally {
    await store.drop();
  }
}

/**
 * Product runs, each between two baseline runs (baseline, product, baseline, product, …). One
 * run's rate on these shared cores swings from one run to the next with the same code (issue 24,
 * thirteenth sitting: the product's share of the baseline on PGlite 0.69 in one run, 0.40 in the
 * next), so the figures are medians over several runs, and every run is printed beside them.
 */
const productRuns = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Product and baseline on one database: the product's rate and its share of the baseline's. */
async function benchOn(
  databaseUrl: string | undefined,
  prepared: Signed[],
): Promise<BenchResult[]> {
  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const baselines = [await baselineRun(databaseUrl, prepared)];
  const products: Awaited<ReturnType<typeof productRun>>[] = [];
  for (let run = 0; run < productRuns; run++) {
    products.push(await productRun(databaseUrl, prepared));
    baselines.push(await baselineRun(databaseUrl, prepared));
  }
  /** Each product run against the mean of the baseline runs before and after it. */
  const pairs = products.map((product, run) => {
    const [before, after] = [baselines[run], baselines[run + 1]];
    const baselineRate = (before.rate + after.rate) / 2;
    const cpu = [before.cpuPerRequest, after.cpuPerRequest];
    const cpuRatio =
      product.result.cpuPerRequest !== undefined && cpu.every((ms) => ms !== undefined)
        ? product.result.cpuPerRequest / ((cpu[0]! + cpu[1]!) / 2)
        : undefined;
    return {
      share: baselineRate > 0 ? product.result.rate / baselineRate : 0,
      baselineRate,
      cpuRatio,
    };
  });
  const cpuRatios = pairs.flatMap((pair) => (pair.cpuRatio === undefined ? [] : [pair.cpuRatio]));
  const productLines = products.map(
    (product, run) =>
      `run ${run + 1}: ${describe(product.result)}; ${product.processing}; ${pairs[run].share.toFixed(2)} × the baseline around it (${pairs[run].baselineRate.toFixed(0)} requests/s)`,
  );
  const baselineLines = baselines.map(
    (baseline, run) =>
      `baseline run ${run + 1}: ${baseline.rate.toFixed(0)}, ${describe(baseline)}`,
  );
  return [
    {
      name: `webhook ingestion with signature checks (${database})`,
      figure: median(products.map((product) => product.result.rate)),
      budget: databaseUrl ? budgets.postgres : budgets.pglite,
      unit: 'requests/s',
      higherIsBetter: true,
      detail: `median of ${productRuns} runs over ${connections} keep-alive connections each:\n    ${productLines.join('\n    ')}`,
    },
    {
      name: `webhook ingestion as a share of the batched-insert baseline (${database})`,
      figure: median(pairs.map((pair) => pair.share)),
      budget: budgets.ofBaseline,
      unit: '× the baseline',
      decimals: 2,
      higherIsBetter: true,
      detail:
        `median of ${productRuns} shares (${pairs.map((pair) => pair.share.toFixed(2)).join(', ')}), each of a product run against the mean of the baseline runs before and after it:\n    ${baselineLines.join('\n    ')}` +
        (cpuRatios.length > 0
          ? `\n    CPU per request, median: ${median(cpuRatios).toFixed(2)} × the baseline's`
          : ''),
    },
  ];
}

export async function webhookIngestBench(): Promise<BenchResult[]> {
  // Made before the load: Meta builds and signs its webhooks on its own machines, so the client's
  // share of these two cores goes to sending them.
  const prepared = Array.from({ length: prepareCount }, (_, n) => signed(statusBody(n)));
  const results = await benchOn(undefined, prepared);
  if (process.env.DATABASE_URL)
    results.push(...(await benchOn(process.env.DATABASE_URL, prepared)));
  return results;
}

if (require.main === module) {
  void webhookIngestBench().then((results) => console.log(results));
}
