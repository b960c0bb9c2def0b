import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardItem } from '../../../common/dashboard';
import { statusLabelOf } from '../../../common/itemStatus';
import { ItemStatusLabel } from '../../components/itemStatus/ItemStatusLabel';
import { itemMessages as messages } from './messages';
import { Dot, List, Main, Muted, Notice, Stamp } from './styles';

/** An email or SMS campaign's or an event's status in spec section 4's words. */
function SuiteStatus({ item }: { item: DashboardItem }) {
  const status = statusLabelOf(item.type, item.status);
  return status ? (
    <>
      {' '}
      <Muted>
        · <ItemStatusLabel status={status} />
      </Muted>
    </>
  ) : null;
}

/** Campaigns, newsletters or events with colour code, date and step hint (spec section 3). */
export function ItemList({ items, empty }: { items: DashboardItem[]; empty: MessageDescriptor }) {
  const intl = useIntl();
  if (items.length === 0) {
    return (
      <Notice>
        <FormattedMessage {...empty} />
      </Notice>
    );
  }
  return (
    <List>
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} data-testid="dashboard-item">
          <Dot
            $code={item.colourCode}
            role="img"
            aria-label={intl.formatMessage(messages.colour, { code: item.colourCode })}
          />
          <Main style={item.itemKind === 2 ? { paddingLeft: '1rem' } : undefined}>
            {item.url ? <Link to={item.url}>{item.name}</Link> : item.name}
            {item.type === 'WhatsAppNewsletter' && (
              <>
                {' '}
                <Muted data-testid="dashboard-item-status">
                  ·{' '}
                  <FormattedMessage
                    {...messages.newsletterStatus}
                    values={{ status: item.status }}
                  />
                </Muted>
              </>
            )}
            <SuiteStatus item={item} />
            {item.step !== null && (
              <>
                {' '}
                <Muted>
                  · <FormattedMessage {...messages.step} values={{ step: item.step }} />
                </Muted>
              </>
            )}
          </Main>
          <Stamp>
            {item.date ? (
              intl.formatDate(item.date, { day: '2-digit', month: '2-digit' })
            ) : (
              <FormattedMessage {...messages.unplanned} />
            )}
          </Stamp>
        </li>
      ))}
    </List>
  );
}
