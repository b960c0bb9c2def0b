import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectCurrentAccountId } from '../account/selectors';
import { Composer } from './Composer';
import { errorText } from './errorText';
import { MessageItem } from './MessageItem';
import { threadMessages as messages } from './messages';
import { selectThread } from './selectors';
import { olderRequested, threadClosed, threadOpened } from './slice';
import { Centered, MessageBox, MessageList, OnlyNarrow } from './styles';
import { ThreadHeader } from './ThreadHeader';

/** The thread's messages, oldest first, in a box that follows the newest. */
function Messages({ personName }: { personName: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { messages: items, nextBefore, older } = useAppSelector(selectThread);
  const box = useRef<HTMLDivElement>(null);
  const newest = items[items.length - 1]?.id;

  // A new message (or the thread opened): the newest is in view. Older pages keep the place.
  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <MessageBox
      ref={box}
      role="log"
      aria-label={intl.formatMessage(messages.messagesLabel, { name: personName })}
      data-testid="conversation-messages"
    >
      <Centered>
        {nextBefore ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={older.status === 'loading'}
            data-testid="conversation-older"
            onClick={() => dispatch(olderRequested())}
          >
            {intl.formatMessage(messages.older)}
          </Button>
        ) : (
          intl.formatMessage(messages.start)
        )}
        {older.status === 'failed' && (
          <div role="alert">{intl.formatMessage(messages.olderFailed)}</div>
        )}
      </Centered>
      <MessageList>
        {items.map((message) => (
          <MessageItem key={message.id} message={message} personName={personName} />
        ))}
      </MessageList>
    </MessageBox>
  );
}

/** One conversation: its header with the team's actions, the messages, and the composer. */
export function Thread({ id }: { id: number }) {
  // First: the feature's saga must run before the thread is asked for (see Inbox).
  useFeature('conversations');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const thread = useAppSelector(selectThread);
  const titleId = useId();
  // Another account (switched here or in another tab): the thread is asked for there.
  const accountId = useAppSelector(selectCurrentAccountId);

  useEffect(() => {
    dispatch(threadOpened(id));
    return () => {
      dispatch(threadClosed());
    };
  }, [dispatch, id, accountId]);

  const back = (
    <OnlyNarrow>
      <Link to="/WhatsApp/Conversations" data-testid="conversation-back">
        {intl.formatMessage(messages.back)}
      </Link>
    </OnlyNarrow>
  );

  if (thread.status === 'failed') {
    return (
      <>
        {back}
        <FaultState
          message={
            thread.errorKey === 'WhatsAppConversations.NotFound'
              ? errorText(intl, thread.errorKey)
              : intl.formatMessage(messages.loadFailed)
          }
          onRetry={() => dispatch(threadOpened(id))}
        />
      </>
    );
  }
  const { detail } = thread;
  if (!detail || detail.id !== id) {
    return (
      <>
        {back}
        <LoadingState label={intl.formatMessage(messages.loading)} />
      </>
    );
  }
  return (
    <section aria-labelledby={titleId} data-testid="conversation-thread">
      {back}
      <ThreadHeader detail={detail} titleId={titleId} />
      <Messages personName={detail.name} />
      <Composer detail={detail} />
    </section>
  );
}
