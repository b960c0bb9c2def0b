/** Between yup's ValidationError, the server's ApiError details and formik's field errors. */
import { ValidationError } from 'yup';
import type { ApiError } from '../identity';
import { decodeIssue, encodeIssue } from './issue';

export type ApiErrorDetail = NonNullable<ApiError['details']>[number];

/** The errorKey of a 400 answer whose details name the fields and reasons. */
export const validationErrorKey = 'validation';

/**
 * The failures of a ValidationError as ApiError details, one per field (the first rule that failed,
 * as formik shows it), in the order of the schema. `field` is yup's path (`description`,
 * `buttons[1].phone`); a failure of the whole value has the field `''`. Submitted values are never
 * copied into the details.
 */
export function toApiErrorDetails(error: ValidationError): ApiErrorDetail[] {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const details: ApiErrorDetail[] = [];
  const seen = new Set<string>();
  for (const failure of failures) {
    const field = failure.path ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    const { reason, params } = decodeIssue(failure.message);
    details.push(params ? { field, reason, params } : { field, reason });
  }
  return details;
}

/** The ApiError a route answers with status 400 when the body breaks the rules. */
export function validationApiError(details: ApiErrorDetail[]): ApiError {
  return { errorKey: validationErrorKey, message: 'The request is invalid.', details };
}

/**
 * Server details as formik errors (field path to encoded issue), for `setErrors` or for the
 * server errors the form components show (see src/app/components/form). The first detail of a
 * field wins.
 */
export function detailsToFieldErrors(details: readonly ApiErrorDetail[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, reason, params } of details) {
    if (!(field in errors)) errors[field] = encodeIssue(reason, params);
  }
  return errors;
}
