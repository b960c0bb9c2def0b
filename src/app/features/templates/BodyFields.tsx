import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  alignPlaceholders,
  minimumWords,
  placeholdersOf,
  textComponentPlaceholder,
  templateLimits,
  wordCount,
  type TemplateContent,
} from '../../../common/templates';
import { fieldName } from '../../components/fieldNames/fieldName';
import { TextField } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { useAppSelector } from '../../store/hooks';
import { editorMessages as messages, editorValueMessages } from './messages';
import { selectPlaceholders } from './selectors';
import { Inline } from './styles';

const bodyPath = 'components.body';

/** Keeps one fallback per placeholder the text uses, in its order (unused ones go). */
function PlaceholderSync() {
  const { values, setFieldValue } = useFormikContext<TemplateContent>();
  const { text, placeholderDefaultValues } = values.components.body;
  useEffect(() => {
    const aligned = alignPlaceholders(text, placeholderDefaultValues);
    if (JSON.stringify(aligned) !== JSON.stringify(placeholderDefaultValues)) {
      void setFieldValue(`${bodyPath}.placeholderDefaultValues`, aligned, false);
    }
  }, [text, placeholderDefaultValues, setFieldValue]);
  return null;
}

/** The placeholder chooser: the account's subscriber fields, inserted as {{name}} at the end. */
function PlaceholderChooser({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const { fields, textComponents } = useAppSelector(selectPlaceholders);
  const { values, setFieldValue } = useFormikContext<TemplateContent>();
  const [choice, setChoice] = useState('');
  const insert = () => {
    if (!choice) return;
    const text = values.components.body.text;
    void setFieldValue(
      `${bodyPath}.text`,
      `${text}${text && !text.endsWith(' ') ? ' ' : ''}{{${choice}}}`,
    );
    setChoice('');
  };
  return (
    <Inline>
      <label>
        <FormattedMessage {...messages.placeholder} />{' '}
        <select
          value={choice}
          disabled={disabled}
          data-testid="template-placeholder-choice"
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{intl.formatMessage(messages.placeholderChoose)}</option>
          <optgroup label={intl.formatMessage(messages.placeholderFields)}>
            {fields.map((field) => (
              <option key={field.name} value={field.name}>
                {fieldName(intl, field.name, fields)}
              </option>
            ))}
          </optgroup>
          {textComponents.some((t) => !t.multiLine) && (
            <optgroup label={intl.formatMessage(messages.placeholderTextComponents)}>
              {textComponents
                .filter((t) => !t.multiLine)
                .map((t) => (
                  <option key={t.id} value={textComponentPlaceholder(t.friendlyName)}>
                    {t.friendlyName}
                  </option>
                ))}
            </optgroup>
          )}
        </select>
      </label>
      <Button
        type="button"
        $variant="secondary"
        disabled={disabled || !choice}
        onClick={insert}
        data-testid="template-placeholder-insert"
      >
        {/* The sign decorates; the word names the button (issue 23: it was named "+"). */}
        <span aria-hidden="true">+ </span>
        {intl.formatMessage(messages.placeholderInsert)}
      </Button>
    </Inline>
  );
}

/** The body with its placeholder fallbacks, and the footer. */
export function BodyFields({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const { values } = useFormikContext<TemplateContent>();
  const { text, placeholderDefaultValues } = values.components.body;
  const placeholders = placeholdersOf(text).length;
  const { fields } = useAppSelector(selectPlaceholders);
  const labelOf = (name: string) => {
    const words = fieldName(intl, name, fields);
    return words === name ? `{{${name}}}` : `{{${name}}} (${words})`;
  };
  return (
    <>
      <PlaceholderSync />
      <TextField
        name={`${bodyPath}.text`}
        multiline
        rows={6}
        required
        label={intl.formatMessage(messages.body)}
        maxLength={templateLimits.body}
        showCounter
        disabled={disabled}
        hint={intl.formatMessage(editorValueMessages.bodyHint, {
          placeholders,
          words: wordCount(text),
          minimum: minimumWords(placeholders),
        })}
      />
      <PlaceholderChooser disabled={disabled} />
      {placeholderDefaultValues.map((entry, index) => (
        <TextField
          key={entry.placeholder}
          name={`${bodyPath}.placeholderDefaultValues[${index}].defaultValue`}
          required
          label={intl.formatMessage(editorValueMessages.fallback, {
            placeholder: labelOf(entry.placeholder),
          })}
          maxLength={templateLimits.text}
          disabled={disabled}
        />
      ))}
      <TextField
        name="components.footer.text"
        label={intl.formatMessage(messages.footer)}
        maxLength={templateLimits.footer}
        showCounter
        disabled={disabled}
      />
    </>
  );
}
