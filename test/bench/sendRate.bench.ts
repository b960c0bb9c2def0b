/**
 * The client's achieved send rate against the emulator started as `npm run emulator` (its own
 * process), through the same pacer and paced send as the sending engine: one number at 80
 * messages/s (every new number's limit) and one at 1,000: at least 99 % of each limit, zero
 * 130429 (issue 24's goals).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import { CloudApiError } from '../../src/server/cloudapi/errors';
import { sendPaced } from '../../src/server/cloudapi/pacedSend';
import { SendPacer } from '../../src/server/cloudapi/pacer';
import { freePort } from '../support/runningServer';
import type { BenchResult } from './run';

const root = path.resolve(__dirname, '../..');
/** Messages per second of each number, and how many to send: about ten seconds' worth or more. */
const runs = [
  { limit: 80, messages: 800 },
  { limit: 1000, messages: 10_000 },
];

export async function sendRateBench(): Promise<BenchResult[]> {
  const port = await freePort();
  const appId = '1000000000000001';
  const appSecret = 'bench-secret';
  /** Opens the emulator's control API. */
  const controlKey = 'bench-emulator-control-key';
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
  try {
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
          if (i > 200) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    // Webhooks are measured by their own benchmark: this one has no receiver.
    await control('/webhook', { url: '' }, 'PUT');
    const client = new CloudApiClient({
      graphUrl,
      apiVersion: 'v23.0',
      appId,
      appSecret,
      timeoutMs: 10_000,
    });
    const results: BenchResult[] = [];
    for (const { limit, messages } of runs) {
      const waba = await control('/wabas', {
        messagingLimit: null,
        phoneNumbers: [{ throughput: limit }],
      });
      const token: string = waba.accessToken;
      await client.createTemplate(token, waba.wabaId, {
        name: 'bench_offer',
        language: 'de',
        category: 'MARKETING',
        components: [{ type: 'BODY', text: 'Hallo {{1}}!', example: { body_text: [['Anna']] } }],
      });
      while ((await client.listTemplates(token, waba.wabaId))[0]?.status !== 'APPROVED') {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      const pacer = new SendPacer({ defaultRate: limit });
      const target = { token, phoneNumberId: waba.phoneNumberIds[0], accountId: waba.wabaId };
      let throttled = 0;
      let failed = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: messages }, (_, i) =>
          sendPaced(
            client,
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
      const rate = (messages - throttled - failed) / seconds;
      const perSecond = limit.toLocaleString('en');
      results.push(
        {
          name: `client send rate against an emulator limit of ${perSecond} messages/s`,
          figure: (rate / limit) * 100,
          budget: 99,
          unit: '% of the limit',
          higherIsBetter: true,
          detail:
            `${messages} sends in ${seconds.toFixed(2)} s = ${rate.toFixed(1)} messages/s ` +
            `(first request to last answer); ${failed} other errors`,
        },
        {
          name: `throughput errors (130429) during that run at ${perSecond} messages/s`,
          figure: throttled,
          budget: 0,
          unit: 'errors',
        },
      );
    }
    return results;
  } finally {
    child.kill('SIGTERM');
  }
}
