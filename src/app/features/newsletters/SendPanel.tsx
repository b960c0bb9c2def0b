import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  NewsletterStatus,
  ValidationResult,
  type NewsletterEditorState,
} from '../../../common/newsletters';
import { Dialog } from '../../components/dialog/Dialog';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasEveryRight } from '../rights/selectors';
import { priceAmount } from './CheckPanel';
import { errorText } from './errorText';
import { editorMessages, sendMessages as messages } from './messages';
import { selectNewsletterEditor } from './selectors';
import { sendRequested, stopRequested, unscheduleRequested } from './slice';
import { DialogButtons, Inline, Meta, Notice, Panel, Progress } from './styles';

/** A date-time input's value (local time) as an ISO instant. */
const toIso = (local: string) => new Date(local).toISOString();

/** Now as a date-time input's value (local time, minutes): the earliest a send may be planned. */
function nowLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function SendProgress({ state }: { state: NewsletterEditorState }) {
  const intl = useIntl();
  const info = state.sendInformation;
  const { newsletter } = state;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {newsletter.status === NewsletterStatus.planned && newsletter.sendDate && (
        <Notice role="status" data-testid="newsletter-planned">
          <FormattedMessage {...messages.planned} values={{ date: date(newsletter.sendDate) }} />
        </Notice>
      )}
      {info.sendingStarted && (
        <Progress data-testid="newsletter-send-progress">
          <progress
            aria-label={intl.formatMessage(messages.progressLabel)}
            value={info.sent}
            max={Math.max(info.totalCount, 1)}
            data-sent={info.sent}
            data-total={info.totalCount}
          />
          <FormattedMessage
            {...messages.progress}
            values={{ sent: info.sent, total: info.totalCount }}
          />
        </Progress>
      )}
      {newsletter.status === NewsletterStatus.active && !info.stopped && (
        <Meta>
          <FormattedMessage {...messages.sending} />
        </Meta>
      )}
      {info.stopped && (
        <Notice role="status" data-testid="newsletter-stopped">
          <FormattedMessage
            {...messages.stopped}
            values={{
              sent: info.sent,
              failed: info.failed,
              removed: info.removed,
              total: info.totalCount,
            }}
          />
        </Notice>
      )}
      {info.distributionFinished && !info.stopped && (
        <Notice role="status" data-testid="newsletter-finished">
          <FormattedMessage
            {...messages.finished}
            values={{ sent: info.sent, total: info.totalCount, failed: info.failed }}
          />
        </Notice>
      )}
      {newsletter.senderName && newsletter.sendDate && (
        <Meta data-testid="newsletter-sender">
          <FormattedMessage
            {...messages.senderInfo}
            values={{
              name: newsletter.senderName,
              date: date(newsletter.sendDate),
              effective: newsletter.effectiveRecipients ?? 0,
              excluded: newsletter.excludedRecipients ?? 0,
            }}
          />
        </Meta>
      )}
    </>
  );
}

type Confirming = 'now' | 'later' | 'stop' | 'unschedule';

/** What each confirmation asks and its yes button says. */
const confirmTexts: Record<
  Confirming,
  { title: MessageDescriptor; text: MessageDescriptor; yes: MessageDescriptor }
> = {
  now: { title: messages.confirmTitle, text: messages.confirmNow, yes: messages.confirm },
  later: { title: messages.confirmTitle, text: messages.confirmLater, yes: messages.confirm },
  stop: {
    title: messages.confirmStopTitle,
    text: messages.confirmStopText,
    yes: messages.confirmStop,
  },
  unschedule: {
    title: messages.confirmUnscheduleTitle,
    text: messages.confirmUnscheduleText,
    yes: messages.confirmUnschedule,
  },
};

