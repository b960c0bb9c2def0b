/**
 * Applies a yup schema of src/common (the rules the SPA's forms apply) to a request body.
 * A pure helper: a route answers 400 with `result.error` when `result.ok` is false.
 *
 *   const result = validateBody(feedbackSchema, request.body);
 *   if (!result.ok) return reply.code(400).send(result.error);
 *   const feedback = result.value; // typed, cast, unknown keys removed
 */
import { ValidationError, type AnySchema, type InferType } from 'yup';
import type { ApiError } from '../../common/identity';
import { toApiErrorDetails, validationApiError } from '../../common/validation';

export type ValidateBodyResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * Validates and casts `body`. Every field is checked (not only up to the first failure) and each
 * failing field is reported once, as `{ field, reason, params? }`. A missing body (`undefined`,
 * `null`) is checked as `{}`, so required fields report `required`. Keys the schema does not know
 * are dropped from the value. Only synchronous rules are supported (all of src/common's are).
 */
export function validateBody<S extends AnySchema>(
  schema: S,
  body: unknown,
): ValidateBodyResult<InferType<S>> {
  try {
    const value = schema.validateSync(body ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, error: validationApiError(toApiErrorDetails(error)) };
  }
}
