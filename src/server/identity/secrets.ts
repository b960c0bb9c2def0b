import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';
import { keptSecret } from '../db/keptSecret';

export interface ServerSecrets {
  /** RS256 private key (JWK) that signs ID and access tokens. */
  signingKey: JWK;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * Made once, on the first start, and kept in the database: every server process of one
 * installation signs and verifies with the same keys, and a restart keeps sessions valid.
 */
export function loadServerSecrets(db: Database): Promise<ServerSecrets> {
  return keptSecret(db, 'oidc', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = {
      ...(await exportJWK(privateKey)),
      kid: randomUUID(),
      alg: 'RS256',
      use: 'sig',
    };
    return { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
  });
}

/** The public half of a signing key, for verifying tokens. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
