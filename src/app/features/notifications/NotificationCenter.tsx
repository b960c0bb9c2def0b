import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import './feature';
import { notificationMessages as messages } from './messages';
import { notificationTexts } from './texts';
import { relativeAge } from './relativeAge';
import {
  selectDeleteFault,
  selectMarkReadFault,
  selectNotifications,
  selectNotificationsStatus,
} from './selectors';
import {
  notificationDeleteRequested,
  notificationMarkReadRequested,
  notificationsRequested,
  type NotificationItem,
} from './slice';

const Panel = styled.section`
  position: absolute;
  top: 3.5rem;
  right: ${({ theme }) => theme.space(4)};
  z-index: 90;
  width: min(26rem, 95vw);
  max-height: 70vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Entry = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  border-left: 4px solid
    ${({ $unread, theme }) => ($unread ? theme.colors.primary : theme.colors.border)};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primarySurface : 'transparent')};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  progress {
    width: 100%;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Fault = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Ages move on while the panel is open. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function NotificationEntry({ item, now }: { item: NotificationItem; now: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const age = relativeAge(item.date, now);
  const external = item.linkUrl !== null && /^https?:/i.test(item.linkUrl);
  const transient = item.key.startsWith('ui:');
  return (
    <Entry $unread={item.highlight} data-testid="notification" data-key={item.key}>
      <small>
        {intl.formatMessage(
          item.source === 'whatsApp' ? messages.sourceWhatsApp : messages.sourceEmailModule,
        )}{' '}
        · {intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' })}
      </small>
      {item.linkUrl === null ? (
        <span>{item.text}</span>
      ) : external || item.openLinkInNewWindow ? (
        <a
          href={item.linkUrl}
          target={item.openLinkInNewWindow ? '_blank' : undefined}
          rel="noreferrer"
        >
          {item.text}
        </a>
      ) : (
        <Link to={item.linkUrl}>{item.text}</Link>
      )}
      {item.currentlyRunning && (
        <>
          <progress max={100} value={item.progress} aria-label={item.text} />
          <small>{intl.formatMessage(messages.running, { progress: item.progress })}</small>
        </>
      )}
      <Row>
        {item.highlight && (
          <Button
            type="button"
            $variant="secondary"
            data-testid="notification-mark-read"
            onClick={() => dispatch(notificationMarkReadRequested(item.key))}
          >
            {intl.formatMessage(messages.markRead)}
          </Button>
        )}
        {(!transient || item.deletable) && (
          <Button
            type="button"
            $variant="ghost"
            data-testid="notification-delete"
            onClick={() => dispatch(notificationDeleteRequested(item.key))}
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        )}
      </Row>
    </Entry>
  );
}

/**
 * The notification centre (spec section 1): newest first, unread ones highlighted, running work
 * with its progress bar, ages relative; read and delete each with its own failure message.
 */
function NotificationCenterContent({ onClose }: { onClose: () => void }) {
  useFeature('notificationActions');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotifications);
  const status = useAppSelector(selectNotificationsStatus);
  const markReadFault = useAppSelector(selectMarkReadFault);
  const deleteFault = useAppSelector(selectDeleteFault);
  const now = useNow();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <Panel aria-labelledby="notification-center-title" data-testid="notification-center">
      <h2 id="notification-center-title">{intl.formatMessage(messages.title)}</h2>
      {status === 'failed' && (
        <Fault role="alert">
          {intl.formatMessage(messages.loadFailed)}{' '}
          <Button type="button" $variant="ghost" onClick={() => dispatch(notificationsRequested())}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Fault>
      )}
      {markReadFault && <Fault role="alert">{intl.formatMessage(messages.markReadFailed)}</Fault>}
      {deleteFault && <Fault role="alert">{intl.formatMessage(messages.deleteFailed)}</Fault>}
      {status === 'loading' && items.length === 0 && <p>{intl.formatMessage(messages.loading)}</p>}
      {status !== 'loading' && items.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      <ul>
        {items.map((item) => (
          <NotificationEntry key={item.key} item={item} now={now} />
        ))}
      </ul>
    </Panel>
  );
}

export const NotificationCenter = withFeatureTexts(notificationTexts, NotificationCenterContent);
