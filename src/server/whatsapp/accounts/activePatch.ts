import { accountErrorKeys } from '../../../common/whatsappAccounts';
import { HttpError } from '../../http/httpError';

/**
 * The one patch the accounts calls accept: replace `/active` with a boolean. Any other operation,
 * path or value answers 400 invalidPatch; several replaces of `/active` count as the last one.
 */
export function activeOf(body: unknown): boolean {
  const invalid = (message: string) => new HttpError(400, accountErrorKeys.invalidPatch, message);
  if (!Array.isArray(body) || body.length === 0) {
    throw invalid('Send a list of patch operations.');
  }
  let active: boolean | undefined;
  for (const [index, operation] of body.entries()) {
    const { op, path, value } = (operation ?? {}) as Record<string, unknown>;
    if (op !== 'replace' || path !== '/active' || typeof value !== 'boolean') {
      throw new HttpError(
        400,
        accountErrorKeys.invalidPatch,
        'Only {"op":"replace","path":"/active","value":true|false} is allowed.',
        [{ field: String(index), reason: 'unsupported' }],
      );
    }
    active = value;
  }
  return active!;
}
