/**
 * Routes that only another service's servers call, never a browser: Meta's webhooks, thousands
 * a second. The app-wide hooks look at this mark and skip what only browsers or signed-in
 * callers need (each hook says why where it reads it); rate limits, metrics, the route's own
 * checks and the logging of errors stay.
 */
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Called by servers only (Meta's webhooks): public, and no browser reads the answers. */
    machineOnly?: boolean;
  }
}

export const isMachineOnly = (request: FastifyRequest): boolean =>
  request.routeOptions.config.machineOnly === true;
