/**
 * Who may use the emulator. Its Graph API answers business tokens only, checked before a body is
 * read, so an anonymous upload never reaches memory. Its control API (and the signup popup's
 * Finish) answers only callers that prove they may: the control key made at start (printed by
 * `npm start` and `npm run emulator`) or whatever the composing app adds (a signed-in Relay
 * administrator). Without this anyone reaching the port could read every message sent, write
 * consent proof or redirect the signed webhooks.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CloudApiEmulator } from './emulator';
import { graphError } from './graphErrors';

export interface EmulatorAccess {
  /** Whether the caller may steer the emulator (`/_emulator/...`). */
  control(request: FastifyRequest): Promise<boolean>;
  /**
   * Whether the caller may finish the signup popup: for a new WABA (`wabaId` undefined) or by
   * adding a number to (and getting a code for) the existing `wabaId`.
   */
  signup(request: FastifyRequest, wabaId: string | undefined): Promise<boolean>;
}

export const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The control key alone: `Authorization: Bearer <key>` opens everything. */
export function keyAccess(controlKey: string, more?: Partial<EmulatorAccess>): EmulatorAccess {
  const hasKey = (request: FastifyRequest) => sameSecret(bearerOf(request), controlKey);
  return {
    control: async (request) => hasKey(request) || ((await more?.control?.(request)) ?? false),
    signup: async (request, wabaId) =>
      hasKey(request) || ((await more?.signup?.(request, wabaId)) ?? false),
  };
}

/**
 * The onRequest hook of the Graph routes: a request without a token the emulator issued, in the
 * Authorization header or the `access_token` query parameter Graph takes as well, is refused
 * before its body is read (Meta answers OAuthException 190 likewise). The code exchange needs
 * none: it proves itself by the app secret; `debug_token` checks its caller itself, as it also
 * takes the app token.
 */
export function requireBusinessToken(emulator: CloudApiEmulator) {
  return async (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    if (route === undefined || route.endsWith('/oauth/access_token')) return;
    if (route.endsWith('/debug_token')) return;
    const query = request.query as Record<string, unknown> | undefined;
    const accessToken = typeof query?.access_token === 'string' ? query.access_token : undefined;
    emulator.authorize(request.headers.authorization, accessToken);
  };
}

/** The onRequest hook of the control routes; `open` names what anyone may load (the popup). */
export function requireControl(access: EmulatorAccess, open: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest) => {
    if (open(request)) return;
    if (!(await access.control(request))) {
      throw graphError(190, 'The emulator control API needs its control key (see npm start).');
    }
  };
}
