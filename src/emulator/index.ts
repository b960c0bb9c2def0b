/**
 * The Cloud API emulator: a fastify app of its own (`buildEmulator`, standalone by
 * `npm run emulator`) or a plugin mounted in Relay's server under `/_graph` (the default when
 * WHATSAPP_GRAPH_URL is unset). Graph API at `/{version}/...`, control API at `/_emulator/...`.
 */
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { keyAccess, requireBusinessToken, type EmulatorAccess } from './access';
import { controlRoutes } from './controlRoutes';
import { CloudApiEmulator, type EmulatorOptions } from './emulator';
import { GraphError, graphError } from './graphErrors';
import { graphRoutes } from './graphRoutes';

/** The standalone emulator app with its state, which tests steer directly, and its control key. */
export type EmulatorApp = FastifyInstance & { emulator: CloudApiEmulator; controlKey: string };

export { CloudApiEmulator, keyAccess, type EmulatorAccess, type EmulatorOptions };

/** A control key for one run of the emulator. */
export const newControlKey = () => randomBytes(24).toString('base64url');

export interface EmulatorPluginOptions {
  emulator: CloudApiEmulator;
  /** Who may use the control API and finish the signup popup. */
  access: EmulatorAccess;
  /** Where the signup popup finds its opener's sign-in token (sessionStorage key). */
  signupTokenKey?: string;
}

/**
 * The emulator's routes; public to Relay's auth (they check Graph tokens and the control access
 * themselves).
 */
export async function emulatorPlugin(app: FastifyInstance, options: EmulatorPluginOptions) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
    route.schema = { ...route.schema, hide: true };
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // Meta answers an unknown error without its cause; our log keeps it.
    if (!(error instanceof GraphError) && !(error.statusCode && error.statusCode < 500)) {
      request.log.error({ err: error }, 'emulator route failed');
    }
    const graph =
      error instanceof GraphError
        ? error
        : error.statusCode && error.statusCode < 500
          ? graphError(100, error.message)
          : graphError(1, 'An unknown error occurred');
    return reply.status(graph.httpStatus).send(graph.body(randomBytes(12).toString('base64url')));
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const error = graphError(100, `Unknown path: ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(400).send(error.body(randomBytes(12).toString('base64url')));
  });
  // Only the emulator: the options also carry this plugin's own prefix.
  await app.register(async (graph) => {
    graph.addHook('onRequest', requireBusinessToken(options.emulator));
    await graph.register(graphRoutes, { emulator: options.emulator });
  });
  await app.register(controlRoutes, {
    emulator: options.emulator,
    access: options.access,
    signupTokenKey: options.signupTokenKey ?? '',
    prefix: '/_emulator',
  });
  app.addHook('onClose', async () => options.emulator.close());
}

/**
 * The emulator as a fastify app of its own; `app.emulator` is its state for tests. Its control
 * API answers `Authorization: Bearer <controlKey>` (made here unless given).
 */
export async function buildEmulator(
  options: EmulatorOptions & { logLevel?: string; controlKey?: string },
): Promise<EmulatorApp> {
  const level = options.logLevel ?? 'silent';
  const app = fastify({ logger: level === 'silent' ? false : { level } });
  const emulator = new CloudApiEmulator(options);
  const controlKey = options.controlKey ?? newControlKey();
  app.decorate('emulator', emulator);
  app.decorate('controlKey', controlKey);
  await app.register(emulatorPlugin, { emulator, access: keyAccess(controlKey) });
  return app as unknown as EmulatorApp;
}
