/**
 * The inbox's sagas (issue 25) against a fake of the conversation calls: the thread's poll, the
 * read call, answering inside and outside the window, team actions, and the inbox's search race.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { delay } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type {
  ConversationAnswer,
  ConversationDetail,
  ConversationMessage,
  ConversationMessagePage,
  ConversationSummary,
} from '../../../../src/common/conversations';
import {
  getConversation,
  getConversationMessages,
  getConversationTemplates,
  postConversationAnswer,
  postConversationClose,
  postConversationRead,
} from '../../../../src/app/api/conversations';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { callApi } from '../../../../src/app/auth/callApi';
import type { PageRequest } from '../../../../src/app/components/list/listSaga';
import { inboxList, type InboxQuery } from '../../../../src/app/features/conversations/inboxList';
import {
  conversationsSaga,
  fetchInboxPage,
  inboxPollMs,
  pollAfter,
} from '../../../../src/app/features/conversations/sagas';
import {
  answerFailed,
  answerRequested,
  answerSent,
  closeRequested,
  conversationRead,
  conversationsReducer,
  initialConversationsState,
  messagesArrived,
  templatesRequested,
  threadClosed,
  threadOpened,
  type ConversationsState,
} from '../../../../src/app/features/conversations/slice';
import { tabVisible } from '../../../../src/app/platform/visibility';
import { detail, message, summary, template } from './fixtures';

type State = { conversations: ConversationsState };
const reducer = (state: State | undefined, action: UnknownAction): State => ({
  conversations: conversationsReducer(state?.conversations ?? initialConversationsState, action),
});

type Handler = (...args: never[]) => unknown;

/** callApi answered by the fake calls in `handlers` (by API function); any other call fails the test. */
function fakeApi(handlers: Map<unknown, Handler>) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== callApi) return next();
      const [fn, ...args] = effect.args as [unknown, ...never[]];
      const handler = handlers.get(fn);
      if (!handler) throw new Error(`unexpected call of ${(fn as { name?: string }).name}`);
      return handler(...args);
    },
  };
}

/**
 * The thread poll's seconds and the search's debounce take a millisecond; the inbox's own
 * refresh keeps its 15 seconds (it would only repeat the inbox's answers here).
 */
const shortDelays = {
  call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
    return effect.fn === delay(0).payload.fn && Number(effect.args[0]) < inboxPollMs
      ? new Promise((resolve) => setTimeout(resolve, 1))
      : next();
  },
};

const page = (items: ConversationMessage[], nextBefore: string | null = null) =>
  ({ items, nextBefore }) satisfies ConversationMessagePage;

describe('the thread', () => {
  it('shows a message that arrives while it is open (the poll appends it) and marks it read', () => {
    const question = message({ id: '101' });
    const followUp = message({ id: '102', text: 'Und im März?' });
    const asked: { after?: string }[] = [];
    let reads = 0;
    let details = 0;
    const api = fakeApi(
      new Map<unknown, Handler>([
        [
          getConversation,
          // Opened with 1 unread message; after the poll's new one, 1 unread again.
          () => {
            details += 1;
            return detail({ unreadCount: 1 });
          },
        ],
        [
          getConversationMessages,
          (_id: number, request: { after?: string }) => {
            asked.push(request);
            if (request.after === undefined) return page([question]);
            return page(request.after === '101' ? [followUp] : []);
          },
        ],
        [
          postConversationRead,
          () => {
            reads += 1;
          },
        ],
      ]),
    );
    return expectSaga(conversationsSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(tabVisible), true], shortDelays, api])
      .put(messagesArrived({ id: 7, items: [followUp] }))
      .put(conversationRead(7))
      .dispatch(threadOpened(7))
      .silentRun(300)
      .then(({ storeState }) => {
        const { thread } = storeState.conversations;
        expect(thread.messages.map((m: ConversationMessage) => m.id)).toEqual(['101', '102']);
        expect(asked.slice(0, 2)).toEqual([{ take: 50 }, { after: '101', take: 50 }]);
        // Read on opening, and again for the message that came in meanwhile.
        expect(reads).toBe(2);
        expect(details).toBeGreaterThanOrEqual(2);
        expect(thread.detail?.unreadCount).toBe(0);
      });
  });

  it('does not poll while the tab is hidden', () => {
    let polls = 0;
    const api = fakeApi(
      new Map<unknown, Handler>([
        [getConversation, () => detail({ unreadCount: 0 })],
        [
          getConversationMessages,
          (_id: number, request: { after?: string }) => {
            if (request.after !== undefined) polls += 1;
            return page([message()]);
          },
        ],
      ]),
    );
    return expectSaga(conversationsSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(tabVisible), false], shortDelays, api])
      .not.call.fn(postConversationRead)
      .dispatch(threadOpened(7))
      .silentRun(100)
      .then(() => expect(polls).toBe(0));
  });

  it('stops polling when the thread closes', () => {
    let polls = 0;
    const api = fakeApi(
      new Map<unknown, Handler>([
        [getConversation, () => detail({ unreadCount: 0 })],
        [
          getConversationMessages,
          (_id: number, request: { after?: string }) => {
            if (request.after !== undefined) polls += 1;
            return page([message()]);
          },
        ],
      ]),
    );
    return expectSaga(conversationsSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(tabVisible), true], shortDelays, api])
      .dispatch(threadOpened(7))
      .dispatch(threadClosed())
      .silentRun(100)
      .then(({ storeState }) => {
        expect(polls).toBe(0);
        expect(storeState.conversations.thread.id).toBeNull();
      });
  });

  it('does not mark read without the right to answer', () =>
    expectSaga(conversationsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(tabVisible), true],
        fakeApi(
          new Map<unknown, Handler>([
            [getConversation, () => detail({ canReply: false, canSendText: false })],
            [getConversationMessages, () => page([message()])],
          ]),
        ),
      ])
      .not.call.fn(postConversationRead)
      .dispatch(threadOpened(7))
      .dispatch(threadClosed())
      .silentRun(50));

  it('reads from before our answer while it is still on its way, so its delivery state shows', () => {
    const answer = message({ id: '102', direction: 'out', status: 'sent' });
    expect(pollAfter([message({ id: '101' }), answer, message({ id: '103' })])).toBe('101');
    expect(pollAfter([message({ id: '101' }), { ...answer, status: 'read' }])).toBe('102');
    expect(pollAfter([answer])).toBeUndefined();
    expect(pollAfter([])).toBeUndefined();
  });
});

