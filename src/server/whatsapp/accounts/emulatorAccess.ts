/**
 * Who may use the bundled emulator when it runs in-process (no WHATSAPP_GRAPH_URL): the control
 * key made at start, a signed-in administrator of Relay (right `UserManagement.Edit`) for the
 * control API, and for the signup popup's Finish a person who may link WABAs (a new one:
 * `WhatsAppAccounts.Add`) or add a number to a WABA their current account has linked
 * (`WhatsAppAccounts.AddPhone`): the popup then issues a code for that WABA only.
 */
import type { FastifyRequest } from 'fastify';
import { hasEveryRight, type Right } from '../../../common/rights';
import { bearerOf, keyAccess, type EmulatorAccess } from '../../../emulator/access';
import type { Database } from '../../db/database';
import type { AccessTokenVerifier } from '../../identity/accessTokens';
import { issuedBeforeSignOut } from '../../identity/signOut';
import { loadAccess, type Access } from '../../identity/users';

export const emulatorAdminRight: Right = 'UserManagement.Edit';

export function relayEmulatorAccess(
  db: Database,
  verify: AccessTokenVerifier,
  controlKey: string,
): EmulatorAccess {
  const signedIn = async (request: FastifyRequest): Promise<Access | null> => {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      const claims = await verify(token);
      const access = await loadAccess(db, claims.sub, claims.accountId);
      return access && !issuedBeforeSignOut(access, claims.issuedAtMs) ? access : null;
    } catch {
      return null;
    }
  };
  return keyAccess(controlKey, {
    control: async (request) => {
      const access = await signedIn(request);
      return access !== null && hasEveryRight(access.rights, [emulatorAdminRight]);
    },
    signup: async (request, wabaId) => {
      const access = await signedIn(request);
      if (!access) return false;
      if (wabaId === undefined) return hasEveryRight(access.rights, ['WhatsAppAccounts.Add']);
      if (!hasEveryRight(access.rights, ['WhatsAppAccounts.AddPhone'])) return false;
      const [linked] = await db.query(
        'select 1 from whatsapp_accounts where account_id = $1 and waba_id = $2',
        [access.accountId, wabaId],
      );
      return linked !== undefined;
    },
  });
}
