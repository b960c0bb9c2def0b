import type { IntlShape } from 'react-intl';
import { errorMessages } from './messages';

/** An error key of the conversation calls, or a failed answer's reason, in words (unknown: the general text). */
export function errorText(intl: IntlShape, key: string | null): string {
  const known = key !== null && Object.prototype.hasOwnProperty.call(errorMessages, key);
  return intl.formatMessage(
    known ? errorMessages[key as keyof typeof errorMessages] : errorMessages.unknownError,
  );
}
