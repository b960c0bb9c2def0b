import {
  answerFailed,
  conversationRead,
  conversationsReducer,
  initialConversationsState,
  messagesArrived,
  olderLoaded,
  threadLoaded,
  threadOpened,
} from '../../../../src/app/features/conversations/slice';
import { inboxList } from '../../../../src/app/features/conversations/inboxList';
import { detail, message, summary } from './fixtures';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();

function opened() {
  let state = conversationsReducer(initialConversationsState, threadOpened(7));
  state = conversationsReducer(
    state,
    threadLoaded({
      detail: detail(),
      page: {
        items: [message({ id: '9', at: at(1) }), message({ id: '10', at: at(5) })],
        nextBefore: '9',
      },
    }),
  );
  return Object.freeze(state);
}

describe('the conversations slice', () => {
  it("keeps the thread in the server's order: time, then id", () => {
    const state = conversationsReducer(
      opened(),
      messagesArrived({
        id: 7,
        items: [
          message({ id: '12', at: at(6) }),
          // A newsletter joins the thread at the time it was sent, before the newest message.
          message({ id: '11', at: at(3), direction: 'out', kind: 'newsletter', status: 'read' }),
          message({ id: '10', at: at(5), text: 'edited' }),
        ],
      }),
    );
    expect(state.thread.messages.map((m) => m.id)).toEqual(['9', '11', '10', '12']);
    expect(state.thread.messages[2].text).toBe('edited');
  });

  it('puts older pages before, once, and ignores answers for another thread', () => {
    let state = conversationsReducer(
      opened(),
      olderLoaded({
        id: 7,
        page: {
          items: [message({ id: '8', at: at(0) }), message({ id: '9', at: at(1) })],
          nextBefore: null,
        },
      }),
    );
    expect(state.thread.messages.map((m) => m.id)).toEqual(['8', '9', '10']);
    expect(state.thread.nextBefore).toBeNull();
    state = conversationsReducer(state, messagesArrived({ id: 8, items: [message({ id: '99' })] }));
    expect(state.thread.messages).toHaveLength(3);
  });

  it('clears the unread badge in the thread and in its inbox row', () => {
    let state = conversationsReducer(opened(), inboxList.actions.reloaded());
    state = conversationsReducer(
      state,
      inboxList.actions.pageLoaded({
        generation: state.list.generation,
        page: 0,
        result: { items: [summary()], total: 1, nextAfter: null },
      }),
    );
    state = conversationsReducer(state, conversationRead(7));
    expect(state.list.entities['7']?.unreadCount).toBe(0);
    expect(state.thread.detail?.unreadCount).toBe(0);
  });

  it('turns the composer to templates when the window closed, and only then', () => {
    const other = conversationsReducer(opened(), answerFailed({ id: 7, errorKey: 'unknownError' }));
    expect(other.thread.detail?.canSendText).toBe(true);
    const closed = conversationsReducer(
      opened(),
      answerFailed({ id: 7, errorKey: 'WhatsAppConversations.WindowClosed' }),
    );
    expect(closed.thread.detail?.canSendText).toBe(false);
    expect(closed.composer).toMatchObject({
      status: 'failed',
      errorKey: 'WhatsAppConversations.WindowClosed',
    });
  });
});
