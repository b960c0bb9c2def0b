import type { LastAction } from '../../../common/dashboard';
import {
  ACCOUNTS_OVERVIEW,
  CONVERSATIONS,
  DOUBLE_OPT_IN,
  MEDIA_DATABASE,
  SSO_MAPPING_LIST,
  SUBSCRIBER_GROUPS,
  SUBSCRIBER_LIST,
} from '../../routes/paths';

/**
 * Where a latest action's row opens: the thing it names, while that can still be opened. An
 * action that deleted its thing, or of a kind whose screens live outside Relay, opens nothing.
 */
export function lastActionPath(
  action: Pick<LastAction, 'actionGroup' | 'itemId' | 'actionType'>,
): string | null {
  if (action.actionType === 'delete') return null;
  const id = action.itemId;
  switch (action.actionGroup) {
    case 'WhatsAppNewsletter':
      return id ? `/WhatsApp/Campaigns/Edit/${id}` : null;
    case 'WhatsAppTemplate':
      return id ? `/WhatsApp/Templates/Edit/${id}` : null;
    case 'WhatsAppAccount':
      return ACCOUNTS_OVERVIEW;
    case 'WhatsAppDoubleOptIn':
      return DOUBLE_OPT_IN;
    case 'WhatsAppConversation':
      return id ? `${CONVERSATIONS}/${id}` : CONVERSATIONS;
    case 'RecipientGroup':
      return SUBSCRIBER_GROUPS;
    case 'SubscriberRecord':
    case 'Subscriber':
      return SUBSCRIBER_LIST;
    case 'MediaDatabase':
      return MEDIA_DATABASE;
    case 'SingleSignOn':
      return SSO_MAPPING_LIST;
    default:
      return null;
  }
}
