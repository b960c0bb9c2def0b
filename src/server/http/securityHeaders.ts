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
import helmet from 'helmet';

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
  // Made once: @fastify/helmet made helmet's middleware, parsing the policy, for every request.
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: strictDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // The signup popup (Facebook's, or the emulator's) talks to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (error?: unknown) =>
      done(error === undefined ? undefined : (error as Error)),
    ),
  );
});
