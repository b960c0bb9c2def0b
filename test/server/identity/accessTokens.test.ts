/**
 * The access token check remembers a token that passed until it expires (issue 24): the same
 * token answers without a second signature check, and still not after its expiry; a token that
 * failed is never remembered.
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import {
  createAccessTokenVerifier,
  type AccessTokenVerifier,
} from '../../../src/server/identity/accessTokens';

const issuer = 'https://relay.example';
const audience = 'https://relay.example/api';
let privateKey: CryptoKey;
let verify: AccessTokenVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  verify = createAccessTokenVerifier(issuer, audience, [
    { ...(await exportJWK(pair.publicKey)), alg: 'RS256', use: 'sig' },
  ]);
});
afterEach(() => jest.useRealTimers());

const sign = (expiresAt: number, accountId = 1) =>
  new SignJWT({ accountId, iat_ms: (expiresAt - 600) * 1000 })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
    .setSubject('someone')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(expiresAt - 600)
    .setExpirationTime(expiresAt)
    .sign(privateKey);

it('answers a token again from what it remembered, until the token expires', async () => {
  const now = Math.floor(Date.now() / 1000);
  const token = await sign(now + 60);
  const claims = { sub: 'someone', accountId: 1, issuedAtMs: (now - 540) * 1000 };
  expect(await verify(token)).toEqual(claims);
  expect(await verify(token)).toEqual(claims);
  jest.useFakeTimers({ now: (now + 61) * 1000, doNotFake: ['nextTick', 'setImmediate'] });
  await expect(verify(token)).rejects.toThrow();
});

it('never remembers a token that failed', async () => {
  const now = Math.floor(Date.now() / 1000);
  const token = await sign(now + 60);
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, accountId: 2 })).toString('base64url');
  await expect(verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
  await expect(verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
  const noAccount = await sign(now + 60, 0);
  await expect(verify(noAccount)).rejects.toThrow('names no user or account');
  await expect(verify(noAccount)).rejects.toThrow('names no user or account');
});
