/**
 * Ending a person's access tokens at sign-out (the provider's end_session) and ExternalLogoff:
 * JWT access tokens are checked without asking anyone, so each request's access check (one query
 * it makes anyway, see loadAccess) also compares the token's issue time with the person's last
 * sign-out. No cache: a sign-out holds at once, in every server process.
 */
import type { Queryable } from '../db/database';
import type { Access } from './users';

export async function endAccessTokens(db: Queryable, sub: string): Promise<void> {
  await db.query('update users set tokens_valid_after = now() where sub = $1', [sub]);
}

/**
 * Whether a token issued at `issuedAtMs` predates the last sign-out. Our tokens carry `iat_ms`:
 * `iat` counts whole seconds, which would either refuse a sign-in right after a sign-out or
 * keep a token of the sign-out's own second alive.
 */
export function issuedBeforeSignOut(access: Access, issuedAtMs: number): boolean {
  return access.tokensValidAfter !== null && issuedAtMs <= access.tokensValidAfter.getTime();
}
