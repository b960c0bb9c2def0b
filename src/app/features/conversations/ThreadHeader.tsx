import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { conversationLimits, type ConversationDetail } from '../../../common/conversations';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { errorText } from './errorText';
import { WindowBadge } from './InboxRow';
import { inboxMessages, teamMessages as messages, threadMessages } from './messages';
import { selectAssignees, selectTeamAction } from './selectors';
import {
  assigneesRequested,
  assignRequested,
  closeRequested,
  noteRequested,
  reopenRequested,
} from './slice';
import { Actions, Badge, Notice, NoteForm, RowLine, ThreadHead } from './styles';
import { useNow } from './useNow';

const doneTexts = {
  assign: messages.doneAssign,
  close: messages.doneClose,
  reopen: messages.doneReopen,
  note: messages.doneNote,
} as const;

/** The team's actions on a conversation: assign, close or reopen, and a note for colleagues. */
function TeamActions({ detail }: { detail: ConversationDetail }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const assignees = useAppSelector(selectAssignees);
  const action = useAppSelector(selectTeamAction);
  const [note, setNote] = useState('');
  // The note field opens on demand, so on a phone the messages are not pushed below it.
  const [writingNote, setWritingNote] = useState(false);
  const noteId = useId();
  const busy = action.status === 'busy';

  useEffect(() => {
    dispatch(assigneesRequested());
  }, [dispatch]);

  // A note added: the field empties and closes.
  useEffect(() => {
    if (action.done !== 'note') return;
    setNote('');
    setWritingNote(false);
  }, [action.done]);

  const options = [...assignees.items];
  if (detail.assignee && !options.some((user) => user.id === detail.assignee?.id)) {
    options.unshift(detail.assignee);
  }

  return (
    <>
      <Actions>
        <label>
          {intl.formatMessage(messages.assigneeLabel)}
          <select
            data-testid="conversation-assignee-select"
            value={detail.assignee ? String(detail.assignee.id) : ''}
            disabled={busy}
            onChange={(event) =>
              dispatch(
                assignRequested({
                  id: detail.id,
                  userId: event.target.value === '' ? null : Number(event.target.value),
                }),
              )
            }
          >
            <option value="">{intl.formatMessage(messages.nobody)}</option>
            {options.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.name}
              </option>
            ))}
          </select>
        </label>
        {detail.state === 'open' ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            data-testid="conversation-close"
            onClick={() => dispatch(closeRequested(detail.id))}
          >
            {intl.formatMessage(messages.close)}
          </Button>
        ) : (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            data-testid="conversation-reopen"
            onClick={() => dispatch(reopenRequested(detail.id))}
          >
            {intl.formatMessage(messages.reopen)}
          </Button>
        )}
      </Actions>
      {!writingNote && (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={false}
            data-testid="conversation-note-open"
            onClick={() => setWritingNote(true)}
          >
            {intl.formatMessage(messages.noteOpen)}
          </Button>
        </Actions>
      )}
      {writingNote && (
        <NoteForm
          onSubmit={(event) => {
            event.preventDefault();
            const text = note.trim();
            if (text) dispatch(noteRequested({ id: detail.id, text }));
          }}
        >
          <label htmlFor={noteId}>
            {intl.formatMessage(messages.noteLabel)}
            <textarea
              id={noteId}
              rows={2}
              autoFocus
              value={note}
              maxLength={conversationLimits.noteLength}
              data-testid="conversation-note"
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <Button
            type="submit"
            $variant="secondary"
            disabled={busy || note.trim() === ''}
            data-testid="conversation-note-add"
          >
            {intl.formatMessage(messages.noteAdd)}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            data-testid="conversation-note-cancel"
            onClick={() => {
              setNote('');
              setWritingNote(false);
            }}
          >
            {intl.formatMessage(messages.noteCancel)}
          </Button>
        </NoteForm>
      )}
      {action.done && (
        <Notice role="status" data-testid="conversation-action-done">
          {intl.formatMessage(doneTexts[action.done])}
        </Notice>
      )}
      {action.status === 'failed' && (
        <Notice $tone="danger" role="alert" data-testid="conversation-action-error">
          {errorText(intl, action.errorKey)}
        </Notice>
      )}
    </>
  );
}

/** The thread's header: who, on which number, its state and window, and the team's actions. */
export function ThreadHeader({ detail, titleId }: { detail: ConversationDetail; titleId: string }) {
  const intl = useIntl();
  const now = useNow();
  return (
    <ThreadHead>
      <h2 id={titleId}>{detail.name}</h2>
      <RowLine>
        <span>
          {intl.formatMessage(threadMessages.number, {
            waId: detail.waId,
            number: detail.phoneNumber.display,
          })}
        </span>
        <Badge
          $tone={detail.state === 'closed' ? 'muted' : undefined}
          data-testid="conversation-state"
        >
          {intl.formatMessage(
            detail.state === 'closed' ? threadMessages.stateClosed : threadMessages.stateOpen,
          )}
        </Badge>
        <WindowBadge closesAt={detail.windowClosesAt} now={now} />
        {detail.newsletter && (
          <span>
            {intl.formatMessage(inboxMessages.answered, { name: detail.newsletter.name })}
          </span>
        )}
      </RowLine>
      {detail.canReply && <TeamActions detail={detail} />}
    </ThreadHead>
  );
}
