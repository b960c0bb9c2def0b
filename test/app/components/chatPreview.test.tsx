/**
 * The one chat-bubble preview (issue 23): header image from its public URL, header text, body,
 * footer and every button with WhatsApp's mark; the newsletter editor shows all of it.
 */
import { act, screen, within } from '@testing-library/react';
import { ChatBubble, ChatWindow } from '../../../src/app/components/chatPreview/ChatBubble';
import '../../../src/app/features/newsletters/feature';
import { PreviewPanel } from '../../../src/app/features/newsletters/PreviewPanel';
import { previewLoaded } from '../../../src/app/features/newsletters/slice';
import { ButtonType, HeaderFormat } from '../../../src/common/templates';
import { renderWithProviders } from '../support/testUtils';
import { editorState } from '../features/newsletters/fixtures';

const buttons = [
  { text: 'Mehr erfahren', buttonType: ButtonType.quickReply },
  { text: 'Zur Website', buttonType: ButtonType.callToAction },
  { text: 'Anrufen', buttonType: ButtonType.phoneNumber },
];

describe('ChatBubble', () => {
  it('shows the header image from its public URL, the text parts and every button', () => {
    renderWithProviders(
      <ChatWindow>
        <ChatBubble
          testIdPrefix="p"
          message={{
            header: { headerFormat: HeaderFormat.image, headerValue: '1/abc.png' },
            body: 'Hallo Julia',
            footer: 'Nordlicht Reisen',
            buttons,
          }}
        />
      </ChatWindow>,
    );
    expect(screen.getByTestId('p-image')).toHaveAttribute('src', '/Media/1/abc.png');
    expect(screen.queryByTestId('p-header')).toBeNull();
    expect(screen.getByTestId('p-body')).toHaveTextContent('Hallo Julia');
    expect(screen.getByTestId('p-footer')).toHaveTextContent('Nordlicht Reisen');
    expect(screen.getAllByTestId('p-button').map((b) => b.textContent)).toEqual([
      'Mehr erfahren',
      '↗ Zur Website',
      '📞 Anrufen',
    ]);
  });

  it('shows a text header and leaves out what the message has not', () => {
    renderWithProviders(
      <ChatWindow>
        <ChatBubble
          testIdPrefix="p"
          message={{
            header: { headerFormat: HeaderFormat.text, headerValue: 'Herbst' },
            body: 'x',
          }}
        />
      </ChatWindow>,
    );
    expect(screen.getByTestId('p-header')).toHaveTextContent('Herbst');
    expect(screen.queryByTestId('p-image')).toBeNull();
    expect(screen.queryByTestId('p-footer')).toBeNull();
    expect(screen.queryAllByTestId('p-button')).toHaveLength(0);
  });
});

describe('the newsletter preview', () => {
  it('shows the header image and the buttons that are sent, not only the text', async () => {
    const { store } = renderWithProviders(<PreviewPanel state={editorState()} />);
    await act(async () => {
      store.dispatch(
        previewLoaded({
          index: 0,
          preview: {
            subscriber: { uniqueId: 'u1', firstname: 'Julia', lastname: null, telnr: null },
            header: { headerFormat: HeaderFormat.image, headerValue: '1/herbst.png' },
            body: 'Hallo Julia, die Herbstreisen sind da.',
            footer: 'Nordlicht Reisen',
            buttons: buttons.map((b) => ({ ...b, value: '' })),
          },
        }),
      );
    });
    const bubble = screen.getByTestId('newsletter-preview-bubble');
    expect(within(bubble).getByTestId('newsletter-preview-image')).toHaveAttribute(
      'src',
      '/Media/1/herbst.png',
    );
    expect(within(bubble).getByTestId('newsletter-preview-body')).toHaveTextContent(
      'Hallo Julia, die Herbstreisen sind da.',
    );
    expect(
      within(bubble)
        .getAllByTestId('newsletter-preview-button')
        .map((b) => b.textContent),
    ).toEqual(['Mehr erfahren', '↗ Zur Website', '📞 Anrufen']);
  });
});
