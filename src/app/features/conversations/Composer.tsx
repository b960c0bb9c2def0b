import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { conversationLimits, type ConversationDetail } from '../../../common/conversations';
import { formMessages } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { errorText } from './errorText';
import { composerMessages as messages } from './messages';
import { selectComposer } from './selectors';
import { answerRequested } from './slice';
import { ComposerForm, ComposerRow, Notice } from './styles';
import { TemplateComposer } from './TemplateComposer';

/** Free text inside the window: up to Meta's 4096 characters; the button or Ctrl/⌘+Enter sends. */
function TextComposer({ id }: { id: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const composer = useAppSelector(selectComposer);
  const [text, setText] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const sending = composer.status === 'sending';

  // An answer sent: the field empties for the next one.
  useEffect(() => {
    if (composer.sent > 0) setText('');
  }, [composer.sent]);

  const send = () => {
    const answer = text.trim();
    if (answer && !sending)
      dispatch(answerRequested({ id, answer: { type: 'text', text: answer } }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <ComposerForm
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={fieldId}>
        {intl.formatMessage(messages.answerLabel)}
        <textarea
          id={fieldId}
          rows={3}
          value={text}
          maxLength={conversationLimits.textLength}
          aria-describedby={hintId}
          data-testid="conversation-answer"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <ComposerRow>
        <span id={hintId}>
          {intl.formatMessage(formMessages.characterCount, {
            count: text.length,
            max: conversationLimits.textLength,
          })}{' '}
          {intl.formatMessage(messages.sendHint)}
        </span>
        <Button
          type="submit"
          disabled={sending || text.trim() === ''}
          aria-busy={sending || undefined}
          data-testid="conversation-send"
        >
          {intl.formatMessage(sending ? messages.sending : messages.send)}
        </Button>
      </ComposerRow>
    </ComposerForm>
  );
}

/**
 * How the team answers: free text while the window is open, else an approved template; a notice
 * for people who withdrew consent; nothing to write without the right to answer.
 */
export function Composer({ detail }: { detail: ConversationDetail }) {
  const intl = useIntl();
  const composer = useAppSelector(selectComposer);
  if (!detail.canReply) {
    return (
      <Notice data-testid="conversation-read-only">{intl.formatMessage(messages.readOnly)}</Notice>
    );
  }
  return (
    <section aria-label={intl.formatMessage(messages.answerLabel)}>
      {detail.optedOut && (
        <Notice data-testid="conversation-opted-out">
          {intl.formatMessage(messages.optedOut, { name: detail.name })}
        </Notice>
      )}
      {composer.status === 'failed' && (
        <Notice $tone="danger" role="alert" data-testid="conversation-send-error">
          {errorText(intl, composer.errorKey)}
        </Notice>
      )}
      {detail.canSendText ? <TextComposer id={detail.id} /> : <TemplateComposer detail={detail} />}
    </section>
  );
}