/** A store with the thread of `open` loaded. */
function openedState(open: ConversationDetail, messages: ConversationMessage[] = [message()]) {
  let state = reducer(undefined, threadOpened(open.id));
  state = reducer(state, {
    type: 'conversations/threadLoaded',
    payload: { detail: open, page: page(messages) },
  });
  return state;
}

describe('answering', () => {
  it('sends a text inside the window and shows it in the thread', () => {
    const text: ConversationAnswer = { type: 'text', text: 'Ja, am 12. Februar.' };
    const sent = message({ id: '102', direction: 'out', text: text.text, status: 'queued' });
    const answers: ConversationAnswer[] = [];
    return expectSaga(conversationsSaga)
      .withReducer(reducer, openedState(detail({ unreadCount: 0 })))
      .provide([
        fakeApi(
          new Map<unknown, Handler>([
            [
              postConversationAnswer,
              (_id: number, answer: ConversationAnswer) => {
                answers.push(answer);
                return sent;
              },
            ],
            [getConversation, () => detail({ unreadCount: 0 })],
          ]),
        ),
      ])
      .put(answerSent({ id: 7, message: sent }))
      .dispatch(answerRequested({ id: 7, answer: text }))
      .silentRun(50)
      .then(({ storeState }) => {
        const { thread, composer } = storeState.conversations;
        expect(answers).toEqual([text]);
        expect(thread.messages.map((m: ConversationMessage) => m.id)).toEqual(['101', '102']);
        expect(composer).toEqual({ status: 'idle', errorKey: null, sent: 1 });
      });
  });

  it('sends an approved template outside the window', () => {
    const answer: ConversationAnswer = {
      type: 'template',
      templateId: 21,
      parameters: { firstname: 'Greta', Datum: '12. Februar' },
    };
    const sent = message({
      id: '102',
      direction: 'out',
      kind: 'template',
      text: 'Hallo Greta, der nächste Termin ist am 12. Februar.',
      template: { id: 21, name: 'termin_antwort', language: 'de' },
      status: 'queued',
    });
    const closed = detail({ canSendText: false, windowClosesAt: null, unreadCount: 0 });
    return expectSaga(conversationsSaga)
      .withReducer(reducer, openedState(closed))
      .provide([
        fakeApi(
          new Map<unknown, Handler>([
            [postConversationAnswer, () => sent],
            [getConversation, () => closed],
          ]),
        ),
      ])
      .call(callApi, postConversationAnswer, 7, answer)
      .put(answerSent({ id: 7, message: sent }))
      .dispatch(answerRequested({ id: 7, answer }))
      .silentRun(50)
      .then(({ storeState }) => {
        const { thread } = storeState.conversations;
        expect(thread.messages[1]).toEqual(sent);
        expect(thread.detail?.canSendText).toBe(false);
      });
  });

  it('turns to templates when a text is refused because the window closed', () => {
    const refusal = new ApiRequestError(409, {
      errorKey: 'WhatsAppConversations.WindowClosed',
      message: 'The customer service window is closed.',
    });
    return expectSaga(conversationsSaga)
      .withReducer(reducer, openedState(detail({ unreadCount: 0 })))
      .provide([
        fakeApi(
          new Map<unknown, Handler>([
            [
              postConversationAnswer,
              () => {
                throw refusal;
              },
            ],
            [getConversationTemplates, () => [template()]],
          ]),
        ),
      ])
      .put(answerFailed({ id: 7, errorKey: 'WhatsAppConversations.WindowClosed' }))
      .put(templatesRequested(7))
      .dispatch(answerRequested({ id: 7, answer: { type: 'text', text: 'Noch da?' } }))
      .silentRun(50)
      .then(({ storeState }) => {
        const { thread, composer, templates } = storeState.conversations;
        expect(thread.detail?.canSendText).toBe(false);
        expect(composer.status).toBe('failed');
        expect(templates).toEqual({ status: 'loaded', conversationId: 7, items: [template()] });
        expect(thread.messages.map((m: ConversationMessage) => m.id)).toEqual(['101']);
      });
  });
});

