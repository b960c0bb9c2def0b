/**
 * The Meta app Relay acts as: id, secret (signs webhooks, exchanges codes) and the webhook
 * verify token. From the settings; when unset (the embedded default with the emulator), demo
 * values are made once and kept in `server_secrets`, shared by every process.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { WhatsAppConfig } from '../config';
import type { Database } from '../db/database';
import { keptSecret } from '../db/keptSecret';

export interface AppCredentials {
  appId: string;
  appSecret: string;
  verifyToken: string;
}

export async function loadAppCredentials(
  db: Database,
  config: Pick<WhatsAppConfig, 'appId' | 'appSecret' | 'verifyToken'>,
): Promise<AppCredentials> {
  if (config.appId && config.appSecret && config.verifyToken) {
    return { appId: config.appId, appSecret: config.appSecret, verifyToken: config.verifyToken };
  }
  const kept = await keptSecret<AppCredentials>(db, 'whatsapp_app', () => ({
    appId: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(1_000_000, 9_999_999)),
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: randomBytes(16).toString('base64url'),
  }));
  return {
    appId: config.appId ?? kept.appId,
    appSecret: config.appSecret ?? kept.appSecret,
    verifyToken: config.verifyToken ?? kept.verifyToken,
  };
}
