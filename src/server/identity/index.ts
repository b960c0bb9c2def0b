import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { accountRoutes } from './accountRoutes';
import { createDirectoryClient } from './directory';
import { directoryCallbackPath, directorySignInRoutes } from './directorySignInRoutes';
import { createProvider } from './provider';
import { rightsRoutes } from './rightsRoutes';
import type { ServerSecrets } from './secrets';
import { signInRoutes } from './signInRoutes';
import { ssoGroupRoutes } from './ssoGroupRoutes';
import { ssoMappingRoutes } from './ssoMappingRoutes';
import { ssoSettingsRoutes } from './ssoSettingsRoutes';
import { userInfoRoutes } from './userInfoRoutes';

/** Paths the OpenID Connect provider answers itself; userinfo is ours (spec: POST connect/userinfo). */
export function isProviderPath(url: string): boolean {
  // Every request passes here: most leave on the prefix check, without splitting their URL.
  if (!url.startsWith('/connect/') && !url.startsWith('/.well-known/')) return false;
  return url.split('?')[0] !== '/connect/userinfo';
}

interface Options {
  db: Database;
  config: Config;
  secrets: ServerSecrets;
}

/**
 * The identity service: the provider under /connect/*, sign-in, user data, accounts, rights,
 * single sign-on mapping.
 * Not encapsulated: the provider's hook must see requests that match no fastify route.
 */
export const identityService = fp(
  async (app: FastifyInstance, { db, config, secrets }: Options) => {
    const provider = createProvider(db, secrets, {
      publicUrl: config.publicUrl,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      logError: (error) => app.log.warn({ err: error }, 'identity provider error'),
    });
    const callback = provider.callback();
    // The provider takes its requests before fastify reads a body (the token endpoint parses its
    // own); a hook, not a middleware engine, so other requests pay one path check only.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isProviderPath(request.raw.url ?? '')) return done();
      reply.hijack();
      void callback(request.raw, reply.raw);
    });

    await app.register(signInRoutes, {
      db,
      provider,
      throttle: {
        maxFailures: config.signInMaxFailures,
        maxFailuresPerAddress: config.signInMaxFailuresPerAddress,
        lockSeconds: config.signInLockSeconds,
      },
      directory: Boolean(config.directory),
    });
    if (config.directory) {
      // People sign in at the company directory; Relay's own users keep the form (administrators).
      const callbackUrl = `${config.publicUrl}${directoryCallbackPath}`;
      const directory = createDirectoryClient(config.directory, callbackUrl);
      await app.register(directorySignInRoutes, {
        db,
        provider,
        directory,
        publicUrl: config.publicUrl,
      });
    }
    await app.register(userInfoRoutes, { db });
    await app.register(accountRoutes, { db });
    await app.register(rightsRoutes);
    await app.register(ssoSettingsRoutes, { db });
    await app.register(ssoMappingRoutes, { db });
    await app.register(ssoGroupRoutes, { db });
  },
);
