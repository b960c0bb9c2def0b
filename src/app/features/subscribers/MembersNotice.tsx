import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectGroups } from './selectors';
import { Notice } from './styles';

/** The outcome of adding to or removing from a group (or why nothing was added). */
export function MembersNotice() {
  const intl = useIntl();
  const { membersNotice, saveError } = useAppSelector(selectGroups);
  if (saveError === 'noRecipientsToAdd') {
    return (
      <Notice $tone="danger" role="alert" data-testid="members-notice">
        {intl.formatMessage(messages.noRecipientsToAdd)}
      </Notice>
    );
  }
  if (!membersNotice) return null;
  const { mode, changed, name } = membersNotice;
  return (
    <Notice role="status" data-testid="members-notice">
      {intl.formatMessage(
        mode === 'add' ? valueMessages.membersAdded : valueMessages.membersRemoved,
        {
          changed,
          name,
        },
      )}
    </Notice>
  );
}
