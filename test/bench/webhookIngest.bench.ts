/**
 * Webhook ingestion: signed status webhooks (distinct wamids, as Meta sends them) posted over
 * keep-alive HTTP by 64 concurrent connections for five seconds to the real server (`npm start`'s
 * process, embedded PGlite). Each 200 means the change is stored. With DATABASE_URL set the server
 * uses a fresh database on that PostgreSQL instead.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { envelopeOf, signatureOf } from '../../src/emulator/webhooks';
import { startRealServer } from '../support/runningServer';
import type { BenchResult } from './run';

const connections = 64;
const warmUpMs = 1000;
const measureMs = 5000;
const appSecret = 'bench-webhook-secret';

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

function post(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-hub-signature-256': signatureOf(appSecret, body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function webhookIngestBench(): Promise<BenchResult> {
  const postgres = process.env.DATABASE_URL
    ? await freshPostgres(process.env.DATABASE_URL)
    : undefined;
  const server = await startRealServer({
    env: {
      WHATSAPP_APP_ID: '1000000000000002',
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
      ...(postgres && { DATABASE_URL: postgres.url }),
    },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(`${server.baseUrl}/webhooks/whatsapp`);
  let counter = 0;
  let measuring = false;
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const perSecond: number[] = [];
  const started = Date.now();
  const stopAt = started + warmUpMs + measureMs;
  try {
    setTimeout(() => (measuring = true), warmUpMs);
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < stopAt) {
          const body = statusBody(counter++);
          const sentAt = performance.now();
          const status = await post(agent, url, body);
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
    agent.destroy();
    await server.stop();
    await postgres?.drop();
  }
  latencies.sort((a, b) => a - b);
  const rate = ok / (measureMs / 1000);
  const p = (q: number) => latencies[Math.floor(latencies.length * q)]?.toFixed(1);
  return {
    name: `webhook ingestion with signature checks (${postgres ? 'PostgreSQL' : 'embedded PGlite'})`,
    figure: rate,
    budget: 3000,
    unit: 'requests/s',
    higherIsBetter: true,
    detail: `${ok} stored in ${measureMs / 1000} s over ${connections} keep-alive connections, ${failed} not 200; latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; answers per second from the start: ${Array.from(perSecond, (n) => n ?? 0).join(' ')}`,
  };
}

if (require.main === module) {
  void webhookIngestBench().then((result) => console.log(result));
}