describe('team actions', () => {
  it('closes, then reads the header, the thread and the inbox again', () => {
    const closedDetail = detail({ state: 'closed', unreadCount: 0 });
    const event = message({
      id: '102',
      direction: 'internal',
      kind: 'event',
      text: '',
      author: { id: 5, name: 'Mia Marketing' },
      event: { type: 'closed', assignee: null },
    });
    return expectSaga(conversationsSaga)
      .withReducer(reducer, openedState(detail({ unreadCount: 0 })))
      .provide([
        fakeApi(
          new Map<unknown, Handler>([
            [postConversationClose, () => undefined],
            [getConversation, () => closedDetail],
            [getConversationMessages, () => page([event])],
            [fetchInboxPage, () => ({ items: [summary({ state: 'closed' })], total: 1 })],
          ]),
        ),
      ])
      .call(callApi, postConversationClose, 7)
      .put(inboxList.actions.reloaded())
      .dispatch(closeRequested(7))
      .silentRun(50)
      .then(({ storeState }) => {
        const { thread, action } = storeState.conversations;
        expect(action).toMatchObject({ status: 'idle', done: 'close' });
        expect(thread.detail?.state).toBe('closed');
        expect(thread.messages.map((m: ConversationMessage) => m.kind)).toEqual(['text', 'event']);
      });
  });
});

describe('the inbox search', () => {
  it('drops the answer of an older search that arrives after the newer one', () => {
    const greta = summary({ id: 7, name: 'Greta Grünwald' });
    const gregor = summary({ id: 8, name: 'Gregor Graf' });
    const answered: string[] = [];
    let newerAnswered = () => {};
    const newer = new Promise<void>((resolve) => (newerAnswered = resolve));
    const server = async (query: InboxQuery, request: PageRequest) => {
      // "gr" is slow: it answers only once "gret", typed later, has answered.
      if (query.searchTerm === 'gr') await newer;
      answered.push(query.searchTerm);
      if (query.searchTerm !== 'gr') newerAnswered();
      const items = [greta, gregor].filter((c) => c.name.toLowerCase().includes(query.searchTerm));
      expect(request.take).toBe(50);
      return { items, total: items.length, nextAfter: null };
    };
    let staleGeneration = 0;
    return (
      expectSaga(conversationsSaga)
        .withReducer(reducer)
        .provide([shortDelays, fakeApi(new Map<unknown, Handler>([[fetchInboxPage, server]]))])
        .dispatch(inboxList.actions.queryChanged({ searchTerm: 'gr' }))
        // Time for the debounce (a millisecond here) to end and "gr" to be asked.
        .delay(50)
        .dispatch(inboxList.actions.queryChanged({ searchTerm: 'gret' }))
        .silentRun(300)
        .then(({ storeState }) => {
          const list = storeState.conversations.list;
          // Both were asked; the newer answered first, the older later, and was not shown.
          expect(answered).toEqual(['gret', 'gr']);
          expect(inboxList.selectRows(list).map((c: ConversationSummary) => c.name)).toEqual([
            'Greta Grünwald',
          ]);
          expect(list.total).toBe(1);
          // An answer tagged with the older query's generation is dropped by the list itself.
          staleGeneration = list.generation - 1;
          const after = reducer(
            storeState,
            inboxList.actions.pageLoaded({
              generation: staleGeneration,
              page: 0,
              result: { items: [greta, gregor], total: 2, nextAfter: null },
            }),
          );
          expect(inboxList.selectRows(after.conversations.list)).toHaveLength(1);
        })
    );
  });
});
