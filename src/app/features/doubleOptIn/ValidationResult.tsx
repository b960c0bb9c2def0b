import { FormattedMessage, useIntl } from 'react-intl';
import { formatValidationMessage } from '../../components/form';
import { useAppSelector } from '../../store/hooks';
import { doiMessages as messages } from './messages';
import { selectDoiValidation } from './selectors';
import { Notice, Warning } from './styles';

const fieldLabels = {
  phoneNumberId: messages.phoneNumber,
  doiKeyword: messages.doiKeyword,
  optOutKeyword: messages.optOutKeyword,
  clickToChatMessage: messages.clickToChatMessage,
  doiMessageBody: messages.doiMessageBody,
  daysToWait: messages.daysToWait,
  doiMethod: messages.doiMethod,
  confirmationMessage: messages.confirmationMessage,
  optOutMessage: messages.optOutMessage,
  replyMessage: messages.replyMessage,
} as const;

/** What "Prüfen" found in the stored work version: errors per field, warnings, or all clear. */
export function ValidationResult() {
  const intl = useIntl();
  const { status, result } = useAppSelector(selectDoiValidation);
  if (status === 'failed') {
    return (
      <Notice $tone="danger" role="alert">
        <FormattedMessage {...messages.validationFailed} />
      </Notice>
    );
  }
  if (!result) return null;
  return (
    <div data-testid="doi-validation">
      {result.valid && (
        <Notice role="status">
          <FormattedMessage {...messages.validationOk} />
        </Notice>
      )}
      {result.errors.map((issue) => (
        <Notice key={issue.field} $tone="danger" role="alert">
          {issue.field && `${intl.formatMessage(fieldLabels[issue.field])}: `}
          {formatValidationMessage(intl, issue)}
        </Notice>
      ))}
      {result.warnings.map((issue) => (
        <Warning key={issue.field} role="status">
          <FormattedMessage {...messages.keywordMissing} />
        </Warning>
      ))}
    </div>
  );
}
