import { useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldShell } from './FieldShell';
import { formMessages, validationMessages } from './messages';
import { Counter, ErrorText, Input, TextArea } from './styles';
import { describedBy, useFormField } from './useFormField';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps {
  /** The formik field path. */
  name: string;
  label: ReactNode;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  /**
   * Most characters allowed (take it from the schema's limit). Typing stops there, and a paste
   * that would go beyond it is refused whole, with a notice, leaving the text as it was.
   */
  maxLength?: number;
  /** Shows "n von max Zeichen" below the field (needs maxLength). */
  showCounter?: boolean;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
}

/** Text as the control will hold it after a paste: textareas keep `\n` only, inputs drop breaks. */
function pastedText(event: ClipboardEvent<Control>, multiline: boolean): string {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  return multiline ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n]/g, '');
}

/** The length the control's value would have if the paste replaced the current selection. */
function lengthAfterPaste(control: Control, pasted: string): number {
  const { value } = control;
  let start: number | null = null;
  let end: number | null = null;
  try {
    ({ selectionStart: start, selectionEnd: end } = control);
  } catch {
    // Inputs of type email have no selection API; count the paste as added.
  }
  const selected = start !== null && end !== null ? end - start : 0;
  return value.length - selected + pasted.length;
}

/** A labelled text input or textarea bound to formik, with its translated error below it. */
export function TextField({
  name,
  label,
  multiline = false,
  rows = 5,
  type = 'text',
  maxLength,
  showCounter = false,
  hint,
  required = false,
  id,
  ...rest
}: TextFieldProps) {
  const intl = useIntl();
  const field = useFormField(name, id);
  const [pasteRefused, setPasteRefused] = useState(false);
  const pasteId = `${field.controlId}-paste`;
  const counterId = `${field.controlId}-counter`;
  const value = String(field.value);
  const counterShown = showCounter && maxLength !== undefined;

  const onPaste = (event: ClipboardEvent<Control>) => {
    if (maxLength === undefined) return;
    const refused = lengthAfterPaste(event.currentTarget, pastedText(event, multiline)) > maxLength;
    if (refused) event.preventDefault();
    setPasteRefused(refused);
  };
  const onChange = (event: ChangeEvent<Control>) => {
    setPasteRefused(false);
    field.onChange(event);
  };

  const controlProps = {
    id: field.controlId,
    name: field.name,
    value,
    onChange,
    onBlur: field.onBlur,
    onPaste,
    maxLength,
    $invalid: Boolean(field.errorText),
    'aria-invalid': Boolean(field.errorText),
    'aria-required': required || undefined,
    'aria-describedby': describedBy(
      Boolean(hint) && field.hintId,
      field.errorText && field.errorId,
      pasteRefused && pasteId,
      counterShown && counterId,
    ),
    ...rest,
  };

  return (
    <FieldShell
      {...field.shell}
      label={label}
      required={required}
      hint={hint}
      after={
        <>
          {pasteRefused && (
            <ErrorText id={pasteId} role="alert">
              {intl.formatMessage(validationMessages.pasteTooLong, { max: maxLength ?? 0 })}
            </ErrorText>
          )}
          {counterShown && (
            <Counter id={counterId}>
              {intl.formatMessage(formMessages.characterCount, {
                count: value.length,
                max: maxLength ?? 0,
              })}
            </Counter>
          )}
        </>
      }
    >
      {multiline ? (
        <TextArea rows={rows} {...controlProps} />
      ) : (
        <Input type={type} {...controlProps} />
      )}
    </FieldShell>
  );
}
