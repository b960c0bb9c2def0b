import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import {
  ButtonType,
  HeaderFormat,
  previewSample,
  renderBody,
  type TemplateComponents,
} from '../../../common/templates';
import { editorMessages as messages } from './messages';

const Chat = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #ece5dd;
`;

const Bubble = styled.div`
  max-width: 92%;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #ffffff;
  box-shadow: 0 1px 1px rgba(0, 0, 0, 0.12);
  font-size: 0.875rem;
  overflow: hidden;
`;

const Part = styled.div`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
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
  color: #8696a0;
  font-size: 0.75rem;
`;

const Chip = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  border-top: 1px solid #e9edef;
  color: #027eb5;
  text-align: center;
`;

/**
 * The message as a WhatsApp chat bubble, with the sample subscriber's data in the placeholders.
 * Memoised on the components: it renders again only when they change.
 */
export const TemplatePreview = memo(function TemplatePreview({
  components,
}: {
  components: TemplateComponents;
}) {
  const { header, body, footer, buttons } = components;
  return (
    <Chat data-testid="template-preview">
      <Bubble>
        {header?.headerFormat === HeaderFormat.image && header.headerValue && (
          <Image src={`/Media/${header.headerValue}`} alt="" data-testid="template-preview-image" />
        )}
        {header?.headerFormat === HeaderFormat.text && header.headerValue && (
          <HeaderText>{header.headerValue}</HeaderText>
        )}
        <Part data-testid="template-preview-body">
          {renderBody(body.text, body.placeholderDefaultValues, previewSample)}
        </Part>
        {footer.text && <Footer data-testid="template-preview-footer">{footer.text}</Footer>}
        {buttons.map((button, index) => (
          <Chip key={`${button.id}-${index}`} data-testid="template-preview-button">
            {button.buttonType === ButtonType.phoneNumber ? '📞 ' : ''}
            {button.buttonType === ButtonType.callToAction ? '↗ ' : ''}
            {button.text}
          </Chip>
        ))}
      </Bubble>
      <p>
        <FormattedMessage {...messages.previewHint} />
      </p>
    </Chat>
  );
});
