import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { DoiMethod, resolvePlaceholders } from '../../../common/doubleOptIn';
import type { DoiFormValues } from './DoiForm';
import { doiMessages as messages } from './messages';
import { Panel, PanelTitle } from './styles';

const Chat = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #ece5dd;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $mine }) => ($mine ? '#dcf8c6' : '#ffffff')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.875rem;
`;

const Chip = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: #027eb5;
  text-align: center;
`;

const Who = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
`;

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
      <Chat data-testid="doi-preview">
        {steps.map((step, index) => (
          <Bubble key={index} $mine={step.mine}>
            <Who>{step.mine ? person : business}</Who>
            {step.text}
            {step.chips?.map((chip, chipIndex) => (
              <Chip key={chipIndex}>{chip}</Chip>
            ))}
          </Bubble>
        ))}
      </Chat>
    </Panel>
  );
}
