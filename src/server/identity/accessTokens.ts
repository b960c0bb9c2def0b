import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';

export interface TokenClaims {
  sub: string;
  accountId: number;
  /** When the token was issued, in milliseconds (`iat_ms`, else `iat`, which counts seconds). */
  issuedAtMs: number;
}

export type AccessTokenVerifier = (token: string) => Promise<TokenClaims>;

/**
 * Checks an access token for our API: signature against the provider's key, issuer, audience,
 * expiry and the `at+jwt` type; it must name an account.
 */
export function createAccessTokenVerifier(
  issuer: string,
  audience: string,
  publicKeys: JWK[],
): AccessTokenVerifier {
  const keys = createLocalJWKSet({ keys: publicKeys });
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { issuer, audience, typ: 'at+jwt' });
    const accountId = Number(payload.accountId);
    if (!payload.sub || !Number.isInteger(accountId) || accountId <= 0) {
      throw new Error('access token names no user or account');
    }
    const issuedAtMs =
      typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    return { sub: payload.sub, accountId, issuedAtMs };
  };
}
