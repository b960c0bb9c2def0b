/**
 * Rate limits (issue 21), through @fastify/rate-limit: the API per access token and per client
 * address, the sign-in pages, the click redirect (`/r/{token}`) and the identity provider's own
 * endpoints (`/connect/token` and the rest, which no fastify route answers) per address. Too many answer
 * 429 with Retry-After. On PostgreSQL the counters are shared by every server process, counted
 * in memory and added to the shared table every 100 ms (sharedCounts.ts states the bound); the
 * embedded PGlite serves one process, whose memory is enough.
 * Not limited: Meta's webhooks (a refused delivery would be lost to Meta's retries), the
 * emulator, the SPA's files and the docs. A limit of 0 is off.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../httpError';
import { escapeHtml, pickLanguage, text } from '../texts';
import { PostgresRateStore } from './postgresStore';
import { SharedRateCounts } from './sharedCounts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public page limited per client address: the sign-in pages, the click redirect. */
    limitedAs?: 'signIn' | 'click';
  }
}

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
/** Tokens are not stored, only a digest that names their counter. */
const digest = (token: string) =>
  createHash('sha256').update(token).digest('base64url').slice(0, 22);

export const rateLimits = fp(
  async (
    app: FastifyInstance,
    {
      db,
      settings,
      isProviderPath,
    }: {
      db: Database;
      settings: RateLimitSettings;
      /** The paths the identity provider answers itself (before any fastify route). */
      isProviderPath: (url: string) => boolean;
    },
  ) => {
    const shared = db.kind === 'postgres' ? new SharedRateCounts(db) : undefined;
    if (shared) app.addHook('onClose', () => shared.close());
    await app.register(rateLimit, {
      global: false,
      ...(shared && {
        store: function SharedStore() {
          return new PostgresRateStore(shared);
        } as never,
      }),
    });
    const limiter = (name: string, max: number, key: (request: FastifyRequest) => string) =>
      max > 0
        ? (app.createRateLimit({
            max,
            timeWindow: 60_000,
            keyGenerator: (request) => `${name}:${key(request)}`,
          }) as Limiter)
        : undefined;
    const byAddress = (request: FastifyRequest) => request.ip;
    const api = [
      limiter('token', settings.apiPerToken, (request) => digest(bearer(request) ?? '')),
      limiter('address', settings.apiPerAddress, byAddress),
    ];
    const pages = {
      signIn: limiter('signin', settings.signInPerAddress, byAddress),
      click: limiter('click', settings.clicksPerAddress, byAddress),
    };
    const identity = limiter('identity', settings.identityPerAddress, byAddress);

    /** The limits of a request; none for the public routes no limit names. */
    const limitsOf = (request: FastifyRequest): (Limiter | undefined)[] | undefined => {
      const config = request.routeOptions.config;
      if (request.is404) return isProviderPath(request.url) ? [identity] : undefined;
      if (config.limitedAs) return [pages[config.limitedAs]];
      // Public routes without a limit of their own: the SPA's files, the docs, and Meta's
      // webhooks (machineOnly), which stay unlimited: a refused delivery would only come back.
      if (config.public) return undefined;
      return bearer(request) ? api : [api[1]];
    };
    /** Counts the request; answers whether a limit was exceeded and the 429 page sent. */
    const enforce = async (
      request: FastifyRequest,
      reply: FastifyReply,
      limits: (Limiter | undefined)[],
    ): Promise<boolean> => {
      const results = await Promise.all(limits.map((limit) => limit?.(request)));
      const exceeded = results.filter((result) => result?.isExceeded);
      if (exceeded.length === 0) return false;
      const wait = Math.max(1, ...exceeded.map((result) => result?.ttlInSeconds ?? 1));
      reply.header('retry-after', String(wait));
      if (!request.routeOptions.config.limitedAs) {
        throw new HttpError(429, 'tooManyRequests', `Too many requests; try again in ${wait} s.`);
      }
      tooManyPage(request, reply);
      return true;
    };
    // A callback hook: a request without limits (every webhook) goes on without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const limits = limitsOf(request);
      if (!limits) return done();
      enforce(request, reply, limits).then(
        (answered) => answered || done(),
        (error: Error) => done(error),
      );
    });
  },
);

function tooManyPage(request: FastifyRequest, reply: FastifyReply) {
  const language = pickLanguage(request.headers['accept-language']);
  return reply
    .status(429)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><title>Relay</title><p>${escapeHtml(
        text(language, 'server.tooManyRequests'),
      )}</p>`,
    );
}
