import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ConsentHistoryEntry } from '../../../../common/doubleOptIn';
import { useAppSelector } from '../../../store/hooks';
import { subscriberMessages } from '../messages';
import { selectSubscriberEditor } from '../selectors';
import { consentMessages as messages, consentValueMessages as valueMessages } from './messages';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

/** A long history scrolls in its own box, so the form's buttons stay near. */
const Scroll = styled.div`
  max-height: 20rem;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space(1)};
`;

/** The timeline: a line down the left with a dot per step. */
const Steps = styled.ol`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(5)};
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  margin-left: ${({ theme }) => theme.space(1.5)};
`;

const Step = styled.li`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 0.875rem;

  &::before {
    content: '';
    position: absolute;
    left: calc(-${({ theme }) => theme.space(5)} - 7px);
    top: 0.3rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    border: 1px solid ${({ theme }) => theme.colors.surface};
  }
`;

const When = styled.time`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Line = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const statusMessages = {
  unknown: subscriberMessages.doiUnknown,
  pending: subscriberMessages.doiPending,
  confirmed: subscriberMessages.doiConfirmed,
  optedOut: subscriberMessages.doiOptedOut,
} as const;

/** One step: when, what happened, what the person sent or tapped, what we answered, version. */
function ConsentStep({ entry }: { entry: ConsentHistoryEntry }) {
  const intl = useIntl();
  const at = new Date(entry.at);
  // An opt-out no person's message and no user caused: WhatsApp refused a marketing message.
  const reportedByWhatsApp =
    entry.event === 'optedOut' && !entry.inbound && !entry.userName && !entry.inboundMessageId;
  return (
    <Step data-testid="consent-step" data-event={entry.event}>
      <When dateTime={entry.at} data-testid="consent-step-time">
        <FormattedMessage {...valueMessages.at} values={{ at }} />
        {entry.processVersion !== null && (
          <>
            {' · '}
            <FormattedMessage
              {...valueMessages.version}
              values={{ version: entry.processVersion }}
            />
          </>
        )}
      </When>
      <Line>
        <strong>
          <FormattedMessage {...valueMessages.event} values={{ event: entry.event }} />
        </strong>
        {' → '}
        <FormattedMessage {...statusMessages[entry.status]} />
        {entry.userName && (
          <>
            {' '}
            <FormattedMessage {...valueMessages.byUser} values={{ name: entry.userName }} />
          </>
        )}
      </Line>
      {entry.inbound && (
        <Line data-testid="consent-step-inbound">
          <FormattedMessage
            {...valueMessages.inbound}
            values={{ kind: entry.inbound.kind, text: entry.inbound.text }}
          />
        </Line>
      )}
      {entry.answer && (
        <Line data-testid="consent-step-answer">
          <FormattedMessage {...valueMessages.answer} values={{ text: entry.answer.text }} />
          {entry.answer.buttons.length > 0 && (
            <Detail>
              <FormattedMessage
                {...valueMessages.answerButtons}
                values={{
                  buttons: intl.formatList(entry.answer.buttons, { type: 'conjunction' }),
                }}
              />
            </Detail>
          )}
        </Line>
      )}
      {reportedByWhatsApp && (
        <Line>
          <Detail>
            <FormattedMessage {...messages.reportedByWhatsApp} />
          </Detail>
        </Line>
      )}
    </Step>
  );
}

/**
 * The edited subscriber's double opt-in as a timeline, newest first (issue 23 item 9): when
 * (in the UI language), what happened and the status it left, what the person wrote or tapped,
 * what we answered, under which process version or by which user. The message ids stay in the
 * database as the proof; they mean nothing to a marketer.
 */
export function ConsentHistory() {
  const intl = useIntl();
  const { subscriber, history } = useAppSelector(selectSubscriberEditor);
  if (!subscriber) return null;
  return (
    <Section aria-labelledby="consent-history-title" data-testid="consent-history">
      <h3 id="consent-history-title">
        <FormattedMessage {...messages.title} />
      </h3>
      {history.status === 'loading' && <Detail>{intl.formatMessage(messages.loading)}</Detail>}
      {history.status === 'failed' && (
        <Detail role="alert">{intl.formatMessage(messages.failed)}</Detail>
      )}
      {history.status === 'loaded' && history.entries.length === 0 && (
        <Detail>{intl.formatMessage(messages.empty)}</Detail>
      )}
      {history.entries.length > 0 && (
        <Scroll
          role="region"
          aria-labelledby="consent-history-title"
          tabIndex={0}
          data-testid="consent-history-steps"
        >
          <Steps>
            {history.entries.map((entry) => (
              <ConsentStep key={entry.id} entry={entry} />
            ))}
          </Steps>
        </Scroll>
      )}
    </Section>
  );
}
