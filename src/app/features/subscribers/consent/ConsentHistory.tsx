import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../../store/hooks';
import { subscriberMessages } from '../messages';
import { selectSubscriberEditor } from '../selectors';
import { consentMessages as messages, consentValueMessages as valueMessages } from './messages';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const statusMessages = {
  unknown: subscriberMessages.doiUnknown,
  pending: subscriberMessages.doiPending,
  confirmed: subscriberMessages.doiConfirmed,
  optedOut: subscriberMessages.doiOptedOut,
} as const;

/**
 * Each double opt-in step of the edited subscriber, newest first: what happened, the status it
 * left, when, under which process version, by which messages (the proof) or by which user.
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
      <Steps>
        {history.entries.map((entry) => (
          <Step key={entry.id} data-testid="consent-step" data-event={entry.event}>
            <strong>
              <FormattedMessage {...valueMessages.event} values={{ event: entry.event }} />
            </strong>
            {' → '}
            <FormattedMessage {...statusMessages[entry.status]} />
            <Detail data-testid="consent-step-time">
              <FormattedMessage {...valueMessages.at} values={{ at: new Date(entry.at) }} />
              {entry.processVersion !== null && (
                <>
                  {' · '}
                  <FormattedMessage
                    {...valueMessages.version}
                    values={{ version: entry.processVersion }}
                  />
                </>
              )}
              {entry.userName && (
                <>
                  {' · '}
                  <FormattedMessage {...valueMessages.byUser} values={{ name: entry.userName }} />
                </>
              )}
            </Detail>
            {entry.inboundMessageId && (
              <Detail>
                <FormattedMessage
                  {...valueMessages.messageIds}
                  values={{
                    inbound: entry.inboundMessageId,
                    outbound: entry.outboundMessageId ?? '–',
                  }}
                />
              </Detail>
            )}
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
