import type { SessionTokenInfo } from '../features/session/slice';

/** What the store may know about the tokens: who, which account, until when. Never the tokens. */
export type TokenInfo = SessionTokenInfo;

/** Spec section 7: "Expiry is taken 60 seconds earlier than given". */
export const EXPIRY_MARGIN_MS = 60_000;

/** The claims of a JWT without verifying it (the server verifies; we only read our own token). */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function numberClaim(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

interface UserLike {
  access_token: string;
  expires_at?: number;
  profile: { sub: string; [claim: string]: unknown };
}

/** TokenInfo of an oidc-client-ts User: the account comes from the access token's `accountId`. */
export function tokenInfoOf(user: UserLike, now: number = Date.now()): TokenInfo {
  const claims = decodeJwtClaims(user.access_token);
  const accountId = numberClaim(claims?.accountId) ?? numberClaim(user.profile.accountId);
  const expiresAtMs = user.expires_at !== undefined ? user.expires_at * 1000 : now;
  return { sub: user.profile.sub, accountId, expiresAt: expiresAtMs - EXPIRY_MARGIN_MS };
}
