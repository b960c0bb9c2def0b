/**
 * The emulator as `npm run emulator` starts it (its own process) for the send benchmarks, with
 * its control API, status webhooks off (their ingestion has a benchmark of its own), and a
 * client-only send run through the product's pacer and paced send: the baseline the sending
 * engine is measured beside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import { CloudApiError } from '../../src/server/cloudapi/errors';
import { sendPaced } from '../../src/server/cloudapi/pacedSend';
import { SendPacer } from '../../src/server/cloudapi/pacer';
import { freePort } from '../support/runningServer';

const root = path.resolve(__dirname, '../..');
/** Opens the emulator's control API. */
const controlKey = 'bench-emulator-control-key';

export interface BenchEmulator {
  child: ChildProcess;
  graphUrl: string;
  appId: string;
  appSecret: string;
  /** A call of the emulator's control API, retried while the process starts. */
  control(pathname: string, body?: unknown, method?: string): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the control API's JSON, read by each caller
  client: CloudApiClient;
  stop(): void;
}

export async function startBenchEmulator(appId: string): Promise<BenchEmulator> {
  const port = await freePort();
  const appSecret = 'bench-secret';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      EMULATOR_PORT: String(port),
      HOST: '127.0.0.1',
      WHATSAPP_APP_ID: appId,
      WHATSAPP_APP_SECRET: appSecret,
      EMULATOR_CONTROL_KEY: controlKey,
      EMULATOR_REVIEW_DELAY_MS: '0',
      EMULATOR_STATUS_DELAY_FACTOR: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const graphUrl = `http://127.0.0.1:${port}`;
  const control = async (pathname: string, body?: unknown, method = 'POST') => {
    for (let i = 0; ; i++) {
      try {
        const response = await fetch(`${graphUrl}/_emulator${pathname}`, {
          method: body ? method : 'GET',
          headers: {
            authorization: `Bearer ${controlKey}`,
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        return await response.json();
      } catch (error) {
        // A minute: on a busy machine tsx takes a while to start the emulator.
        if (i > 1200 || child.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  // Webhooks are measured by their own benchmark: these have no receiver.
  await control('/webhook', { url: '' }, 'PUT');
  const client = new CloudApiClient({
    graphUrl,
    apiVersion: 'v23.0',
    appId,
    appSecret,
    timeoutMs: 10_000,
  });
  return { child, graphUrl, appId, appSecret, control, client, stop: () => child.kill('SIGTERM') };
}

/** A WABA with one number of `limit` messages/s and an approved template `bench_offer`. */
export async function benchWaba(emulator: BenchEmulator, limit: number) {
  const waba: { accessToken: string; wabaId: string; phoneNumberIds: string[] } =
    await emulator.control('/wabas', {
      messagingLimit: null,
      phoneNumbers: [{ throughput: limit }],
    });
  await emulator.client.createTemplate(waba.accessToken, waba.wabaId, {
    name: 'bench_offer',
    language: 'de',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Hallo {{1}}!', example: { body_text: [['Anna']] } }],
  });
  while (
    (await emulator.client.listTemplates(waba.accessToken, waba.wabaId))[0]?.status !== 'APPROVED'
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return waba;
}

export interface ClientRun {
  messages: number;
  seconds: number;
  /** Messages accepted per second, first request to last answer. */
  rate: number;
  throttled: number;
  failed: number;
}

/**
 * `messages` sends at once through a pacer of their own (the product's SendPacer and
 * sendPaced, as the engine uses them) to a fresh number of `limit` messages/s.
 */
export async function clientSendRun(
  emulator: BenchEmulator,
  limit: number,
  messages: number,
): Promise<ClientRun> {
  const waba = await benchWaba(emulator, limit);
  const pacer = new SendPacer({ defaultRate: limit });
  const target = {
    token: waba.accessToken,
    phoneNumberId: waba.phoneNumberIds[0],
    accountId: waba.wabaId,
  };
  let throttled = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: messages }, (_, i) =>
      sendPaced(
        emulator.client,
        pacer,
        target,
        {
          to: `49151${String(i).padStart(8, '0')}`,
          name: 'bench_offer',
          language: 'de',
          components: [{ type: 'body', parameters: [{ type: 'text', text: `R${i}` }] }],
        },
        { maxThroughputRetries: 0 },
      ).catch((error: unknown) => {
        if (error instanceof CloudApiError && error.code === 130429) throttled++;
        else failed++;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { messages, seconds, rate: (messages - throttled - failed) / seconds, throttled, failed };
}
