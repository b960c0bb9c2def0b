import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { previewSample, renderBody, type TemplateComponents } from '../../../common/templates';
import { ChatBubble, ChatWindow } from '../../components/chatPreview/ChatBubble';
import { editorMessages as messages } from './messages';

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
    <div data-testid="template-preview">
      <ChatWindow>
        <ChatBubble
          testIdPrefix="template-preview"
          message={{
            header,
            body: renderBody(body.text, body.placeholderDefaultValues, previewSample),
            footer: footer.text,
            buttons,
          }}
        />
      </ChatWindow>
      <p>
        <FormattedMessage {...messages.previewHint} />
      </p>
    </div>
  );
});
