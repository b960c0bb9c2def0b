import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ConversationAnswer,
  ConversationAssignee,
  ConversationDetail,
  ConversationMessage,
  ConversationMessagePage,
  ConversationSummary,
  ConversationTemplate,
} from '../../../common/conversations';
import { conversationErrors } from '../../../common/conversations';
import { withList, type ListState } from '../../components/list/listSlice';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';
import { inboxList, type InboxQuery } from './inboxList';

export type TeamAction = 'assign' | 'close' | 'reopen' | 'note';

export interface ConversationsState {
  /** The inbox's rows, query and paging (the list kit). */
  list: ListState<ConversationSummary, InboxQuery>;
  /** The open thread. */
  thread: {
    id: number | null;
    status: LoadStatus;
    errorKey: string | null;
    detail: ConversationDetail | null;
    /**
     * Oldest first, in the server's order. A plain array rather than an entity adapter: pages
     * are only put before (older) or after (polled) what is there, and the order is the server's.
     */
    messages: ConversationMessage[];
    /** Key of the next older page; null once the thread's start is loaded. */
    nextBefore: string | null;
    older: { status: 'idle' | 'loading' | 'failed' };
  };
  composer: {
    status: 'idle' | 'sending' | 'failed';
    errorKey: string | null;
    /** Grows with every answer sent, so the composer empties its fields after each. */
    sent: number;
  };
  templates: { status: LoadStatus; conversationId: number | null; items: ConversationTemplate[] };
  assignees: { status: LoadStatus; items: ConversationAssignee[] };
  action: {
    status: 'idle' | 'busy' | 'failed';
    kind: TeamAction | null;
    done: TeamAction | null;
    errorKey: string | null;
  };
}

const idleThread: ConversationsState['thread'] = {
  id: null,
  status: 'idle',
  errorKey: null,
  detail: null,
  messages: [],
  nextBefore: null,
  older: { status: 'idle' },
};
const idleComposer: ConversationsState['composer'] = { status: 'idle', errorKey: null, sent: 0 };
const idleAction: ConversationsState['action'] = {
  status: 'idle',
  kind: null,
  done: null,
  errorKey: null,
};

export const initialConversationsState: ConversationsState = {
  list: inboxList.initialState,
  thread: idleThread,
  composer: idleComposer,
  templates: { status: 'idle', conversationId: null, items: [] },
  assignees: { status: 'idle', items: [] },
  action: idleAction,
};

