import { ValidationError, type AnySchema } from 'yup';
import { decodeIssue, type ValidationIssue } from '../../../src/common/validation';

/** The issue a schema reports for a value (the first one, as formik shows it), or null. */
export function issueOf(schema: AnySchema, value: unknown): ValidationIssue | null {
  try {
    schema.validateSync(value, { abortEarly: false });
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return decodeIssue((error.inner[0] ?? error).message);
  }
}
