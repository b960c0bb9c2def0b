/**
 * A support log or DevTools export of the inbox carries no person's number, message or typed
 * value (ARCHITECTURE.md: personal data never leaves the browser in such a log).
 */
import {
  answerRequested,
  conversationsReducer,
  initialConversationsState,
  threadLoaded,
  threadOpened,
} from '../../../../src/app/features/conversations/slice';
import { inboxList } from '../../../../src/app/features/conversations/inboxList';
import { maskPersonalData } from '../../../../src/app/store/devTools';
import { maskForSupportLog } from '../../../../src/app/store/supportLog';
import { detail, message, summary } from './fixtures';

const personal = [
  '4915112345678',
  'Gibt es auch Termine im Februar?',
  'Greta sucht',
  '12. Februar',
  'foto-greta.jpg',
];

function inboxState() {
  let state = conversationsReducer(
    initialConversationsState,
    inboxList.actions.queryChanged({ searchTerm: 'Greta sucht' }),
  );
  state = conversationsReducer(
    state,
    inboxList.actions.pageLoaded({
      generation: state.list.generation,
      page: 0,
      result: { items: [summary()], total: 1, nextAfter: null },
    }),
  );
  state = conversationsReducer(state, threadOpened(7));
  return conversationsReducer(
    state,
    threadLoaded({
      detail: detail(),
      page: {
        items: [
          message(),
          message({
            id: '102',
            kind: 'media',
            text: '',
            media: {
              url: '/ConversationMedia/1/a.jpg',
              mimeType: 'image/jpeg',
              fileName: 'foto-greta.jpg',
            },
          }),
        ],
        nextBefore: null,
      },
    }),
  );
}

describe('the inbox in a support log', () => {
  it('masks numbers, messages, searches and typed values', () => {
    const action = answerRequested({
      id: 7,
      answer: { type: 'template', templateId: 21, parameters: { Datum: '12. Februar' } },
    });
    const log = JSON.stringify([maskForSupportLog(inboxState()), maskForSupportLog(action)]);
    for (const value of personal) expect(log).not.toContain(value);
    // The shape stays, so the log replays.
    expect(log).toContain('"unreadCount":2');
  });

  it('masks the person’s number in a DevTools export', () => {
    expect(JSON.stringify(maskPersonalData(inboxState()))).not.toContain('4915112345678');
  });
});
