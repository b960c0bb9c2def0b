import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ConversationSummary } from '../../../common/conversations';
import { Truncated } from '../../components/list/Truncated';
import { relativeAge } from '../notifications/relativeAge';
import { inboxMessages as messages } from './messages';
import { Badge, Row, RowLine, RowName } from './styles';
import { windowLeft } from './windowLeft';

export const conversationPath = (id: number) => `/WhatsApp/Conversations/${id}`;

/** The time left of the customer service window, in words ("noch 5 Std.", "Fenster geschlossen"). */
export function WindowBadge({ closesAt, now }: { closesAt: string | null; now: number }) {
  const intl = useIntl();
  const left = windowLeft(closesAt, now);
  const text =
    left.kind === 'hours'
      ? intl.formatMessage(messages.windowHours, { hours: left.hours })
      : left.kind === 'minutes'
        ? intl.formatMessage(messages.windowMinutes, { minutes: left.minutes })
        : intl.formatMessage(messages.windowClosed);
  return (
    <Badge $tone={left.kind === 'closed' ? 'muted' : 'primary'} data-testid="conversation-window">
      {text}
    </Badge>
  );
}

/** One conversation of the inbox: who, on which number, the last message, and its state. */
export function InboxRow({
  conversation: c,
  current,
  now,
}: {
  conversation: ConversationSummary;
  current: boolean;
  now: number;
}) {
  const intl = useIntl();
  const age = relativeAge(c.lastMessageAt, now);
  const preview =
    c.lastMessageDirection === 'out'
      ? intl.formatMessage(messages.you, { text: c.lastMessagePreview })
      : c.lastMessagePreview;
  return (
    <Row $current={current} data-testid="conversation-row">
      <RowLine>
        <RowName>
          <Link to={conversationPath(c.id)} aria-current={current ? 'page' : undefined}>
            {c.name}
          </Link>
        </RowName>
        {c.unreadCount > 0 && (
          <Badge $tone="primary" data-testid="conversation-unread">
            {intl.formatMessage(messages.unread, { count: c.unreadCount })}
          </Badge>
        )}
        <time
          dateTime={c.lastMessageAt}
          title={intl.formatDate(c.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' })}
        >
          {intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' })}
        </time>
      </RowLine>
      <RowLine>
        <span>+{c.waId}</span>
        <span>{intl.formatMessage(messages.via, { number: c.phoneNumber.display })}</span>
      </RowLine>
      <RowLine>
        <Truncated text={preview} maxWidth="100%" />
      </RowLine>
      <RowLine>
        {c.state === 'closed' ? (
          <Badge>{intl.formatMessage(messages.closed)}</Badge>
        ) : (
          <WindowBadge closesAt={c.windowClosesAt} now={now} />
        )}
        {c.newsletter && (
          <span>{intl.formatMessage(messages.answered, { name: c.newsletter.name })}</span>
        )}
        <span data-testid="conversation-assignee">
          {c.assignee
            ? intl.formatMessage(messages.assignee, { name: c.assignee.name })
            : intl.formatMessage(messages.unassigned)}
        </span>
      </RowLine>
    </Row>
  );
}
