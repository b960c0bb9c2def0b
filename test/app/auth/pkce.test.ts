import { createHash } from 'node:crypto';
import type { INavigator } from 'oidc-client-ts';
import { CODE_VERIFIER_LENGTH, generateCodeVerifier } from '../../../src/app/auth/pkce';
import { createUserManager } from '../../../src/app/auth/userManager';

const authority = 'https://id.relay.example';
const metadata = {
  issuer: authority,
  authorization_endpoint: `${authority}/connect/authorize`,
  token_endpoint: `${authority}/connect/token`,
  end_session_endpoint: `${authority}/connect/end_session`,
  jwks_uri: `${authority}/jwks`,
};

function base64url(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('the PKCE code verifier (spec sections 2 and 9)', () => {
  it('has 128 characters of the RFC 7636 alphabet and differs each time', () => {
    const verifiers = Array.from({ length: 20 }, generateCodeVerifier);
    for (const verifier of verifiers) {
      expect(verifier).toHaveLength(CODE_VERIFIER_LENGTH);
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    }
    expect(new Set(verifiers).size).toBe(verifiers.length);
  });

  it('is what the authorize URL of the sign-in redirect is built from', async () => {
    const fetchMock = jest.spyOn(window, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify(metadata), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    let authorizeUrl = '';
    const navigator: INavigator = {
      prepare: async () => ({
        navigate: async ({ url }) => {
          authorizeUrl = url;
          return { url };
        },
        close: () => {},
      }),
      callback: async () => {},
    };
    try {
      const manager = createUserManager(
        { authority, clientId: 'relay-spa', scope: 'openid profile email api', devTools: false },
        'https://relay.example',
        navigator,
      );
      await manager.signinRedirect();
    } finally {
      fetchMock.mockRestore();
    }

    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${authority}/connect/authorize`);
    expect(url.searchParams.get('client_id')).toBe('relay-spa');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid profile email api');
    expect(url.searchParams.get('redirect_uri')).toBe('https://relay.example/loginCallback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    // The library keeps the verifier in its state store under the state id.
    const stateId = url.searchParams.get('state')!;
    const stored = JSON.parse(localStorage.getItem(`oidc.${stateId}`)!) as {
      code_verifier: string;
    };
    expect(stored.code_verifier).toHaveLength(128);
    const challenge = base64url(createHash('sha256').update(stored.code_verifier).digest());
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
  });
});