/** The thread's order, as the server keeps it: by time, then by id (decimal row ids). */
export function threadOrder(a: ConversationMessage, b: ConversationMessage): number {
  const byTime = Date.parse(a.at) - Date.parse(b.at);
  if (byTime !== 0) return byTime;
  return a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Messages merged into the thread: known ones replaced where they are (a delivery state moved
 * on), new ones put in the thread's order (a newsletter joins at the time it was sent).
 */
function merge(thread: ConversationsState['thread'], items: ConversationMessage[]) {
  const at = new Map(thread.messages.map((message, index) => [message.id, index]));
  let added = false;
  for (const item of items) {
    const index = at.get(item.id);
    if (index === undefined) {
      at.set(item.id, thread.messages.length);
      thread.messages.push(item);
      added = true;
    } else thread.messages[index] = item;
  }
  if (added) thread.messages.sort(threadOrder);
}

/** The inbox row of a conversation shows what its detail now says. */
function showInRow(state: ConversationsState, detail: ConversationDetail) {
  const key = String(detail.id);
  if (!state.list.entities[key]) return;
  const { canReply: _reply, canSendText: _text, ...summary } = detail;
  state.list.entities[key] = summary;
}

const slice = createSlice({
  name: 'conversations',
  initialState: initialConversationsState,
  reducers: {
    /** A thread was opened (or another one): it loads, and the poll follows it. */
    threadOpened(state, action: PayloadAction<number>) {
      state.thread = { ...idleThread, id: action.payload, status: 'loading' };
      state.composer = idleComposer;
      state.action = idleAction;
    },
    /** The thread left the screen: its poll stops. */
    threadClosed(state) {
      state.thread = idleThread;
      state.composer = idleComposer;
    },
    threadLoaded(
      state,
      action: PayloadAction<{ detail: ConversationDetail; page: ConversationMessagePage }>,
    ) {
      const { detail, page } = action.payload;
      if (state.thread.id !== detail.id) return;
      state.thread = {
        ...state.thread,
        status: 'loaded',
        errorKey: null,
        detail,
        messages: page.items,
        nextBefore: page.nextBefore,
      };
      showInRow(state, detail);
    },
    threadLoadFailed(state, action: PayloadAction<{ id: number; errorKey: string }>) {
      if (state.thread.id !== action.payload.id) return;
      state.thread.status = 'failed';
      state.thread.errorKey = action.payload.errorKey;
    },
    /** The conversation's header data again (after new messages or a team action). */
    detailRefreshed(state, action: PayloadAction<ConversationDetail>) {
      if (state.thread.id === action.payload.id) state.thread.detail = action.payload;
      showInRow(state, action.payload);
    },
    olderRequested(state) {
      state.thread.older.status = 'loading';
    },
    olderLoaded(state, action: PayloadAction<{ id: number; page: ConversationMessagePage }>) {
      if (state.thread.id !== action.payload.id) return;
      const known = new Set(state.thread.messages.map((message) => message.id));
      const older = action.payload.page.items.filter((message) => !known.has(message.id));
      state.thread.messages = [...older, ...state.thread.messages];
      state.thread.nextBefore = action.payload.page.nextBefore;
      state.thread.older.status = 'idle';
    },
    olderLoadFailed(state) {
      state.thread.older.status = 'failed';
    },
    /** The poll's answer: new messages, and those whose delivery state moved on. */
    messagesArrived(state, action: PayloadAction<{ id: number; items: ConversationMessage[] }>) {
      if (state.thread.id !== action.payload.id) return;
      merge(state.thread, action.payload.items);
    },
    /** The person's messages are read: the badge goes. */
    conversationRead(state, action: PayloadAction<number>) {
      const row = state.list.entities[String(action.payload)];
      if (row) row.unreadCount = 0;
      if (state.thread.detail?.id === action.payload) state.thread.detail.unreadCount = 0;
    },
    answerRequested(state, _action: PayloadAction<{ id: number; answer: ConversationAnswer }>) {
      state.composer = { ...state.composer, status: 'sending', errorKey: null };
    },
    answerSent(state, action: PayloadAction<{ id: number; message: ConversationMessage }>) {
      state.composer = { status: 'idle', errorKey: null, sent: state.composer.sent + 1 };
      if (state.thread.id === action.payload.id) merge(state.thread, [action.payload.message]);
    },
    /** A refused answer; outside the window (Meta's word or our clock) only templates remain. */
    answerFailed(state, action: PayloadAction<{ id: number; errorKey: string }>) {
      state.composer = { ...state.composer, status: 'failed', errorKey: action.payload.errorKey };
      const { detail } = state.thread;
      if (action.payload.errorKey === conversationErrors.windowClosed && detail) {
        detail.canSendText = false;
      }
    },
    templatesRequested(state, action: PayloadAction<number>) {
      if (state.templates.conversationId === action.payload && state.templates.status === 'loaded')
        return;
      state.templates = { status: 'loading', conversationId: action.payload, items: [] };
    },
    templatesLoaded(state, action: PayloadAction<{ id: number; items: ConversationTemplate[] }>) {
      if (state.templates.conversationId !== action.payload.id) return;
      state.templates = { ...state.templates, status: 'loaded', items: action.payload.items };
    },
    templatesLoadFailed(state, action: PayloadAction<number>) {
      if (state.templates.conversationId === action.payload) state.templates.status = 'failed';
    },
    assigneesRequested(state) {
      if (state.assignees.status !== 'loaded') state.assignees.status = 'loading';
    },
    assigneesLoaded(state, action: PayloadAction<ConversationAssignee[]>) {
      state.assignees = { status: 'loaded', items: action.payload };
    },
    assigneesLoadFailed(state) {
      state.assignees.status = 'failed';
    },
    assignRequested(state, _action: PayloadAction<{ id: number; userId: number | null }>) {
      state.action = { ...idleAction, status: 'busy', kind: 'assign' };
    },
    closeRequested(state, _action: PayloadAction<number>) {
      state.action = { ...idleAction, status: 'busy', kind: 'close' };
    },
    reopenRequested(state, _action: PayloadAction<number>) {
      state.action = { ...idleAction, status: 'busy', kind: 'reopen' };
    },
    noteRequested(state, _action: PayloadAction<{ id: number; text: string }>) {
      state.action = { ...idleAction, status: 'busy', kind: 'note' };
    },
    teamActionSucceeded(state, action: PayloadAction<TeamAction>) {
      state.action = { ...idleAction, done: action.payload };
    },
    teamActionFailed(state, action: PayloadAction<{ kind: TeamAction; errorKey: string }>) {
      state.action = { ...idleAction, status: 'failed', ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialConversationsState);
  },
});

export const {
  threadOpened,
  threadClosed,
  threadLoaded,
  threadLoadFailed,
  detailRefreshed,
  olderRequested,
  olderLoaded,
  olderLoadFailed,
  messagesArrived,
  conversationRead,
  answerRequested,
  answerSent,
  answerFailed,
  templatesRequested,
  templatesLoaded,
  templatesLoadFailed,
  assigneesRequested,
  assigneesLoaded,
  assigneesLoadFailed,
  assignRequested,
  closeRequested,
  reopenRequested,
  noteRequested,
  teamActionSucceeded,
  teamActionFailed,
} = slice.actions;
export const conversationsReducer = withList(slice.reducer, 'list', inboxList.reducer);
