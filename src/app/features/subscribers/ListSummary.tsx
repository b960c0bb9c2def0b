import { useIntl } from 'react-intl';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectSubscriberList } from './selectors';
import { listQueryChanged } from './slice';
import { Muted } from './styles';

/** How many subscribers the list holds, or that it is loading or failed. */
export function ListSummary() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSubscriberList);
  if (list.status === 'failed') {
    return (
      <FaultState
        message={intl.formatMessage(messages.loadFailed)}
        onRetry={() => dispatch(listQueryChanged(list.query))}
      />
    );
  }
  if (list.status !== 'loaded')
    return <LoadingState label={intl.formatMessage(messages.loading)} />;
  if (list.total === 0) return <Muted>{intl.formatMessage(messages.empty)}</Muted>;
  return (
    <Muted data-testid="subscriber-count" aria-live="polite">
      {intl.formatMessage(list.totalExact ? valueMessages.count : valueMessages.countCapped, {
        total: list.total,
      })}
    </Muted>
  );
}
