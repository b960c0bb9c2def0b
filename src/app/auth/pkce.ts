import { SigninState } from 'oidc-client-ts';

/** Spec sections 2 and 9: the PKCE code verifier has 128 characters (RFC 7636 allows 43–128). */
export const CODE_VERIFIER_LENGTH = 128;

/**
 * 96 random bytes in base64url: exactly 128 characters from RFC 7636's unreserved set
 * (`A-Z a-z 0-9 - _`), 768 bits of entropy.
 */
export function generateCodeVerifier(): string {
  const bytes = new Uint8Array((CODE_VERIFIER_LENGTH / 4) * 3);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

let installed = false;

/**
 * oidc-client-ts 3.5 has no setting for the verifier's length: `SigninRequest.create` asks
 * `SigninState.create({code_verifier: true, …})`, which makes three UUIDs without dashes
 * (96 characters). `SigninState` is exported and `create` is looked up on it at every sign-in, so
 * we wrap that one static method: when it is asked to generate a verifier, we hand it our
 * 128-character one instead; an explicit verifier or `false` (PKCE off) passes unchanged. The
 * challenge (S256 of the verifier) is still computed by the library. Idempotent.
 */
export function installLongCodeVerifier(): void {
  if (installed) return;
  installed = true;
  const original = SigninState.create.bind(SigninState);
  SigninState.create = (args) =>
    original({
      ...args,
      code_verifier: args.code_verifier === true ? generateCodeVerifier() : args.code_verifier,
    });
}
