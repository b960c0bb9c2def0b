/**
 * What the inbox and the thread dispatch (redux-mock-store: the state stays as given): filters,
 * search and paging of the inbox; the thread's team actions; the composer's text and template
 * answers; what shows without the right to answer; and no axe violations in the thread.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type {
  ConversationDetail,
  ConversationMessage,
  ConversationSummary,
} from '../../../../src/common/conversations';
import type { Right } from '../../../../src/common/rights';
import { Inbox } from '../../../../src/app/features/conversations/Inbox';
import { inboxList } from '../../../../src/app/features/conversations/inboxList';
import {
  answerRequested,
  assigneesLoaded,
  assigneesRequested,
  assignRequested,
  closeRequested,
  conversationsReducer,
  initialConversationsState,
  noteRequested,
  reopenRequested,
  templatesLoaded,
  templatesRequested,
  threadClosed,
  threadLoaded,
  threadOpened,
  type ConversationsState,
} from '../../../../src/app/features/conversations/slice';
import { Thread } from '../../../../src/app/features/conversations/Thread';
import type { RootState } from '../../../../src/app/store';
import { ConversationsScreen } from '../../../../src/app/features/conversations/ConversationsScreen';
import { featureOpened } from '../../../../src/app/store/lazyFeatures';
import { signedInState } from '../../support/factories';
import { renderRoute } from '../../support/testUtils';
import { renderWithMockStore } from '../../support/mockStore';
import { detail, message, summary, template } from './fixtures';

const { actions } = inboxList;
const replier: Right[] = ['WhatsAppConversations.View', 'WhatsAppConversations.Reply'];

function stateOf(conversations: ConversationsState, rights: Right[] = replier): RootState {
  return { ...signedInState({ rights }), conversations } as RootState;
}

/** The inbox with `rows` as its first page (`nextAfter` when more follow). */
function inboxState(rows: ConversationSummary[], nextAfter: string | null = null) {
  let state = conversationsReducer(initialConversationsState, actions.reloaded());
  state = conversationsReducer(
    state,
    actions.pageLoaded({
      generation: state.list.generation,
      page: 0,
      result: { items: rows, total: rows.length + (nextAfter ? 50 : 0), nextAfter },
    }),
  );
  return state;
}

/** Thread 7 open and loaded with `messages`; assignees and templates as given. */
function threadState(
  open: ConversationDetail,
  messages: ConversationMessage[] = [message()],
  change: (state: ConversationsState) => ConversationsState = (state) => state,
) {
  let state = conversationsReducer(initialConversationsState, threadOpened(open.id));
  state = conversationsReducer(
    state,
    threadLoaded({ detail: open, page: { items: messages, nextBefore: null } }),
  );
  state = conversationsReducer(
    state,
    assigneesLoaded([
      { id: 5, name: 'Mia Marketing' },
      { id: 6, name: 'Theo Team' },
    ]),
  );
  return change(state);
}

/** One message of every kind, ours in each delivery state. */
const everyKind: ConversationMessage[] = [
  message({
    id: '100',
    direction: 'out',
    kind: 'newsletter',
    text: 'Winterzauber am Polarkreis',
    newsletter: { id: 4, name: 'Winterzauber' },
    status: 'read',
  }),
  message({ id: '101' }),
  message({ id: '102', kind: 'button', text: 'Mehr erfahren' }),
  message({ id: '103', kind: 'reaction', text: '👍', replyTo: '100' }),
  message({
    id: '104',
    kind: 'media',
    text: '',
    media: { url: '/Media/1/photo.jpg', mimeType: 'image/jpeg', fileName: null },
  }),
  message({
    id: '105',
    direction: 'out',
    text: 'Ja, am 12. Februar.',
    status: 'delivered',
    author: { id: 5, name: 'Mia Marketing' },
  }),
  message({
    id: '106',
    direction: 'out',
    text: 'Noch Fragen?',
    status: 'failed',
    errorKey: 'WhatsAppConversations.SendError.WindowClosed',
    errorCode: 131047,
  }),
  message({
    id: '107',
    direction: 'internal',
    kind: 'note',
    text: 'Bitte Termine prüfen.',
    author: { id: 5, name: 'Mia Marketing' },
  }),
  message({
    id: '108',
    direction: 'internal',
    kind: 'event',
    text: '',
    author: { id: 5, name: 'Mia Marketing' },
    event: { type: 'assigned', assignee: { id: 6, name: 'Theo Team' } },
  }),
  message({ id: '109', direction: 'out', kind: 'doubleOptIn', text: 'Bitte bestätigen Sie.' }),
];

