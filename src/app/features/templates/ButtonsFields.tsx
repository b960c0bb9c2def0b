import { FieldArray, getIn, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ButtonType,
  templateLimits as limits,
  type TemplateButton,
  type TemplateContent,
} from '../../../common/templates';
import { templateWarnings } from '../../../common/validation/templateSchema';
import { TextField } from '../../components/form';
import { useValidationMessage } from '../../components/form/useValidationMessage';
import { Button } from '../../components/ui/Button';
import { editorMessages as messages } from './messages';
import { ButtonBox, Inline, Warning } from './styles';

const path = 'components.buttons';

const newButton = (buttonType: ButtonType): TemplateButton => ({
  id: 0,
  text: '',
  value: '',
  buttonType,
  order: 0,
  linkType: 0,
  protocolType: null,
  linkValue: null,
});

const kindMessages = {
  [ButtonType.none]: messages.buttonKind1,
  [ButtonType.quickReply]: messages.buttonKind1,
  [ButtonType.phoneNumber]: messages.buttonKind2,
  [ButtonType.callToAction]: messages.buttonKind3,
} as const;

/** At most 3 buttons (1 phone number, 2 links); reordering waits until every button is valid. */
export function ButtonsFields({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const message = useValidationMessage();
  const { values, errors } = useFormikContext<TemplateContent>();
  const buttons = values.components.buttons;
  const listError = getIn(errors, path);
  const anyInvalid = Array.isArray(listError) && listError.some(Boolean);
  const insecure = new Set(templateWarnings(values).map((w) => w.field));
  const count = (type: ButtonType) => buttons.filter((b) => b.buttonType === type).length;
  const full = buttons.length >= limits.buttons;
  return (
    <FieldArray name={path}>
      {({ push, remove, swap }) => (
        <>
          {typeof listError === 'string' && <Warning role="alert">{message(listError)}</Warning>}
          {buttons.map((button, index) => (
            <ButtonBox key={index} data-testid="template-button">
              <strong>
                <FormattedMessage {...kindMessages[button.buttonType]} />
              </strong>
              <TextField
                name={`${path}[${index}].text`}
                label={intl.formatMessage(messages.buttonText)}
                required
                maxLength={limits.buttonText}
                disabled={disabled}
              />
              {button.buttonType === ButtonType.phoneNumber && (
                <TextField
                  name={`${path}[${index}].value`}
                  type="tel"
                  label={intl.formatMessage(messages.buttonPhone)}
                  required
                  disabled={disabled}
                />
              )}
              {button.buttonType === ButtonType.callToAction && (
                <>
                  <TextField
                    name={`${path}[${index}].value`}
                    type="url"
                    label={intl.formatMessage(messages.buttonUrl)}
                    required
                    maxLength={limits.url}
                    disabled={disabled}
                  />
                  {insecure.has(`${path}[${index}].value`) && (
                    <Warning role="status" data-testid="template-insecure-url">
                      <FormattedMessage {...messages.insecureUrl} />
                    </Warning>
                  )}
                </>
              )}
              {!disabled && (
                <Inline>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={anyInvalid || index === 0}
                    title={anyInvalid ? intl.formatMessage(messages.noReorder) : undefined}
                    onClick={() => swap(index, index - 1)}
                  >
                    <FormattedMessage {...messages.moveUp} />
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={anyInvalid || index === buttons.length - 1}
                    title={anyInvalid ? intl.formatMessage(messages.noReorder) : undefined}
                    onClick={() => swap(index, index + 1)}
                  >
                    <FormattedMessage {...messages.moveDown} />
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => remove(index)}>
                    <FormattedMessage {...messages.remove} />
                  </Button>
                </Inline>
              )}
            </ButtonBox>
          ))}
          {anyInvalid && buttons.length > 1 && !disabled && (
            <p data-testid="template-no-reorder">
              <FormattedMessage {...messages.noReorder} />
            </p>
          )}
          {!disabled && (
            <Inline>
              <Button
                type="button"
                $variant="secondary"
                disabled={full}
                data-testid="template-add-quick-reply"
                onClick={() => push(newButton(ButtonType.quickReply))}
              >
                <FormattedMessage {...messages.addQuickReply} />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={full || count(ButtonType.phoneNumber) >= limits.phoneButtons}
                data-testid="template-add-phone"
                onClick={() => push(newButton(ButtonType.phoneNumber))}
              >
                <FormattedMessage {...messages.addPhone} />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={full || count(ButtonType.callToAction) >= limits.callToActionButtons}
                data-testid="template-add-link"
                onClick={() => push(newButton(ButtonType.callToAction))}
              >
                <FormattedMessage {...messages.addLink} />
              </Button>
            </Inline>
          )}
          <p>
            <FormattedMessage {...messages.buttonLimits} />
          </p>
        </>
      )}
    </FieldArray>
  );
}
