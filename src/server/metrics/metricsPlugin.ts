/**
 * Times every answer by its route pattern (`/WhatsAppApi/newsletter/{id}`, never the URL with
 * its ids: one series per route, not per newsletter) and serves the registry at `GET /metrics`.
 * `/metrics` is off (404) unless METRICS_TOKEN is set; then it wants that token as a bearer, so
 * a default install exposes nothing and a load balancer's public port can carry it safely.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { notFound, unauthorized } from '../http/httpError';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request came in, for its latency (process.hrtime.bigint). */
    receivedAt: bigint;
  }
}

/** The label of requests no route matched (404s): all of them share one series. */
export const unmatchedRoute = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token?: string }) => {
    app.decorateRequest('receivedAt', BigInt(0));
    // Callback hooks, not async ones: they run on every request (webhooks by the thousand a
    // second), and an async hook costs fastify a promise and a turn of the microtask queue.
    app.addHook('onRequest', (request, _reply, done) => {
      request.receivedAt = process.hrtime.bigint();
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const seconds = Number(process.hrtime.bigint() - request.receivedAt) / 1e9;
      const route = request.is404 ? unmatchedRoute : (request.routeOptions.url ?? unmatchedRoute);
      metrics.observeRequest(route, request.method, reply.statusCode, seconds);
      done();
    });

    // Compared as digests: equal length, constant time, whatever the caller sent.
    const expected = token === undefined ? undefined : digest(token);
    app.get(
      '/metrics',
      {
        config: { public: true },
        schema: {
          summary: 'Prometheus metrics (needs METRICS_TOKEN as a bearer token; off without it)',
        },
      },
      async (request, reply) => {
        if (!expected) throw notFound('Metrics are off (METRICS_TOKEN).');
        const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!timingSafeEqual(digest(given), expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized('The metrics token is missing or wrong.');
        }
        const text = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).send(text);
      },
    );
  },
);