/** axe's WCAG 2.2 A and AA rules over `container`: they ran, and found nothing. */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
    },
    // Colours need layout, which jsdom has not; the name-in-label rule is one axe tags as
    // experimental, which the browser tests also run.
    rules: {
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: true },
    },
  });
  expect(results.passes.map((rule) => rule.id)).toEqual(
    expect.arrayContaining(['label', 'button-name', 'link-name', 'list', 'select-name']),
  );
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual(
    [],
  );
}

describe('the inbox', () => {
  it('loads on opening, filters, searches, pages on and stops on leaving', () => {
    const { mockStore, unmount } = renderWithMockStore(
      <Inbox currentId={null} />,
      stateOf(inboxState([summary()], 'key-7')),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Anzeigen' }), {
      target: { value: 'mine' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name oder Nummer suchen' }), {
      target: { value: ' Greta ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Unterhaltungen laden' }));
    unmount();
    expect(mockStore.getActions()).toEqual([
      featureOpened('conversations'),
      actions.reloaded(),
      actions.queryChanged({ filter: 'mine' }),
      actions.queryChanged({ searchTerm: 'Greta' }),
      actions.pageRequested(1),
      actions.closed(),
    ]);
  });

  it('shows who wrote, on which number, unread, the time left, the newsletter and the assignee', () => {
    renderWithMockStore(
      <Inbox currentId={7} />,
      stateOf(
        inboxState([
          summary(),
          summary({
            id: 8,
            name: 'Gregor Graf',
            unreadCount: 0,
            windowClosesAt: null,
            newsletter: null,
            lastMessageDirection: 'out',
            lastMessagePreview: 'Gern geschehen!',
            assignee: { id: 5, name: 'Mia Marketing' },
          }),
        ]),
      ),
    );
    const [greta, gregor] = screen.getAllByTestId('conversation-row');
    expect(within(greta).getByRole('link', { name: 'Greta Grünwald' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(greta).getByRole('link')).toHaveAttribute('href', '/WhatsApp/Conversations/7');
    expect(greta).toHaveTextContent('2 neu');
    expect(greta).toHaveTextContent('über +49 30 1234567');
    expect(greta).toHaveTextContent('Gibt es auch Termine im Februar?');
    expect(greta).toHaveTextContent('noch 23 Std.');
    expect(greta).toHaveTextContent('Antwort auf „Winterzauber“');
    expect(greta).toHaveTextContent('Nicht zugewiesen');
    expect(greta).toHaveTextContent('vor 1 Stunde');
    expect(gregor).not.toHaveTextContent('neu');
    expect(gregor).toHaveTextContent('Fenster geschlossen');
    expect(gregor).toHaveTextContent('Sie: Gern geschehen!');
    expect(gregor).toHaveTextContent('Zugewiesen: Mia Marketing');
    expect(screen.getByTestId('conversation-count')).toHaveTextContent('2 Unterhaltungen');
  });
});

describe('the thread', () => {
  it('opens and closes the thread and loads the assignees', () => {
    const { mockStore, unmount } = renderWithMockStore(
      <Thread id={7} />,
      stateOf(threadState(detail())),
    );
    unmount();
    // The header's effect runs before the thread's (children first).
    expect(mockStore.getActions()).toEqual([
      assigneesRequested(),
      featureOpened('conversations'),
      threadOpened(7),
      threadClosed(),
    ]);
  });

  it('assigns, closes and adds a note', () => {
    const { mockStore } = renderWithMockStore(<Thread id={7} />, stateOf(threadState(detail())));
    fireEvent.change(screen.getByRole('combobox', { name: 'Zugewiesen an' }), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Zugewiesen an' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unterhaltung schließen' }));
    // The note field opens on demand, with the focus in it.
    expect(screen.queryByRole('textbox', { name: 'Notiz für Kollegen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Notiz schreiben' }));
    expect(screen.getByRole('textbox', { name: 'Notiz für Kollegen' })).toHaveFocus();
    fireEvent.change(screen.getByRole('textbox', { name: 'Notiz für Kollegen' }), {
      target: { value: 'Kundin fragt nach Februar, bitte Termine prüfen.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(mockStore.getActions().slice(3)).toEqual([
      assignRequested({ id: 7, userId: 5 }),
      assignRequested({ id: 7, userId: null }),
      closeRequested(7),
      noteRequested({ id: 7, text: 'Kundin fragt nach Februar, bitte Termine prüfen.' }),
    ]);
  });

  it('reopens a closed conversation', () => {
    const { mockStore } = renderWithMockStore(
      <Thread id={7} />,
      stateOf(threadState(detail({ state: 'closed' }))),
    );
    expect(screen.queryByRole('button', { name: 'Unterhaltung schließen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wieder öffnen' }));
    expect(mockStore.getActions()).toContainEqual(reopenRequested(7));
  });

  it('sends a text with the button and with Ctrl+Enter, counting to 4096', () => {
    const { mockStore } = renderWithMockStore(<Thread id={7} />, stateOf(threadState(detail())));
    const field = screen.getByRole('textbox', { name: 'Ihre Antwort' });
    expect(field).toHaveAttribute('maxLength', '4096');
    fireEvent.change(field, { target: { value: 'Ja, am 12. Februar.' } });
    expect(screen.getByText(/19 von 4096 Zeichen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    fireEvent.change(field, { target: { value: 'Und am 26.' } });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(mockStore.getActions().filter(answerRequested.match)).toEqual([
      answerRequested({ id: 7, answer: { type: 'text', text: 'Ja, am 12. Februar.' } }),
      answerRequested({ id: 7, answer: { type: 'text', text: 'Und am 26.' } }),
    ]);
  });

  it('outside the window offers templates: all placeholder errors on the first submit, then sends', async () => {
    // Not a subscriber and no fallbacks: nothing fills a placeholder left empty.
    const closed = detail({ canSendText: false, windowClosesAt: null, subscriberId: null });
    const noFallbacks = template({
      placeholders: template().placeholders.map((p) => ({ ...p, defaultValue: '' })),
    });
    const { mockStore } = renderWithMockStore(
      <Thread id={7} />,
      stateOf(
        threadState(closed, [message()], (state) =>
          conversationsReducer(
            conversationsReducer(state, templatesRequested(7)),
            templatesLoaded({ id: 7, items: [noFallbacks] }),
          ),
        ),
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Ihre Antwort' })).toBeNull();
    expect(screen.getByTestId('conversation-window-closed')).toHaveTextContent(
      'Sie können nur mit einer genehmigten Vorlage antworten.',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Vorlage' }), {
      target: { value: '21' },
    });
    expect(screen.getByTestId('conversation-template-preview-body')).toHaveTextContent(
      'Hallo [Vorname], der nächste Termin ist am [Datum].',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vorlage senden' }));
    });
    // Both errors at once, each at its field.
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /Datum/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(mockStore.getActions().filter(answerRequested.match)).toEqual([]);
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /Vorname/ }), {
        target: { value: 'Greta' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /Datum/ }), {
        target: { value: '12. Februar' },
      });
    });
    expect(screen.getByTestId('conversation-template-preview-body')).toHaveTextContent(
      'Hallo Greta, der nächste Termin ist am 12. Februar.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vorlage senden' }));
    });
    expect(mockStore.getActions().filter(answerRequested.match)).toEqual([
      answerRequested({
        id: 7,
        answer: {
          type: 'template',
          templateId: 21,
          parameters: { firstname: 'Greta', Datum: '12. Februar' },
        },
      }),
    ]);
  });

  it("leaves a subscriber's placeholders to be filled like a newsletter's when left empty", async () => {
    const { mockStore } = renderWithMockStore(
      <Thread id={7} />,
      stateOf(
        threadState(detail({ canSendText: false, windowClosesAt: null }), [message()], (state) =>
          conversationsReducer(
            conversationsReducer(state, templatesRequested(7)),
            templatesLoaded({ id: 7, items: [template()] }),
          ),
        ),
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Vorlage' }), {
      target: { value: '21' },
    });
    expect(
      screen.getByText('Leer gelassen: aus den Daten der Person, sonst „liebe Kundin“.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Leer gelassen: aus den Daten der Person.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /Datum/ }), {
        target: { value: '12. Februar' },
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vorlage senden' }));
    });
    expect(mockStore.getActions().filter(answerRequested.match)).toEqual([
      answerRequested({
        id: 7,
        answer: { type: 'template', templateId: 21, parameters: { Datum: '12. Februar' } },
      }),
    ]);
  });

  it('shows no composer and no actions without the right to answer', () => {
    const { mockStore } = renderWithMockStore(
      <Thread id={7} />,
      stateOf(threadState(detail({ canReply: false, canSendText: false })), [
        'WhatsAppConversations.View',
      ]),
    );
    expect(screen.getByTestId('conversation-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unterhaltung schließen' })).toBeNull();
    expect(mockStore.getActions()).toEqual([featureOpened('conversations'), threadOpened(7)]);
  });

  it('tells that newsletters no longer reach an opted-out person, answers in a window still do', () => {
    renderWithMockStore(<Thread id={7} />, stateOf(threadState(detail({ optedOut: true }))));
    expect(screen.getByTestId('conversation-opted-out')).toHaveTextContent(
      'Newsletter erreichen diese Person nicht mehr',
    );
    expect(screen.getByRole('textbox', { name: 'Ihre Antwort' })).toBeInTheDocument();
  });

  it('shows every kind of message, our delivery states and a failure in words', () => {
    renderWithMockStore(<Thread id={7} />, stateOf(threadState(detail(), everyKind)));
    const items = screen.getAllByTestId('conversation-message');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
      'newsletter',
      'text',
      'button',
      'reaction',
      'media',
      'text',
      'text',
      'note',
      'event',
      'doubleOptIn',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Statistik ansehen' })).toHaveAttribute(
      'href',
      '/WhatsApp/Statistic/4',
    );
    expect(items[0]).toHaveTextContent('Gelesen');
    expect(items[2]).toHaveTextContent('Hat auf „Mehr erfahren“ getippt');
    expect(items[3]).toHaveTextContent('Hat mit 👍 reagiert');
    expect(within(items[4]).getByRole('img', { name: 'Bild von Greta Grünwald' })).toHaveAttribute(
      'src',
      '/Media/1/photo.jpg',
    );
    expect(items[5]).toHaveTextContent('Zugestellt');
    expect(items[5]).toHaveTextContent('von Mia Marketing');
    expect(items[6]).toHaveTextContent(
      'Nicht zugestellt: Meta hat die Nachricht abgelehnt: das 24-Stunden-Fenster ist geschlossen.',
    );
    expect(items[7]).toHaveTextContent('Intern · Notiz von Mia Marketing');
    expect(items[8]).toHaveTextContent('Mia Marketing hat die Unterhaltung Theo Team zugewiesen.');
    expect(items[9]).toHaveTextContent('Double-Opt-in');
  });

  it('has no axe violations (WCAG 2.2 A and AA, without layout rules jsdom cannot judge)', async () => {
    const { container } = renderWithMockStore(
      <>
        <Inbox currentId={7} />
        <Thread id={7} />
      </>,
      stateOf({
        ...threadState(detail({ optedOut: true }), everyKind),
        list: inboxState([summary()]).list,
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('has no axe violations in the template form either', async () => {
    const { container } = renderWithMockStore(
      <Thread id={7} />,
      stateOf(
        threadState(detail({ canSendText: false, windowClosesAt: null }), everyKind, (state) =>
          conversationsReducer(
            conversationsReducer(state, templatesRequested(7)),
            templatesLoaded({ id: 7, items: [template()] }),
          ),
        ),
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Vorlage' }), {
      target: { value: '21' },
    });
    await expectNoAxeViolations(container);
  });
});

describe('the screen', () => {
  it("starts the feature's saga before the inbox and the thread ask for anything", async () => {
    const { store } = renderRoute('/WhatsApp/Conversations/7', {
      preloadedState: signedInState({ rights: replier }),
      routes: [{ path: '/WhatsApp/Conversations/:id?', element: <ConversationsScreen /> }],
    });
    await screen.findByRole('heading', { name: 'Unterhaltungen' });
    const types = store.actions.map((action) => action.type);
    const started = types.indexOf(featureOpened('conversations').type);
    expect(started).toBeGreaterThanOrEqual(0);
    expect(types.indexOf(actions.reloaded().type)).toBeGreaterThan(started);
    expect(types.indexOf(threadOpened(7).type)).toBeGreaterThan(started);
  });
});