/** Send now or later once the check passed; while sending, the progress and the stop button. */
export function SendPanel({ state }: { state: NewsletterEditorState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { check, send, recipients } = useAppSelector(selectNewsletterEditor);
  const mayStop = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.StopSending']));
  const mayEdit = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Edit']));
  const mayStatistics = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppStatistic.View']));
  const [later, setLater] = useState('');
  const [confirm, setConfirm] = useState<Confirming | null>(null);
  const { newsletter, sendInformation: info } = state;
  const sendable =
    (newsletter.status === NewsletterStatus.draft ||
      newsletter.status === NewsletterStatus.readyToSend) &&
    newsletter.id !== 0;
  const checkPassed =
    check.status === 'done' && !check.entries.some((e) => e.result === ValidationResult.error);
  // A running send is stopped; a planned one is taken off the plan instead (back to a draft).
  const stoppable =
    newsletter.status === NewsletterStatus.active && !info.distributionFinished && !info.stopped;
  const unschedulable = newsletter.status === NewsletterStatus.planned && !info.sendingStarted;
  const laterPassed = later !== '' && new Date(later).getTime() < Date.now();
  const date = (local: string) =>
    intl.formatDate(new Date(local), { dateStyle: 'medium', timeStyle: 'short' });
  const values = {
    name: newsletter.name,
    count: recipients.effective ?? 0,
    price: priceAmount(intl, check.price),
    date: later ? date(later) : '',
  };
  if (newsletter.id === 0) return null;
  return (
    <Panel data-testid="newsletter-send">
      <legend>
        <FormattedMessage {...messages.title} />
      </legend>
      <SendProgress state={state} />
      {sendable && (
        <>
          {!checkPassed && (
            <Meta data-testid="newsletter-check-first">
              <FormattedMessage {...messages.checkFirst} />
            </Meta>
          )}
          <Inline>
            <Button
              type="button"
              disabled={!checkPassed || send.status === 'busy'}
              data-testid="newsletter-send-now"
              onClick={() => setConfirm('now')}
            >
              <FormattedMessage {...messages.sendNow} />
            </Button>
            <label>
              <FormattedMessage {...messages.sendDate} />{' '}
              <input
                type="datetime-local"
                value={later}
                min={nowLocal()}
                aria-invalid={laterPassed}
                aria-describedby={laterPassed ? 'newsletter-send-date-error' : undefined}
                data-testid="newsletter-send-date"
                onChange={(e) => setLater(e.target.value)}
              />
            </label>
            <Button
              type="button"
              $variant="secondary"
              disabled={!checkPassed || !later || laterPassed || send.status === 'busy'}
              data-testid="newsletter-send-later"
              onClick={() => setConfirm('later')}
            >
              <FormattedMessage {...messages.sendLater} />
            </Button>
          </Inline>
          {laterPassed && (
            <Notice
              $tone="danger"
              role="alert"
              id="newsletter-send-date-error"
              data-testid="newsletter-send-date-error"
            >
              <FormattedMessage {...messages.pastDate} />
            </Notice>
          )}
        </>
      )}
      {unschedulable && mayEdit && (
        <Button
          type="button"
          $variant="secondary"
          disabled={send.status === 'busy'}
          data-testid="newsletter-unschedule"
          onClick={() => setConfirm('unschedule')}
        >
          <FormattedMessage {...messages.unschedule} />
        </Button>
      )}
      {stoppable && mayStop && (
        <Button
          type="button"
          $variant="secondary"
          disabled={send.status === 'busy'}
          data-testid="newsletter-stop"
          onClick={() => setConfirm('stop')}
        >
          <FormattedMessage {...messages.stop} />
        </Button>
      )}
      {send.status === 'failed' && (
        <Notice $tone="danger" role="alert" data-testid="newsletter-send-error">
          {errorText(intl, send.errorKey, send.details)}
        </Notice>
      )}
      {mayStatistics && (info.distributionFinished || info.stopped) && (
        <Link to={`/WhatsApp/Statistic/${newsletter.id}`} data-testid="newsletter-statistics-link">
          <FormattedMessage {...editorMessages.statistics} />
        </Link>
      )}
      {confirm && (
        <Dialog
          title={intl.formatMessage(confirmTexts[confirm].title)}
          onClose={() => setConfirm(null)}
          testId="newsletter-send-confirm"
        >
          <p>
            <FormattedMessage {...confirmTexts[confirm].text} values={values} />
          </p>
          <DialogButtons>
            <Button type="button" $variant="secondary" onClick={() => setConfirm(null)}>
              <FormattedMessage {...messages.cancel} />
            </Button>
            <Button
              type="button"
              data-testid="newsletter-send-confirm-yes"
              onClick={() => {
                if (confirm === 'stop') dispatch(stopRequested());
                else if (confirm === 'unschedule') dispatch(unscheduleRequested());
                else
                  dispatch(sendRequested({ sendDate: confirm === 'later' ? toIso(later) : null }));
                setConfirm(null);
              }}
            >
              <FormattedMessage {...confirmTexts[confirm].yes} />
            </Button>
          </DialogButtons>
        </Dialog>
      )}
    </Panel>
  );
}
