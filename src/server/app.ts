/**
 * Builds the fastify app from its plugins and service areas. `main.ts` listens; tests call
 * `buildApp` and use `app.inject()` or listen on a free port.
 */
import fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { emulatorPlugin, CloudApiEmulator } from '../emulator';
import type { SpaConfig } from '../common/identity';
import { createCloudApi, emulatorPrefix, type CloudApi } from './cloudapi';
import { docsPlugin } from './docs';
import { createAccessTokenVerifier } from './identity/accessTokens';
import { identityService, isProviderPath } from './identity';
import { fileStorageFor, mediaService } from './media';
import { apiAudience, spaClientId, spaScope } from './identity/provider';
import { loadServerSecrets, publicJwk } from './identity/secrets';
import { authPlugin } from './plugins/auth';
import { jobsPlugin } from './jobs';
import { healthRoutes } from './health/healthRoutes';
import { createMetrics } from './metrics/metrics';
import { metricsPlugin } from './metrics/metricsPlugin';
import { errorsPlugin } from './plugins/errors';
import { realNetwork, type Network } from './http/outbound/network';
import { rateLimits } from './http/rateLimits';
import { securityHeaders } from './http/securityHeaders';
import { inputGuardPlugin } from './plugins/inputGuard';
import { spaConfigScript, spaRoutes } from './spa';
import { lazySchemaCompilers } from './http/lazySchemaCompilers';
import { suiteService } from './suite';
import { ConsentCache } from './suite/consentCache';
import { whatsAppConsentPlugin } from './plugins/whatsAppConsent';
import { whatsappService } from './whatsapp';
import { webhookBacklog } from './whatsapp/webhooks/backlog';
import { linkProbe } from './whatsapp/newsletters/check/linkCheck';
import { relayEmulatorAccess } from './whatsapp/accounts/emulatorAccess';
import { restoreLinkedWabas } from './whatsapp/accounts/emulatorRestore';
import { restoreReceivedMessages } from './whatsapp/conversations/emulatorRestore';
import { restoreStoredTemplates } from './whatsapp/templates/emulatorRestore';
import {
  accountUsages,
  firstStepSources,
  searchSources,
  templateUsages,
  whatsappDashboardSources,
} from './wiring';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the route schemas no request has needed yet (tests). */
    compileAllSchemas(): void;
  }
}

/** What lies outside the product; tests may give a world of their own. */
export interface Outside {
  /** The network the server's requests to users' URLs go through (the link check). */
  network: Network;
}

export async function buildApp(
  config: Config,
  db: Database,
  outside: Outside = { network: realNetwork },
): Promise<FastifyInstance> {
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

  // The app's own registry: two apps in one process (tests) never share a series.
  const metrics = createMetrics();
  const cloudApi = await createCloudApi(config, db, metrics.cloudApi);
  const spaConfig = spaConfigOf(config, cloudApi);
  // First: its headers go on every answer, the identity provider's own ones included.
  await app.register(securityHeaders, {
    publicUrl: config.publicUrl,
    inlineScripts: [spaConfigScript(spaConfig)],
    external: spaConfig.whatsappSignup?.mode === 'facebook' ? facebookSignupSources : noSources,
  });
  await app.register(errorsPlugin);
  // Early: its timing starts before the other plugins' hooks run.
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  await app.register(rateLimits, { db, settings: config.rateLimits, isProviderPath });
  await app.register(inputGuardPlugin);
  await app.register(docsPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { db, verify });
  // After auth: the WhatsApp consent is checked for the account of the caller's token.
  const consents = new ConsentCache(db);
  await app.register(whatsAppConsentPlugin, { consents });
  await app.register(jobsPlugin, { db });
  await app.register(healthRoutes, { db, jobs: app.jobs });
  metrics.readFrom({
    webhookBacklog: () => webhookBacklog(db),
    jobQueueDepth: () => app.jobs.depth(),
  });
  await app.register(identityService, { db, config, secrets });
  await app.register(suiteService, {
    db,
    importStorage: fileStorageFor(config, 'imports'),
    consents,
    searchSources,
  });
  const storage = fileStorageFor(config, 'media');
  await app.register(mediaService, { db, storage });

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
    await app.register(emulatorPlugin, {
      emulator,
      access: relayEmulatorAccess(db, verify, settings.controlKey),
      signupTokenKey: `oidc.user:${config.publicUrl}:${spaClientId}`,
      prefix: emulatorPrefix,
    });
    await restoreLinkedWabas(db, cloudApi.tokens, emulator);
    await restoreStoredTemplates(db, emulator, config.publicUrl);
    await restoreReceivedMessages(db, emulator);
  }
  await app.register(whatsappService, {
    db,
    cloudApi,
    config,
    storage,
    linkProbe: linkProbe(outside.network, 3000),
    uses: {
      accountUsages,
      templateUsages,
      dashboardSources: whatsappDashboardSources,
      firstStepSources,
    },
  });
  await app.register(spaRoutes, { dir: config.spaDir, config: spaConfig });
  return app;
}

/** The settings the SPA is handed in its page. */
function spaConfigOf(config: Config, cloudApi: CloudApi): SpaConfig {
  return {
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
  };
}

const noSources = { script: [], frame: [], connect: [] };
/** What Facebook's JS SDK loads for the embedded signup. */
const facebookSignupSources = {
  script: ['https://connect.facebook.net'],
  frame: ['https://*.facebook.com'],
  connect: ['https://*.facebook.com'],
};
