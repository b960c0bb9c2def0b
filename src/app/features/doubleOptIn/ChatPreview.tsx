import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { DoiMethod, resolvePlaceholders } from '../../../common/doubleOptIn';
import { ButtonType } from '../../../common/templates';
import { ChatBubble, ChatWindow } from '../../components/chatPreview/ChatBubble';
import type { DoiFormValues } from './DoiForm';
import { doiMessages as messages } from './messages';
import { Panel, PanelTitle } from './styles';

const quickReplies = (texts: string[]) =>
  texts.map((text) => ({ text, buttonType: ButtonType.quickReply }));

/**
 * The conversation the process holds, from the form's current values with the keyword
 * placeholders resolved: request, DOI message, confirmation, opt-out and the reply message.
 */
export function ChatPreview() {
  const intl = useIntl();
  const { values } = useFormikContext<DoiFormValues>();
  const resolve = (text: string) => resolvePlaceholders(text, values);
  const buttons = values.doiMethod === DoiMethod.button;
  const person = intl.formatMessage(messages.previewPerson);
  const business = intl.formatMessage(messages.previewBusiness);
  const steps: { mine: boolean; text: string; chips?: string[] }[] = [
    { mine: true, text: values.clickToChatMessage },
    {
      mine: false,
      text: resolve(values.doiMessageBody),
      chips: buttons ? [values.doiKeyword, values.optOutKeyword] : [],
    },
    { mine: true, text: values.doiKeyword },
    {
      mine: false,
      text: resolve(values.confirmationMessage),
      chips: buttons ? [values.optOutKeyword] : [],
    },
    { mine: true, text: values.optOutKeyword },
    { mine: false, text: resolve(values.optOutMessage) },
    { mine: false, text: resolve(values.replyMessage) },
  ];
  return (
    <Panel aria-labelledby="doi-preview-title">
      <PanelTitle id="doi-preview-title">
        <FormattedMessage {...messages.previewTitle} />
      </PanelTitle>
      <ChatWindow data-testid="doi-preview">
        {steps.map((step, index) => (
          <ChatBubble
            key={index}
            mine={step.mine}
            sender={step.mine ? person : business}
            message={{ body: step.text, buttons: quickReplies(step.chips ?? []) }}
          />
        ))}
      </ChatWindow>
    </Panel>
  );
}
