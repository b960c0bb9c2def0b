/**
 * A template as Meta's `POST /{waba-id}/message_templates` takes it
 * (https://developers.facebook.com/docs/whatsapp/business-management-api/message-templates):
 * named placeholders become {{1}}, {{2}} … in order of first appearance, with their fallback
 * texts as examples; an image header's sample is the handle of its Resumable Upload
 * (headerHandle.ts). Link buttons point to our redirect with a per-recipient suffix, so their
 * clicks are counted (statistics/trackedLinks.ts).
 */
import {
  ButtonType,
  HeaderFormat,
  placeholdersOf,
  type TemplateComponents,
} from '../../../common/templates';
import type { TemplateComponent, TemplateDefinition } from '../../cloudapi/graphTypes';
import { trackedUrlOf } from '../newsletters/statistics/trackedLinks';

/** The body with numbered variables and the placeholder each number stands for. */
export function numberedBody(text: string): { text: string; placeholders: string[] } {
  const placeholders = placeholdersOf(text);
  const numbered = text.replace(
    /\{\{\s*([^{}]+?)\s*\}\}/g,
    (_, name: string) => `{{${placeholders.indexOf(name) + 1}}}`,
  );
  return { text: numbered, placeholders };
}

/** Where Meta (or the emulator) fetches a header image: `{publicUrl}/Media/{path}`. */
export const imageUrlOf = (publicUrl: string, path: string) => `${publicUrl}/Media/${path}`;

export function graphDefinitionOf(
  name: string,
  language: string,
  components: TemplateComponents,
  publicUrl: string,
  /** Link buttons as our counting redirect (every submission now; static before migration 016). */
  trackedLinks: boolean,
  /**
   * The image header's upload handle; templates submitted before migration 023 were submitted
   * with the image's URL, which the in-process emulator is given back at restart.
   */
  headerHandle?: string,
): TemplateDefinition {
  const parts: TemplateComponent[] = [];
  const { header, body, footer, buttons } = components;
  if (header?.headerFormat === HeaderFormat.text) {
    parts.push({ type: 'HEADER', format: 'TEXT', text: header.headerValue });
  } else if (header?.headerFormat === HeaderFormat.image) {
    parts.push({
      type: 'HEADER',
      format: 'IMAGE',
      example: { header_handle: [headerHandle ?? imageUrlOf(publicUrl, header.headerValue)] },
    });
  }
  const numbered = numberedBody(body.text);
  parts.push({
    type: 'BODY',
    text: numbered.text,
    ...(numbered.placeholders.length > 0 && {
      example: {
        body_text: [
          numbered.placeholders.map(
            (p) =>
              body.placeholderDefaultValues.find((d) => d.placeholder === p)?.defaultValue || p,
          ),
        ],
      },
    }),
  });
  if (footer.text.trim()) parts.push({ type: 'FOOTER', text: footer.text });
  if (buttons.length > 0) {
    parts.push({
      type: 'BUTTONS',
      buttons: buttons.map((button) =>
        button.buttonType === ButtonType.phoneNumber
          ? { type: 'PHONE_NUMBER', text: button.text, phone_number: button.value }
          : button.buttonType === ButtonType.callToAction
            ? trackedLinks
              ? {
                  type: 'URL',
                  text: button.text,
                  url: trackedUrlOf(publicUrl, '{{1}}'),
                  example: [trackedUrlOf(publicUrl, 'example')],
                }
              : { type: 'URL', text: button.text, url: button.value }
            : { type: 'QUICK_REPLY', text: button.text },
      ),
    });
  }
  return { name, language, category: 'MARKETING', components: parts };
}
