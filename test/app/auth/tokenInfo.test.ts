import { decodeJwtClaims, tokenInfoOf } from '../../../src/app/auth/tokenInfo';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'at+jwt' })}.${part(claims)}.signature`;
}

describe('tokenInfoOf', () => {
  it('takes the account from the access token and the expiry 60 s early', () => {
    const info = tokenInfoOf({
      access_token: jwt({ sub: 'user-anna', accountId: 7, name: 'Jürgen' }),
      expires_at: 2_000_000,
      profile: { sub: 'user-anna' },
    });
    expect(info).toEqual({ sub: 'user-anna', accountId: 7, expiresAt: 2_000_000_000 - 60_000 });
  });

  it('falls back to the ID token claim, and to null', () => {
    expect(
      tokenInfoOf({ access_token: 'opaque', expires_at: 10, profile: { sub: 's', accountId: '3' } })
        .accountId,
    ).toBe(3);
    expect(tokenInfoOf({ access_token: 'opaque', profile: { sub: 's' } }, 5_000)).toEqual({
      sub: 's',
      accountId: null,
      expiresAt: 5_000 - 60_000,
    });
  });

  it('decodes UTF-8 claims and refuses garbage', () => {
    expect(decodeJwtClaims(jwt({ name: 'Jürgen' }))).toEqual({ name: 'Jürgen' });
    expect(decodeJwtClaims('not-a-jwt')).toBeNull();
    expect(decodeJwtClaims('a.%%%.c')).toBeNull();
  });
});
