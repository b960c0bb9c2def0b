import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';

export interface TokenClaims {
  sub: string;
  accountId: number;
  /** When the token was issued, in milliseconds (`iat_ms`, else `iat`, which counts seconds). */
  issuedAtMs: number;
}

export type AccessTokenVerifier = (token: string) => Promise<TokenClaims>;

/** Tokens whose check is remembered (the most recent ones; each is a signature check saved). */
const rememberedTokens = 1000;

/**
 * Checks an access token for our API: signature against the provider's key, issuer, audience,
 * expiry and the `at+jwt` type; it must name an account. A token that passed is remembered until
 * it expires (issue 24: the signature check was a fixed cost of every call): what it says cannot
 * change, and whether its person signed out since is checked on every call (loadAccess).
 */
export function createAccessTokenVerifier(
  issuer: string,
  audience: string,
  publicKeys: JWK[],
): AccessTokenVerifier {
  const keys = createLocalJWKSet({ keys: publicKeys });
  const remembered = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return async (token) => {
    const known = remembered.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.claims;
    remembered.delete(token);
    const { payload } = await jwtVerify(token, keys, { issuer, audience, typ: 'at+jwt' });
    const accountId = Number(payload.accountId);
    if (!payload.sub || !Number.isInteger(accountId) || accountId <= 0) {
      throw new Error('access token names no user or account');
    }
    const issuedAtMs =
      typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    const claims = { sub: payload.sub, accountId, issuedAtMs };
    if (payload.exp !== undefined) {
      // The oldest goes first: a Map keeps its keys in the order they were set.
      if (remembered.size >= rememberedTokens) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  };
}
