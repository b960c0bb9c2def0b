import type { DoiValidation } from '../../../common/doubleOptIn';
import { HttpError } from '../../http/httpError';

/** The user actions of the double opt-in editor. */
export const doiActionGroup = 'WhatsAppDoubleOptIn';

/**
 * A version that breaks a rule is refused with 400: the errorKey of the first broken rule (spec
 * section 8) and one detail per field, so the editor marks each.
 */
export function refuseInvalid(validation: DoiValidation): void {
  if (validation.valid) return;
  throw new HttpError(
    400,
    validation.errors[0].errorKey,
    'The double opt-in process breaks a rule.',
    validation.errors.map(({ field, reason, params }) => ({
      field,
      reason,
      ...(params && { params }),
    })),
  );
}
