import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasEveryRight, type Right } from '../../common/rights';
import type { Database } from '../db/database';
import { forbidden, HttpError, unauthorized } from '../http/httpError';
import type { AccessTokenVerifier } from '../identity/accessTokens';
import { issuedBeforeSignOut } from '../identity/signOut';
import { loadAccess, type Access } from '../identity/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without a signed-in user (the SPA's files, the sign-in pages, the docs). */
    public?: boolean;
    /** Rights the caller must all hold in the current account (spec section 6). */
    rights?: Right[];
  }
  interface FastifyRequest {
    /** Who calls and for which account; set on every route that is not public. */
    access: Access | null;
  }
}

/** The caller of a route that is not public: the auth hook has set it before the handler runs. */
export function requireAccess(request: FastifyRequest): Access {
  if (!request.access) throw unauthorized();
  return request.access;
}

/**
 * Every route needs a valid bearer token unless it says `config.public`; the token's account
 * scopes the request, and `config.rights` are checked against the caller's rights in that
 * account. One hook for all routes, so no route can forget it.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; verify: AccessTokenVerifier }) => {
    app.decorateRequest('access', null);
    const check = async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized('A bearer token is required.');
      let claims;
      try {
        claims = await options.verify(token);
      } catch {
        throw unauthorized('The access token is invalid or expired.');
      }
      const access = await loadAccess(options.db, claims.sub, claims.accountId);
      if (access && issuedBeforeSignOut(access, claims.issuedAtMs)) {
        throw unauthorized('The access token was ended by signing out.');
      }
      if (!access) {
        throw new HttpError(403, 'accountNotAllowed', 'This account is locked or not yours.');
      }
      request.access = access;
      if (config.rights && !hasEveryRight(access.rights, config.rights)) {
        throw forbidden(
          `Missing right: ${config.rights.filter((r) => !access.rights.includes(r)).join(', ')}`,
        );
      }
    };
    // A callback hook: public routes (every webhook, the SPA's files) go on without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.is404 || request.routeOptions.config.public) return done();
      check(request).then(
        () => done(),
        (error: Error) => done(error),
      );
    });
  },
);
