/**
 * The WhatsApp channel's connection to the Graph API: the client, the send pacer, the business
 * token cipher and the app's credentials, built once per server from the settings. With
 * WHATSAPP_GRAPH_URL unset the client talks to the bundled emulator at `{PUBLIC_URL}/_graph`.
 */
import type { Config } from '../config';
import type { Database } from '../db/database';
import { loadAppCredentials, type AppCredentials } from './appCredentials';
import { CloudApiClient, type CloudApiObserver } from './client';
import { SendPacer } from './pacer';
import { createTokenCipher, loadTokenKey, type TokenCipher } from './tokenCipher';

export const emulatorPrefix = '/_graph';

export interface CloudApi {
  client: CloudApiClient;
  pacer: SendPacer;
  tokens: TokenCipher;
  credentials: AppCredentials;
  graphUrl: string;
  /** True when the bundled emulator serves the Graph API in this process. */
  emulated: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    cloudApi: CloudApi;
  }
}

export async function createCloudApi(
  config: Config,
  db: Database,
  /** Counts accepted messages and failed calls (the server's metrics). */
  observer?: CloudApiObserver,
): Promise<CloudApi> {
  const settings = config.whatsapp;
  const credentials = await loadAppCredentials(db, settings);
  const graphUrl = settings.graphUrl ?? `${config.publicUrl}${emulatorPrefix}`;
  return {
    client: new CloudApiClient({
      graphUrl,
      apiVersion: settings.apiVersion,
      appId: credentials.appId,
      appSecret: credentials.appSecret,
      timeoutMs: settings.timeoutMs,
      observer,
    }),
    pacer: new SendPacer({ defaultRate: settings.defaultThroughput }),
    tokens: createTokenCipher(await loadTokenKey(db, settings.tokenKey)),
    credentials,
    graphUrl,
    emulated: !settings.graphUrl,
  };
}
