import { FormattedMessage } from 'react-intl';
import type { StatusLabel } from '../../../common/itemStatus';
import { itemStatusMessages } from './messages';

/** The status of a suite item (email or SMS campaign, event) in spec section 4's words. */
export function ItemStatusLabel({ status }: { status: StatusLabel }) {
  return (
    <span data-testid="item-status" data-status={`${status.set}.${status.label}`}>
      <FormattedMessage {...itemStatusMessages[status.set]} values={{ label: status.label }} />
    </span>
  );
}
