/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy, no framing
 * (frame-ancestors 'none' and X-Frame-Options DENY), nosniff, a Referrer-Policy that keeps our
 * addresses (tracking tokens, ids) to ourselves, and HSTS when the public address is https.
 * Helmet writes to the raw response before any handler, so the answers the identity provider
 * writes itself (hijacked) carry them too: register this plugin first.
 *
 * Scripts: only our own files, plus the inline scripts named by hash (the SPA's settings, which
 * are fixed per process). Styles may be inline: styled-components injects style elements.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { isMachineOnly } from './machineRoutes';

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** Inline scripts allowed everywhere, by their exact text (hashed here). */
  inlineScripts: string[];
  /** Further sources for scripts, frames and connections (Facebook's SDK for the signup). */
  external: { script: string[]; frame: string[]; connect: string[] };
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export type CspDirectives = Record<string, string[]>;

export function strictDirectives(options: SecurityHeaderOptions): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScripts.map(scriptHash), ...options.external.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.external.connect],
    'frame-src': ["'self'", ...options.external.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const { set, removed } = headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: strictDirectives(options) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      // The signup popup (Facebook's, or the emulator's) talks to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    // They tell browsers what a page may do; Meta's servers, which alone call a machine-only
    // route (its webhooks), read the status only: a dozen headers per webhook saved.
    if (isMachineOnly(request)) return done();
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
});

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers helmet sets and removes, found once by running it on a response that records
 * them: with static directives (no nonces) they are the same for every request, and setting them
 * costs less than running helmet's dozen middlewares on every request (webhooks come by the
 * thousand a second).
 */
function headersOf(apply: HelmetMiddleware): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failure: unknown;
  let finished = false;
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    finished = true;
  });
  // Helmet's middlewares are synchronous; one that is not would have left this incomplete.
  if (!finished || failure !== undefined) {
    throw new Error(`The security headers could not be prepared: ${String(failure)}`);
  }
  return { set, removed };
}
