import { useId, type ChangeEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { serverErrorOf, withoutServerError } from './serverErrors';
import { useValidationMessage } from './useValidationMessage';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * What every field component needs from formik: the value (never undefined, so the control stays
 * controlled), the translated error to show (formik's once the field was touched, else the
 * server's), ids for label and descriptions, and a change handler that also drops the server error.
 */
export function useFormField(name: string, id?: string) {
  const [field, meta] = useField<string | number | undefined | null>(name);
  const { status, setStatus } = useFormikContext();
  const generatedId = useId();
  const message = useValidationMessage();
  const controlId = id ?? `${generatedId}-${name}`;
  const serverError = serverErrorOf(status, name);
  const clientError = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const errorText = message(clientError ?? serverError);

  const onChange = (event: ChangeEvent<Control>) => {
    field.onChange(event);
    if (serverError !== undefined) setStatus(withoutServerError(status, name));
  };

  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return {
    controlId,
    errorId,
    hintId,
    errorText,
    /** What FieldShell needs to tie label, hint and error to the control. */
    shell: { controlId, hintId, errorText, errorId },
    value: field.value ?? '',
    name: field.name,
    onBlur: field.onBlur,
    onChange,
  };
}

/** Joins the ids of the descriptions that are shown into an `aria-describedby` value. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length > 0 ? shown.join(' ') : undefined;
}
