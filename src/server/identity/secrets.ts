import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';

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
export async function loadServerSecrets(db: Database): Promise<ServerSecrets> {
  const existing = await read(db);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  const secrets: ServerSecrets = {
    signingKey,
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  // Another process may have made them meanwhile: the first one written wins.
  await db.query(
    `insert into server_secrets (name, value) values ('oidc', $1) on conflict (name) do nothing`,
    [JSON.stringify(secrets)],
  );
  return (await read(db))!;
}

async function read(db: Database): Promise<ServerSecrets | undefined> {
  const [row] = await db.query<{ value: ServerSecrets | string }>(
    `select value from server_secrets where name = 'oidc'`,
  );
  if (!row) return undefined;
  return typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
}

/** The public half of a signing key, for verifying tokens. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
