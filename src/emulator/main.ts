/**
 * `npm run emulator`: the Cloud API emulator on its own port (EMULATOR_PORT, 8081), for a Relay
 * server started with WHATSAPP_GRAPH_URL=http://localhost:8081. It reads the same settings as the
 * server: WHATSAPP_APP_ID and WHATSAPP_APP_SECRET (required here: they must match the server's),
 * EMULATOR_SEED, EMULATOR_REVIEW_DELAY_MS, EMULATOR_STATUS_DELAY_FACTOR, EMULATOR_FAILURE_RATE and
 * EMULATOR_WEBHOOK_URL (default http://localhost:8080/webhooks/whatsapp) and EMULATOR_CONTROL_KEY
 * (the control API's key; unset: a new one, printed at start).
 */
import { ConfigError, loadConfig } from '../server/config';
import { buildEmulator } from '.';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The emulator cannot start: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const { appId, appSecret, emulator: settings } = config.whatsapp;
  if (!appId || !appSecret) {
    console.error(
      'The emulator cannot start: set WHATSAPP_APP_ID and WHATSAPP_APP_SECRET (the same as the server).',
    );
    process.exit(2);
  }
  const app = await buildEmulator({
    appId,
    appSecret,
    webhookUrl: settings.webhookUrl ?? 'http://localhost:8080/webhooks/whatsapp',
    seed: settings.seed,
    reviewDelayMs: settings.reviewDelayMs,
    statusDelayFactor: settings.statusDelayFactor,
    failureRate: settings.failureRate,
    logLevel: config.logLevel,
    controlKey: settings.controlKey,
  });
  await app.listen({ port: settings.port, host: config.host });
  console.log(`Cloud API emulator at http://${config.host}:${settings.port}`);
  console.log(
    `Control API: /_emulator with  Authorization: Bearer ${settings.controlKey}  (EMULATOR_CONTROL_KEY)`,
  );
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main();
