import type { SagaIterator } from 'redux-saga';
import { call as rawCall, take as rawTake } from 'redux-saga/effects';
import { all, call, delay, put, race, select, takeLatest, takeLeading } from 'typed-redux-saga';
import {
  conversationErrors,
  type ConversationAnswer,
  type ConversationAssignee,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationMessagePage,
  type ConversationSummary,
  type ConversationTemplate,
} from '../../../common/conversations';
import {
  getConversation,
  getConversationAssignees,
  getConversationMessages,
  getConversationTemplates,
  postConversationAnswer,
  postConversationAssign,
  postConversationClose,
  postConversationList,
  postConversationNote,
  postConversationRead,
  postConversationReopen,
} from '../../api/conversations';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import { createListSaga, type PageRequest } from '../../components/list/listSaga';
import type { ListPage } from '../../components/list/listSlice';
import { tabVisible } from '../../platform/visibility';
import { accountSwitched } from '../../store/accountEvents';
import type { RootState } from '../../store/rootReducer';
import { inboxList, type InboxQuery } from './inboxList';
import {
  selectAssignees,
  selectConversationTemplates,
  selectInboxList,
  selectThread,
} from './selectors';
import {
  answerFailed,
  answerRequested,
  answerSent,
  assigneesLoaded,
  assigneesLoadFailed,
  assigneesRequested,
  assignRequested,
  closeRequested,
  conversationRead,
  detailRefreshed,
  messagesArrived,
  noteRequested,
  olderLoaded,
  olderLoadFailed,
  olderRequested,
  reopenRequested,
  teamActionFailed,
  teamActionSucceeded,
  templatesLoaded,
  templatesLoadFailed,
  templatesRequested,
  threadClosed,
  threadLoaded,
  threadLoadFailed,
  threadOpened,
  type TeamAction,
} from './slice';

/** How often an open thread asks for new messages, and the inbox for its first page. */
export const threadPollMs = 4000;
export const inboxPollMs = 15_000;
/** Messages per thread page (the newest page on opening, each older one, each poll). */
export const threadPageSize = 50;
/** The search waits for typing to pause this long. */
export const inboxSearchDebounceMs = 300;

/** One inbox page: the keyset of the list kit on the inbox call. */
export function fetchInboxPage(
  query: InboxQuery,
  page: PageRequest,
): Promise<ListPage<ConversationSummary>> {
  return postConversationList({ ...query, after: page.after ?? null, take: page.take });
}

/**
 * The inbox: pages by the list kit, the search debounced, an older search's late answer dropped
 * (takeLatest and the list's generation). Its first page is read again now and then while the
 * screen is open, so new conversations and new unread counts show without a reload.
 */
export const inboxListSaga = createListSaga({
  list: inboxList,
  // Called lazily: selectors.ts loads this module through ./feature, so it is not yet defined here.
  selectList: (state: RootState) => selectInboxList(state),
  fetchPage: fetchInboxPage,
  debounceMs: inboxSearchDebounceMs,
  poll: { everyMs: inboxPollMs, while: () => true },
});

const stillMoving = (message: ConversationMessage) =>
  message.direction === 'out' &&
  (message.status === 'queued' || message.status === 'sent' || message.status === 'delivered');

/**
 * Where the poll reads from: after the newest message, or, while one of our recent messages is
 * still on its way (queued, sent, delivered), after the message before it, so its new delivery
 * state comes back with the new messages. Undefined reads the newest page.
 */
export function pollAfter(messages: readonly ConversationMessage[]): string | undefined {
  const recent = Math.max(0, messages.length - threadPageSize);
  const moving = messages.findIndex((message, index) => index >= recent && stillMoving(message));
  if (moving === -1) return messages[messages.length - 1]?.id;
  return moving === 0 ? undefined : messages[moving - 1].id;
}

function* refreshDetail(id: number): SagaIterator<void> {
  try {
    const detail = yield* call(callApi<[number], ConversationDetail>, getConversation, id);
    yield* put(detailRefreshed(detail));
  } catch {
    // The header keeps what it showed; the next poll or action asks again.
  }
}

/** Marks the person's messages read (Meta is told too) when there are any and we may answer. */
export function* markRead(id: number): SagaIterator<void> {
  const { detail } = yield* select(selectThread);
  if (!detail || detail.id !== id || !detail.canReply || detail.unreadCount === 0) return;
  try {
    yield* call(callApi<[number], void>, postConversationRead, id);
    yield* put(conversationRead(id));
  } catch {
    // The badge stays; opening the thread again tries again.
  }
}

/** One read of what is new in the thread; new messages bring the header up to date. */
export function* readNewMessages(id: number): SagaIterator<void> {
  const { messages } = yield* select(selectThread);
  const known = new Set(messages.map((message) => message.id));
  const page = yield* call(
    callApi<[number, { after?: string; take: number }], ConversationMessagePage>,
    getConversationMessages,
    id,
    { after: pollAfter(messages), take: threadPageSize },
  );
  if (page.items.length === 0) return;
  yield* put(messagesArrived({ id, items: page.items }));
  const fresh = page.items.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return;
  yield* call(refreshDetail, id);
  if (fresh.some((message) => message.direction === 'in')) yield* call(markRead, id);
}

/**
 * New messages appear without a reload: while the thread is open and the tab in view, it asks
 * every few seconds for the messages after the newest one. Polling rather than a push channel:
 * the store stays the one source (every change is an action), plain requests pass every proxy
 * and load balancer, and the server needs no push infrastructure (sockets, fan-out between
 * processes). It stops when the thread closes, another opens, or the account changes.
 */
