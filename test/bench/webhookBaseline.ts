/**
 * The batched-insert baseline of the webhook bench (webhookIngest.bench.ts): the least a server
 * can do to store Meta's signed webhooks, for the product's figure to be measured against in
 * the same run. The same HTTP (fastify, keep-alive, the body read as raw bytes with the same
 * limit, the same logger level), the same signature check on the raw bytes, the same database
 * (the embedded PGlite in DATA_DIR, or DATABASE_URL) and the same group commit as the product's
 * inbox; but each batch of bodies goes unparsed into one plain multi-row INSERT: no envelope
 * read, no dedupe, no status applied, none of the product's hooks.
 *
 * Run as its own process, as the product's server is (`startBaseline`); bundled like it, so it
 * runs on plain node.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSync } from 'esbuild';
import fastify from 'fastify';
import { openDatabase } from '../../src/server/db/open';
import { hasValidSignature } from '../../src/server/whatsapp/webhooks/signature';

const root = path.resolve(__dirname, '../..');
const bundle = path.join(root, 'dist/bench/webhookBaseline.js');

interface Waiting {
  body: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

async function serve() {
  const port = Number(process.env.PORT);
  const appSecret = process.env.WHATSAPP_APP_SECRET ?? '';
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? '',
  });
  await db.exec(`create table if not exists baseline_webhooks (
    id bigserial primary key, body jsonb not null, received_at timestamptz not null default now())`);

  // Group commit, as the product's inbox: requests that come during a write go in the next one.
  let waiting: Waiting[] = [];
  let writing: Promise<void> | undefined;
  const writeAll = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, 1000);
      waiting = waiting.slice(batch.length);
      try {
        const rows = batch.map((_, i) => `($${i + 1})`).join(', ');
        await db.query(
          `insert into baseline_webhooks (body) values ${rows}`,
          batch.map((w) => w.body),
        );
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    writing = undefined;
  };
  const store = (body: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ body, resolve, reject });
      writing ??= writeAll();
    });

  const app = fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 3 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.post('/webhooks/whatsapp', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hasValidSignature(appSecret, raw, request.headers['x-hub-signature-256'])) {
      return reply.status(401).send({ errorKey: 'webhookSignatureInvalid' });
    }
    await store(raw.toString('utf8'));
    return reply.type('text/plain').send('EVENT_RECEIVED');
  });
  const stop = async () => {
    await app.close();
    await writing;
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  await app.listen({ port, host: '127.0.0.1' });
  console.log('listening');
}

export interface RunningBaseline {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the baseline server on `port` with `env` (DATA_DIR or DATABASE_URL,
 * WHATSAPP_APP_SECRET); `nodeArgs` as for the product (`--cpu-prof`).
 */
export async function startBaseline(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<RunningBaseline> {
  buildSync({
    // The embedded database's worker thread starts from pgliteWorker.js beside the bundle.
    entryPoints: {
      webhookBaseline: __filename,
      pgliteWorker: path.join(root, 'src/server/db/pgliteWorker.ts'),
    },
    outdir: path.dirname(bundle),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const child = spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), RELAY_BASELINE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('listening')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    void exited.then(() => reject(new Error(`baseline server exited:\n${output}`)));
  });
  return {
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// The bundle serves; the bench imports this file for `startBaseline`.
if (process.env.RELAY_BASELINE === '1') void serve();
