import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { decodeIssue } from '../../../common/validation';
import { validationMessages } from './messages';

type ReasonWithText = Exclude<keyof typeof validationMessages, 'pasteTooLong'>;

function hasText(reason: string): reason is ReasonWithText {
  return (
    reason !== 'pasteTooLong' && Object.prototype.hasOwnProperty.call(validationMessages, reason)
  );
}

/**
 * The text of a validation failure: the encoded issue formik holds (`tooLong?max=2000`) or a
 * reason key with its parameters from a server answer. Unknown reasons read "invalid".
 */
export function formatValidationMessage(
  intl: IntlShape,
  issue: string | { reason: string; params?: Record<string, number | string> },
): string {
  const { reason, params } = typeof issue === 'string' ? decodeIssue(issue) : issue;
  const { id, defaultMessage } = validationMessages[hasText(reason) ? reason : 'invalid'];
  // The reason is only known at run time, so the descriptor is used untyped.
  const descriptor: MessageDescriptor = { id, defaultMessage };
  return intl.formatMessage(descriptor, params);
}

/** `const message = useValidationMessage(); message(meta.error)` gives the text or undefined. */
export function useValidationMessage(): (error: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error: string | undefined) => (error ? formatValidationMessage(intl, error) : undefined),
    [intl],
  );
}
