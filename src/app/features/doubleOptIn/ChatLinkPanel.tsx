import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { doiMessages as messages } from './messages';
import { qrSvgMarkup, svgDataUrl } from './qrSvg';
import { Notice, Panel, PanelTitle } from './styles';

const Link = styled.a`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0;
  word-break: break-all;
  color: ${({ theme }) => theme.colors.primary};
`;

const Qr = styled.img`
  display: block;
  width: 12rem;
  height: 12rem;
  margin: ${({ theme }) => theme.space(3)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** While the process is active: the wa.me link of the active version and its QR code. */
export function ChatLinkPanel({ chatLink }: { chatLink: string | null }) {
  const intl = useIntl();
  const qr = useMemo(() => (chatLink ? svgDataUrl(qrSvgMarkup(chatLink)) : null), [chatLink]);
  return (
    <Panel aria-labelledby="doi-link-title">
      <PanelTitle id="doi-link-title">
        <FormattedMessage {...messages.linkTitle} />
      </PanelTitle>
      {chatLink && qr ? (
        <>
          <Notice>
            <FormattedMessage {...messages.linkHint} />
          </Notice>
          <Link href={chatLink} target="_blank" rel="noreferrer" data-testid="doi-chat-link">
            {chatLink}
          </Link>
          <Qr src={qr} alt={intl.formatMessage(messages.qrLabel)} data-testid="doi-qr" />
          <a href={qr} download="relay-double-opt-in-qr.svg" data-testid="doi-qr-download">
            <FormattedMessage {...messages.downloadQr} />
          </a>
        </>
      ) : (
        <Notice data-testid="doi-link-inactive">
          <FormattedMessage {...messages.linkInactive} />
        </Notice>
      )}
    </Panel>
  );
}
