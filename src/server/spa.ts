import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SpaConfig } from '../common/identity';
import { notFound } from './http/httpError';

/**
 * The inline script that hands the SPA its settings; fixed per process, so the
 * Content-Security-Policy allows exactly it by its hash.
 */
export const spaConfigScript = (config: SpaConfig) =>
  `window.__RELAY_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}`;

/**
 * Serves the built SPA: hashed assets as files, and index.html, with the SPA's settings written
 * into it, for every page address the SPA routes itself. Unknown API calls stay JSON 404s.
 */
export const spaRoutes = fp(async function spaRoutes(
  app: FastifyInstance,
  options: { dir: string; config: SpaConfig },
) {
  const indexFile = path.join(options.dir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      `No SPA build in ${options.dir}: run "npm run build" (npm start does it for you).`,
    );
  }
  const page = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        '<!--RELAY_CONFIG-->',
        `<script>${spaConfigScript(options.config)}</script>`,
      )
    : undefined;

  const sendPage = (reply: FastifyReply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(page);

  await app.register(async (scope) => {
    // Everything in this scope is public: the SPA's files carry no data.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
      route.schema = { ...route.schema, hide: true };
    });
    if (page) {
      await scope.register(fastifyStatic, {
        root: options.dir,
        index: false,
        wildcard: false,
        // Names carry a content hash, so a file never changes under its name.
        setHeaders: (reply, filePath) => {
          const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(filePath));
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    scope.get('/', (_request, reply) => (page ? sendPage(reply) : reply.callNotFound()));
  });

  // Unknown addresses: a page address gets the SPA (its router decides), anything else a 404.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (page && wantsPage) return sendPage(reply);
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
  });
});
