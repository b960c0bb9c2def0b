import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonType, HeaderFormat } from '../../../common/templates';

/** What one WhatsApp message shows: header (image or text), body, footer and its buttons. */
export interface ChatMessage {
  /** Text, or an image's media path without its leading `/Media/` (`{accountId}/{assetId}.png`). */
  header?: { headerFormat: number; headerValue: string } | null;
  body: ReactNode;
  footer?: string | null;
  buttons?: readonly { text: string; buttonType: number }[];
}

/** The chat's wallpaper: the bubbles of one conversation, in order. */
export const ChatWindow = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #ece5dd;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 92%;
  min-width: min(12rem, 92%);
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $mine }) => ($mine ? '#dcf8c6' : '#ffffff')};
  box-shadow: 0 1px 1px rgba(0, 0, 0, 0.12);
  color: #111b21;
  font-size: 0.875rem;
  overflow: hidden;
`;

const Part = styled.div`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Sender = styled(Part)`
  padding-bottom: 0;
  color: #54656f;
  font-size: 0.75rem;
`;

const HeaderText = styled(Part)`
  font-weight: 700;
`;

const Image = styled.img`
  display: block;
  width: 100%;
  max-height: 12rem;
  object-fit: cover;
`;

const Footer = styled(Part)`
  padding-top: 0;
  color: #54656f;
  font-size: 0.75rem;
`;

const Chip = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  border-top: 1px solid #e9edef;
  color: #027eb5;
  text-align: center;
  overflow-wrap: anywhere;
`;

/** How WhatsApp marks a button: ↗ opens a link, 📞 calls, a quick reply has no mark. */
export function buttonMark(buttonType: number): string {
  if (buttonType === ButtonType.callToAction) return '↗ ';
  if (buttonType === ButtonType.phoneNumber) return '📞 ';
  return '';
}

/**
 * One message as WhatsApp shows it, for every preview of the product (templates, newsletters,
 * double opt-in), so what the editor shows is what the person gets. Test ids are
 * `{testIdPrefix}-image|-header|-body|-footer|-button`.
 */
export function ChatBubble({
  message,
  mine = false,
  sender,
  testId,
  testIdPrefix,
}: {
  message: ChatMessage;
  /** Written by the person (right, green) rather than the business (left, white). */
  mine?: boolean;
  /** Who wrote it, above the text (a conversation of several people). */
  sender?: string;
  testId?: string;
  testIdPrefix?: string;
}) {
  const id = (part: string) => (testIdPrefix ? `${testIdPrefix}-${part}` : undefined);
  const { header, body, footer, buttons = [] } = message;
  return (
    <Bubble $mine={mine} data-testid={testId}>
      {sender && <Sender>{sender}</Sender>}
      {header?.headerFormat === HeaderFormat.image && header.headerValue && (
        <Image src={`/Media/${header.headerValue}`} alt="" data-testid={id('image')} />
      )}
      {header?.headerFormat === HeaderFormat.text && header.headerValue && (
        <HeaderText data-testid={id('header')}>{header.headerValue}</HeaderText>
      )}
      <Part data-testid={id('body')}>{body}</Part>
      {footer && <Footer data-testid={id('footer')}>{footer}</Footer>}
      {buttons.map((button, index) => (
        <Chip key={`${index}-${button.text}`} data-testid={id('button')}>
          {buttonMark(button.buttonType)}
          {button.text}
        </Chip>
      ))}
    </Bubble>
  );
}
