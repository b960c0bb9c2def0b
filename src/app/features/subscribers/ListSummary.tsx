import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { subscriberValueMessages as valueMessages } from './messages';
import { selectSubscriberList } from './selectors';
import { Muted } from './styles';

/** How many subscribers the list holds, announced as a search changes it. */
export function ListSummary() {
  const intl = useIntl();
  const list = useAppSelector(selectSubscriberList);
  if (list.status !== 'loaded' || list.total === 0) return null;
  return (
    <Muted data-testid="subscriber-count" aria-live="polite">
      {intl.formatMessage(list.totalExact ? valueMessages.count : valueMessages.countCapped, {
        total: list.total,
      })}
    </Muted>
  );
}
