import { createTokenCipher, loadTokenKey } from '../../../src/server/cloudapi/tokenCipher';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('seals a business token with AES-256-GCM and opens it again', () => {
  const cipher = createTokenCipher(Buffer.alloc(32, 7));
  const sealed = cipher.encrypt('EAAGsecret-business-token');
  expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sealed).not.toContain('secret');
  expect(cipher.encrypt('EAAGsecret-business-token')).not.toBe(sealed); // a fresh IV each time
  expect(cipher.decrypt(sealed)).toBe('EAAGsecret-business-token');
});

it('refuses a tampered token or another key', () => {
  const cipher = createTokenCipher(Buffer.alloc(32, 7));
  const sealed = cipher.encrypt('EAAGtoken');
  const parts = sealed.split('.');
  const flipped = Buffer.from(parts[3], 'base64url');
  flipped[0] ^= 1;
  parts[3] = flipped.toString('base64url');
  expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  expect(() => createTokenCipher(Buffer.alloc(32, 8)).decrypt(sealed)).toThrow();
  expect(() => cipher.decrypt('plain-token')).toThrow('Not a sealed token');
});

it('generates the key once and keeps it in the database; a configured key wins', async () => {
  const first = await loadTokenKey(database.db, undefined);
  const second = await loadTokenKey(database.db, undefined);
  expect(first).toHaveLength(32);
  expect(second.equals(first)).toBe(true);
  const configured = Buffer.alloc(32, 1);
  expect((await loadTokenKey(database.db, configured)).equals(configured)).toBe(true);
});
