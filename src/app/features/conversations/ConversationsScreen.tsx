import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useFeature } from '../../store/lazyFeatures';
import { Inbox } from './Inbox';
import { inboxMessages as messages, threadMessages } from './messages';
import { Card, Intro, Notice, Pane, Panes, Title, TitleRow } from './styles';
import { conversationsTexts } from './texts';
import { Thread } from './Thread';

/** The route's id when it is a conversation id (a positive whole number), else null. */
function threadIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The conversations inbox (WhatsApp_Conversations, issue 25): the inbox at the left and the open
 * thread (`/WhatsApp/Conversations/{id}`) at the right; on a narrow screen one of them at a time.
 */
export const ConversationsScreen = withFeatureTexts(
  conversationsTexts,
  function ConversationsContent() {
    useFeature('conversations');
    const intl = useIntl();
    const threadId = threadIdOf(useParams().id);
    return (
      <Card aria-labelledby="conversations-title">
        <TitleRow>
          <Title id="conversations-title">{intl.formatMessage(messages.title)}</Title>
        </TitleRow>
        <Intro>{intl.formatMessage(messages.intro)}</Intro>
        <Panes $threadOpen={threadId !== null}>
          <Pane>
            <Inbox currentId={threadId} />
          </Pane>
          <Pane>
            {threadId === null ? (
              <Notice>{intl.formatMessage(threadMessages.choose)}</Notice>
            ) : (
              <Thread key={threadId} id={threadId} />
            )}
          </Pane>
        </Panes>
      </Card>
    );
  },
);
