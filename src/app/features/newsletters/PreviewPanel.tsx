import { FormattedMessage, useIntl } from 'react-intl';
import type { NewsletterEditorState } from '../../../common/newsletters';
import { ChatBubble, ChatWindow } from '../../components/chatPreview/ChatBubble';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasEveryRight } from '../rights/selectors';
import { errorText } from './errorText';
import { previewMessages as messages } from './messages';
import { selectNewsletterEditor } from './selectors';
import { previewRequested, testSendRequested } from './slice';
import { Inline, Meta, Notice, Panel } from './styles';

/** The saved newsletter as one member of its group would read it, and a test send. */
export function PreviewPanel({ state }: { state: NewsletterEditorState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { preview, testSend } = useAppSelector(selectNewsletterEditor);
  const mayTest = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppCampaigns.Edit']));
  const { newsletter } = state;
  const ready = Boolean(newsletter.id && newsletter.templateId && newsletter.profileId);
  const shown = preview.preview;
  const who = shown
    ? [shown.subscriber.firstname, shown.subscriber.lastname].filter(Boolean).join(' ') ||
      (shown.subscriber.telnr ?? '')
    : '';
  return (
    <Panel data-testid="newsletter-preview">
      <legend>
        <FormattedMessage {...messages.title} />
      </legend>
      {!ready && (
        <Meta>
          <FormattedMessage {...messages.needs} />
        </Meta>
      )}
      {ready && (
        <Inline>
          <Button
            type="button"
            $variant="secondary"
            disabled={preview.status === 'loading'}
            data-testid="newsletter-preview-previous"
            onClick={() => dispatch(previewRequested({ next: false }))}
          >
            <FormattedMessage {...messages.previous} />
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={preview.status === 'loading'}
            data-testid="newsletter-preview-next"
            onClick={() => dispatch(previewRequested({ next: true }))}
          >
            <FormattedMessage {...(preview.status === 'idle' ? messages.show : messages.next)} />
          </Button>
        </Inline>
      )}
      {preview.status === 'failed' && (
        <Notice $tone="danger" role="alert">
          <FormattedMessage {...messages.failed} /> {errorText(intl, preview.errorKey)}
        </Notice>
      )}
      {preview.status === 'loaded' && !shown && (
        <Meta>
          <FormattedMessage {...messages.nobody} />
        </Meta>
      )}
      {shown && (
        <>
          <Meta>
            <FormattedMessage {...messages.for} values={{ name: who }} />
          </Meta>
          <ChatWindow data-testid="newsletter-preview-bubble">
            <ChatBubble testIdPrefix="newsletter-preview" message={shown} />
          </ChatWindow>
        </>
      )}
      {ready && mayTest && (
        <Inline>
          <Button
            type="button"
            $variant="secondary"
            disabled={testSend.status === 'busy'}
            data-testid="newsletter-test-send"
            onClick={() => dispatch(testSendRequested())}
          >
            <FormattedMessage
              {...(testSend.status === 'busy' ? messages.testSending : messages.testSend)}
            />
          </Button>
          {testSend.result && (
            <span role="status" data-testid="newsletter-test-sent">
              <FormattedMessage {...messages.testSent} values={{ to: testSend.result.to }} />
            </span>
          )}
          {testSend.status === 'failed' && (
            <span role="alert">{errorText(intl, testSend.errorKey)}</span>
          )}
        </Inline>
      )}
    </Panel>
  );
}
