import { UserManager, type INavigator } from 'oidc-client-ts';
import type { SpaConfig } from '../../common/identity';
import { getConfig } from '../config';
import { installLongCodeVerifier } from './pkce';
import { tokenInfoOf, type TokenInfo } from './tokenInfo';

export const LOGIN_CALLBACK_PATH = '/loginCallback';

/**
 * The sign-in is the authorization-code flow with PKCE (S256) against the OIDC provider named by
 * the config. Renewal is the sagas' job (refresh at expiry − 60 s, and on 401), so the library's
 * automatic renew and session monitor are off. Tokens stay in oidc-client-ts's storage
 * (sessionStorage, per tab); the store only ever sees TokenInfo.
 */
export function createUserManager(
  config: SpaConfig = getConfig(),
  origin: string = window.location.origin,
  redirectNavigator?: INavigator,
): UserManager {
  installLongCodeVerifier();
  return new UserManager(
    {
      authority: config.authority,
      client_id: config.clientId,
      scope: config.scope,
      response_type: 'code',
      redirect_uri: `${origin}${LOGIN_CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      loadUserInfo: false,
      automaticSilentRenew: false,
      monitorSession: false,
      includeIdTokenInSilentRenew: false,
    },
    redirectNavigator,
  );
}

let instance: UserManager | null = null;

export function getUserManager(): UserManager {
  instance ??= createUserManager();
  return instance;
}

/** Thrown by refreshTokens when there is nothing to refresh with: the user must sign in again. */
export class SignInRequiredError extends Error {
  constructor(message = 'Sign-in required') {
    super(message);
    this.name = 'SignInRequiredError';
  }
}

/** The stored user's tokens, or null when there is no usable session in this tab. */
export async function loadSignedInUser(): Promise<TokenInfo | null> {
  const user = await getUserManager().getUser();
  if (!user || (user.expired && !user.refresh_token)) return null;
  return tokenInfoOf(user);
}

/**
 * Leaves for the provider's sign-in page (a full-page redirect), asking it to speak the UI
 * language (`ui_locales`, e.g. `de-DE`).
 */
export async function startSignIn(uiLocale?: string): Promise<void> {
  const manager = getUserManager();
  await manager.removeUser();
  await manager.signinRedirect(uiLocale ? { ui_locales: uiLocale } : undefined);
}

/** Completes the sign-in on /loginCallback: code + verifier are exchanged for tokens. */
export async function completeSignIn(): Promise<TokenInfo> {
  const user = await getUserManager().signinRedirectCallback();
  return tokenInfoOf(user);
}

/**
 * Refreshes the tokens with the refresh token (signinSilent uses it when there is one). The full
 * scope is asked for again so a new ID token (naming the current account) comes back; by default
 * oidc-client-ts would send the scope of the last token response.
 */
export async function refreshTokens(): Promise<TokenInfo> {
  const manager = getUserManager();
  const current = await manager.getUser();
  if (!current?.refresh_token) throw new SignInRequiredError('No refresh token');
  const user = await manager.signinSilent({ extraTokenParams: { scope: getConfig().scope } });
  if (!user) throw new SignInRequiredError('Refresh returned no user');
  return tokenInfoOf(user);
}

/** Ends the identity session at the provider (a full-page redirect back to /). */
export async function signOut(): Promise<void> {
  await getUserManager().signoutRedirect();
}

/** The access token for the API layer's beforeRequest hook. */
export async function getAccessToken(): Promise<string | null> {
  const user = await getUserManager().getUser();
  return user?.access_token ?? null;
}
