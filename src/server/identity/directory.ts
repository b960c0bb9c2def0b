/**
 * The company directory (Keycloak, Entra ID, any OpenID Connect provider) as seen by our sign-in:
 * an OpenID Connect client (openid-client) using the authorization code flow with PKCE.
 *
 * Our own provider still issues the tokens the SPA and the API use, so they keep naming the
 * current account, rotate and end at logoff as before; the directory only tells us who the person
 * is and which groups they belong to.
 */
import * as oidc from 'openid-client';
import type { DirectoryConfig } from '../config';

/** Who the directory says signed in. */
export interface DirectoryIdentity {
  issuer: string;
  subject: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
}

/** What must come back with the directory's answer; kept on the server, never in the browser. */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface DirectoryClient {
  /** Where to send the browser, and what to keep until it returns. */
  start(): Promise<{ url: string; pending: PendingSignIn }>;
  /** Redeems the code of the callback address and reads the person's identity and groups. */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<DirectoryIdentity>;
}

export function createDirectoryClient(
  settings: DirectoryConfig,
  redirectUri: string,
): DirectoryClient {
  let discovered: Promise<oidc.Configuration> | undefined;

  /** Discovery on first use, so the server starts even while the directory is unreachable. */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        // Plain http only for a directory on this machine (tests, local Keycloak).
        settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async start() {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      let claims: Record<string, unknown> = idClaims;
      // Some directories put groups only into userinfo (or leave them out of large ID tokens).
      if (
        readClaim(idClaims, settings.groupsClaim) === undefined &&
        config.serverMetadata().userinfo_endpoint
      ) {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...userInfo, ...idClaims };
      }
      return toIdentity(config.serverMetadata().issuer, claims, settings.groupsClaim);
    },
  };
}

function toIdentity(
  issuer: string,
  claims: Record<string, unknown>,
  groupsClaim: string,
): DirectoryIdentity {
  const string = (name: string) => (typeof claims[name] === 'string' ? claims[name] : '');
  const subject = string('sub');
  const email = string('email');
  return {
    issuer,
    subject,
    username: string('preferred_username') || email || subject,
    email,
    givenName: string('given_name'),
    familyName: string('family_name'),
    groups: groupsOf(readClaim(claims, groupsClaim)),
  };
}

/** A claim by name, or by a dotted path into nested objects (Keycloak's `realm_access.roles`). */
export function readClaim(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A list of group names, or a single name (names may hold spaces). */
export function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.filter((group): group is string => typeof group === 'string' && group !== '');
  }
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}