export function* pollThread(id: number): SagaIterator<void> {
  for (;;) {
    yield* delay(threadPollMs);
    if (!(yield* call(tabVisible))) continue;
    try {
      yield* call(readNewMessages, id);
    } catch (error) {
      if (isAbortError(error)) return;
      // A failed read is asked again at the next tick.
    }
  }
}

export function* openThreadSaga(action: ReturnType<typeof threadOpened>): SagaIterator<void> {
  const id = action.payload;
  try {
    const [detail, page] = (yield* all([
      rawCall(callApi<[number], ConversationDetail>, getConversation, id),
      rawCall(
        callApi<[number, { take: number }], ConversationMessagePage>,
        getConversationMessages,
        id,
        { take: threadPageSize },
      ),
    ])) as [ConversationDetail, ConversationMessagePage];
    yield* put(threadLoaded({ detail, page }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(threadLoadFailed({ id, errorKey: errorKeyOf(error) }));
    return;
  }
  yield* call(markRead, id);
  yield* race({
    poll: rawCall(pollThread, id),
    stop: rawTake([threadClosed.type, accountSwitched.type]),
  });
}

export function* olderSaga(): SagaIterator<void> {
  const { id, nextBefore } = yield* select(selectThread);
  if (id === null || nextBefore === null) return;
  try {
    const page = yield* call(
      callApi<[number, { before: string; take: number }], ConversationMessagePage>,
      getConversationMessages,
      id,
      { before: nextBefore, take: threadPageSize },
    );
    yield* put(olderLoaded({ id, page }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(olderLoadFailed());
  }
}

/** Sends an answer; one refused because the window closed turns the composer to templates. */
export function* answerSaga(action: ReturnType<typeof answerRequested>): SagaIterator<void> {
  const { id, answer } = action.payload;
  try {
    const message = yield* call(
      callApi<[number, ConversationAnswer], ConversationMessage>,
      postConversationAnswer,
      id,
      answer,
    );
    yield* put(answerSent({ id, message }));
  } catch (error) {
    if (isAbortError(error)) return;
    const errorKey = errorKeyOf(error);
    yield* put(answerFailed({ id, errorKey }));
    if (errorKey === conversationErrors.windowClosed) yield* put(templatesRequested(id));
    return;
  }
  yield* call(refreshDetail, id);
}

export function* templatesSaga(action: ReturnType<typeof templatesRequested>): SagaIterator<void> {
  const id = action.payload;
  const { status } = yield* select(selectConversationTemplates);
  if (status !== 'loading') return;
  try {
    const items = yield* call(
      callApi<[number], ConversationTemplate[]>,
      getConversationTemplates,
      id,
    );
    yield* put(templatesLoaded({ id, items }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(templatesLoadFailed(id));
  }
}

export function* assigneesSaga(): SagaIterator<void> {
  const { status } = yield* select(selectAssignees);
  if (status !== 'loading') return;
  try {
    const items = yield* call(callApi<[], ConversationAssignee[]>, getConversationAssignees);
    yield* put(assigneesLoaded(items));
  } catch (error) {
    if (!isAbortError(error)) yield* put(assigneesLoadFailed());
  }
}

/**
 * A team action: the call, then the thread (its event or note) and header read again; actions
 * that move the conversation between the inbox's filters read the inbox again too.
 */
function* teamAction<Args extends unknown[]>(
  kind: TeamAction,
  id: number,
  fn: (...args: Args) => Promise<unknown>,
  ...args: Args
): SagaIterator<void> {
  try {
    yield* call(callApi<Args, unknown>, fn, ...args);
    yield* put(teamActionSucceeded(kind));
  } catch (error) {
    if (!isAbortError(error)) yield* put(teamActionFailed({ kind, errorKey: errorKeyOf(error) }));
    return;
  }
  yield* call(refreshDetail, id);
  try {
    yield* call(readNewMessages, id);
  } catch {
    // The poll brings the event a moment later.
  }
  if (kind !== 'note') yield* put(inboxList.actions.reloaded());
}

export function* assignSaga(action: ReturnType<typeof assignRequested>): SagaIterator<void> {
  const { id, userId } = action.payload;
  yield* teamAction<[number, number | null]>('assign', id, postConversationAssign, id, userId);
}

export function* closeSaga(action: ReturnType<typeof closeRequested>): SagaIterator<void> {
  yield* teamAction<[number]>('close', action.payload, postConversationClose, action.payload);
}

export function* reopenSaga(action: ReturnType<typeof reopenRequested>): SagaIterator<void> {
  yield* teamAction<[number]>('reopen', action.payload, postConversationReopen, action.payload);
}

export function* noteSaga(action: ReturnType<typeof noteRequested>): SagaIterator<void> {
  const { id, text } = action.payload;
  yield* teamAction<[number, string]>('note', id, postConversationNote, id, text);
}

export function* conversationsSaga(): SagaIterator<void> {
  yield* takeLatest(threadOpened, openThreadSaga);
  yield* takeLeading(olderRequested, olderSaga);
  yield* takeLeading(answerRequested, answerSaga);
  yield* takeLatest(templatesRequested, templatesSaga);
  yield* takeLeading(assigneesRequested, assigneesSaga);
  yield* takeLeading(assignRequested, assignSaga);
  yield* takeLeading(closeRequested, closeSaga);
  yield* takeLeading(reopenRequested, reopenSaga);
  yield* takeLeading(noteRequested, noteSaga);
  yield* call(inboxListSaga);
}
