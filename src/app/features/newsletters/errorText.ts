import type { IntlShape } from 'react-intl';
import type { ApiErrorDetail } from '../../../common/validation';
import { errorMessages } from './messages';

/** The text of an error key of spec section 8 (unknown keys: the general one). */
export function errorText(intl: IntlShape, key: string | null, details: ApiErrorDetail[] = []) {
  const message =
    errorMessages[(key ?? 'unknownError') as keyof typeof errorMessages] ??
    errorMessages.unknownError;
  return intl.formatMessage(message, {
    checks: details.map((d) => d.reason).join(', '),
  });
}
