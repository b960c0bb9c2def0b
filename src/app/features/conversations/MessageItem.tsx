import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ConversationMessage } from '../../../common/conversations';
import { errorText } from './errorText';
import { threadMessages as messages } from './messages';
import { Bubble, Label, Meta } from './styles';

const statusTexts = {
  queued: messages.statusQueued,
  sent: messages.statusSent,
  delivered: messages.statusDelivered,
  read: messages.statusRead,
} as const;

const eventTexts = {
  assigned: messages.eventAssigned,
  unassigned: messages.eventUnassigned,
  closed: messages.eventClosed,
  reopened: messages.eventReopened,
} as const;

/** Where one of our messages stands, a failed one with its reason in words. */
function statusText(intl: IntlShape, message: ConversationMessage): string | null {
  if (message.status === null) return null;
  if (message.status === 'failed') {
    return intl.formatMessage(messages.statusFailed, {
      reason: errorText(intl, message.errorKey ?? 'WhatsAppConversations.SendError.Other'),
    });
  }
  return intl.formatMessage(statusTexts[message.status]);
}

/** What the message says, by kind. */
function Body({ message, personName }: { message: ConversationMessage; personName: string }) {
  const intl = useIntl();
  switch (message.kind) {
    case 'button':
      return <>{intl.formatMessage(messages.button, { text: message.text })}</>;
    case 'reaction':
      return <>{intl.formatMessage(messages.reaction, { emoji: message.text })}</>;
    case 'media': {
      const { media } = message;
      if (media?.mimeType.startsWith('image/')) {
        return (
          <>
            <img
              src={media.url}
              alt={message.text || intl.formatMessage(messages.imageAlt, { name: personName })}
            />
            {message.text && <div>{message.text}</div>}
          </>
        );
      }
      return (
        <>
          {media && (
            <a href={media.url} target="_blank" rel="noreferrer">
              {media.fileName
                ? intl.formatMessage(messages.file, { name: media.fileName })
                : intl.formatMessage(messages.fileUnnamed)}
            </a>
          )}
          {message.text && <div>{message.text}</div>}
        </>
      );
    }
    case 'newsletter':
      return (
        <>
          {message.newsletter && (
            <Label>
              {intl.formatMessage(messages.newsletter, { name: message.newsletter.name })}{' '}
              <Link to={`/WhatsApp/Statistic/${message.newsletter.id}`}>
                {intl.formatMessage(messages.newsletterStatistic)}
              </Link>
            </Label>
          )}
          {message.text}
        </>
      );
    case 'template':
      return (
        <>
          {message.template && (
            <Label>{intl.formatMessage(messages.template, { name: message.template.name })}</Label>
          )}
          {message.text}
        </>
      );
    case 'doubleOptIn':
      return (
        <>
          <Label>{intl.formatMessage(messages.doubleOptIn)}</Label>
          {message.text}
        </>
      );
    case 'note':
      return (
        <>
          <Label>
            {intl.formatMessage(messages.internal)} ·{' '}
            {intl.formatMessage(messages.note, {
              author: message.author?.name ?? intl.formatMessage(messages.someone),
            })}
          </Label>
          {message.text}
        </>
      );
    case 'event': {
      const author = message.author?.name ?? intl.formatMessage(messages.someone);
      const type = message.event?.type;
      return (
        <>
          <Label>{intl.formatMessage(messages.internal)}</Label>
          {type
            ? intl.formatMessage(eventTexts[type], {
                author,
                assignee: message.event?.assignee?.name ?? '',
              })
            : message.text}
        </>
      );
    }
    default:
      return <>{message.text}</>;
  }
}

/** One message of the thread: the person's at the left, ours at the right, internal ones centred. */
export function MessageItem({
  message,
  personName,
}: {
  message: ConversationMessage;
  personName: string;
}) {
  const intl = useIntl();
  const status = statusText(intl, message);
  const who =
    message.direction === 'in'
      ? personName
      : message.direction === 'out'
        ? message.author
          ? `${intl.formatMessage(messages.us)} (${intl.formatMessage(messages.byAuthor, { name: message.author.name })})`
          : intl.formatMessage(messages.us)
        : null;
  return (
    <Bubble
      $side={message.direction}
      data-testid="conversation-message"
      data-kind={message.kind}
      data-direction={message.direction}
    >
      <Body message={message} personName={personName} />
      <Meta>
        {who && <>{who} · </>}
        <time dateTime={message.at}>
          {intl.formatDate(message.at, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
        {status && (
          <>
            {' · '}
            <span data-testid="conversation-message-status" data-status={message.status}>
              {status}
            </span>
          </>
        )}
      </Meta>
    </Bubble>
  );
}
