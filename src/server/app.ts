/**
 * Builds the fastify app from its plugins and service areas. `main.ts` listens; tests call
 * `buildApp` and use `app.inject()` or listen on a free port.
 */
import fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { emulatorPlugin, CloudApiEmulator } from '../emulator';
import { createCloudApi, emulatorPrefix } from './cloudapi';
import { docsPlugin } from './docs';
import { createAccessTokenVerifier } from './identity/accessTokens';
import { identityService } from './identity';
import { mediaService, mediaStorageFor } from './media';
import { apiAudience, spaClientId, spaScope } from './identity/provider';
import { loadServerSecrets, publicJwk } from './identity/secrets';
import { authPlugin } from './plugins/auth';
import { jobsPlugin } from './jobs';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/inputGuard';
import { spaRoutes } from './spa';
import { lazySchemaCompilers } from './http/lazySchemaCompilers';
import { suiteService } from './suite';
import { SearchSources } from './suite/search';
import { WhatsAppDashboardSources } from './whatsapp/dashboard';
import { whatsappService } from './whatsapp';
import { restoreLinkedWabas } from './whatsapp/accounts/emulatorRestore';
import { restoreStoredTemplates } from './whatsapp/templates/emulatorRestore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the route schemas no request has needed yet (tests). */
    compileAllSchemas(): void;
  }
}

export async function buildApp(config: Config, db: Database): Promise<FastifyInstance> {
  const schemaCompilers = lazySchemaCompilers();
  const app = fastify({
    schemaController: { compilersFactory: schemaCompilers },
    // `1e309` parses to Infinity: not a number any route can use (issue 21).
    ajv: { customOptions: { strictNumbers: true } },
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: new URL(config.publicUrl).protocol === 'https:',
  });

  app.decorate('compileAllSchemas', schemaCompilers.compileAll);

  // Sign-in forms post URL-encoded fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const secrets = await loadServerSecrets(db);
  const verify = createAccessTokenVerifier(config.publicUrl, apiAudience(config.publicUrl), [
    publicJwk(secrets.signingKey),
  ]);

  // Registries other modules add to: the global search's sources and the WhatsApp modules'
  // start-page sources (newsletters, templates register from their own code).
  app.decorate('searchSources', new SearchSources());
  app.decorate('whatsappDashboard', new WhatsAppDashboardSources());

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(docsPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { db, verify });
  await app.register(jobsPlugin, { db });
  await app.register(identityService, { db, config, secrets });
  await app.register(suiteService, { db, dataDir: config.dataDir });
  await app.register(mediaService, { db, storage: mediaStorageFor(config) });

  const cloudApi = await createCloudApi(config, db);
  app.decorate('cloudApi', cloudApi);
  if (cloudApi.emulated) {
    // The bundled Cloud API emulator, in-process; its webhooks go to this server.
    const { emulator: settings } = config.whatsapp;
    const emulator = new CloudApiEmulator({
      appId: cloudApi.credentials.appId,
      appSecret: cloudApi.credentials.appSecret,
      webhookUrl: `${config.publicUrl}/webhooks/whatsapp`,
      seed: settings.seed,
      reviewDelayMs: settings.reviewDelayMs,
      statusDelayFactor: settings.statusDelayFactor,
      failureRate: settings.failureRate,
    });
    await app.register(emulatorPlugin, { emulator, prefix: emulatorPrefix });
    await restoreLinkedWabas(db, cloudApi.tokens, emulator);
    await restoreStoredTemplates(db, emulator, config.publicUrl);
  }
  await app.register(whatsappService, { db, cloudApi, config });
  await app.register(spaRoutes, {
    dir: config.spaDir,
    config: {
      authority: config.publicUrl,
      clientId: spaClientId,
      scope: spaScope,
      devTools: config.reduxDevTools,
      whatsappSignup: cloudApi.emulated
        ? { mode: 'emulator', url: `${cloudApi.graphUrl}/_emulator/embedded-signup` }
        : {
            mode: 'facebook',
            appId: cloudApi.credentials.appId,
            configId: config.whatsapp.signupConfigId ?? '',
            apiVersion: config.whatsapp.apiVersion,
          },
    },
  });
  return app;
}
