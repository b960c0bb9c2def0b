import { statusOf } from '../api/errors';
import { SignInRequiredError } from './userManager';

function oauthErrorOf(error: unknown): string | undefined {
  if (error && typeof error === 'object') {
    // oidc-client-ts's ErrorResponse carries `error`; our ApiRequestError carries `errorKey`.
    const { error: code, errorKey } = error as { error?: unknown; errorKey?: unknown };
    if (typeof code === 'string') return code;
    if (typeof errorKey === 'string') return errorKey;
  }
  return undefined;
}

/**
 * Spec section 8: a token refresh (or the rights call) answered 401, or 400 with invalid_grant,
 * sends the user back to sign-in. oidc-client-ts reports a token endpoint's OAuth error as an
 * ErrorResponse whose `error` is the code (a reused or expired refresh token: invalid_grant; a
 * 401 from the token endpoint: invalid_client) and other HTTP failures as an Error whose message
 * holds "(401)".
 */
export function requiresSignIn(error: unknown): boolean {
  if (error instanceof SignInRequiredError) return true;
  const status = statusOf(error);
  if (status === 401) return true;
  const code = oauthErrorOf(error);
  if (code === 'invalid_grant' || code === 'invalid_client' || code === 'login_required') {
    return true;
  }
  return error instanceof Error && /\(401\)/.test(error.message);
}
