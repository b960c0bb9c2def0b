export { TextField, type TextFieldProps } from './TextField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { DateField, type DateFieldProps } from './DateField';
export { FormError, FormSuccess } from './FormMessage';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { FieldShell, type FieldShellProps } from './FieldShell';
export {
  ServerFieldErrors,
  useServerFieldErrors,
  serverErrorOf,
  withoutServerError,
  type ServerErrorsStatus,
} from './serverErrors';
export { formatValidationMessage, useValidationMessage } from './useValidationMessage';
export { formMessages, validationMessages } from './messages';
export { ErrorSummary } from './ErrorSummary';
export { LiveResult, type LiveResultProps } from './LiveResult';
