/**
 * Business tokens are stored encrypted (AES-256-GCM). The key comes from WHATSAPP_TOKEN_KEY or,
 * when that is unset, is made once and kept in the `server_secrets` table: every server process
 * of one installation (PGlite or a shared PostgreSQL) then reads the same key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { keptSecret } from '../db/keptSecret';

const version = 'v1';

export interface TokenCipher {
  encrypt(token: string): string;
  decrypt(sealed: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes');
  return {
    encrypt(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv, tag, data].map((part) => b64(part)).join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, data] = sealed.split('.');
      if (v !== version || !iv || !tag || data === undefined) {
        throw new Error('Not a sealed token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

const b64 = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');

/** The configured key, or the installation's generated one (see keptSecret). */
export async function loadTokenKey(db: Database, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return configured;
  const { key } = await keptSecret(db, 'whatsapp_token_key', () => ({
    key: randomBytes(32).toString('base64'),
  }));
  return Buffer.from(key, 'base64');
}
