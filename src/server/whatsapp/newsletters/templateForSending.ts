/**
 * The template a newsletter sends, as the snapshot frozen at send start: Meta's name and language,
 * an image header's public link, and each numbered body variable as the subscriber field it
 * stands for with the newsletter's value (else the template's fallback) for empty fields. Null
 * when the template is not an approved, submitted template of the account's business account.
 * Text headers carry no variables; link buttons of tracked templates carry each recipient's
 * token (statistics/trackedLinks.ts).
 */
import { ButtonType, TemplateStatus, type TemplateButton } from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { loadTemplateForSending } from '../templates/forSending';
import type { SendSnapshot, SnapshotComponent } from './sendSnapshot';

export async function templateForSending(
  tx: Queryable,
  accountId: number,
  templateId: number,
  options: {
    businessAccountId: number;
    placeholderValues: Record<string, unknown>;
    publicUrl: string;
  },
): Promise<SendSnapshot | null> {
  const template = await loadTemplateForSending(tx, accountId, templateId);
  if (
    !template ||
    template.status !== TemplateStatus.approved ||
    !template.graphName ||
    template.businessAccountId !== options.businessAccountId
  ) {
    return null;
  }
  const components: SnapshotComponent[] = [];
  if (template.headerImagePath) {
    const path = template.headerImagePath.replace(/^\/+/, '');
    components.push({
      type: 'header',
      parameters: [{ type: 'image', link: `${options.publicUrl}/Media/${path}` }],
    });
  }
  if (template.placeholders.length > 0) {
    components.push({
      type: 'body',
      parameters: template.placeholders.map(({ placeholder, defaultValue }) => {
        const value = options.placeholderValues[placeholder];
        return {
          type: 'field',
          field: placeholder,
          fallback: typeof value === 'string' && value.trim() ? value : defaultValue,
        };
      }),
    });
  }
  if (template.trackedLinks) components.push(...linkButtonComponents(template.buttons));
  return {
    templateId: template.id,
    name: template.graphName,
    language: template.language,
    category: 'MARKETING',
    components,
  };
}

/** Meta numbers the buttons as submitted; each link button gets the recipient's token. */
export function linkButtonComponents(buttons: TemplateButton[]): SnapshotComponent[] {
  return buttons.flatMap((button, index): SnapshotComponent[] =>
    button.buttonType === ButtonType.callToAction
      ? [
          {
            type: 'button',
            sub_type: 'url',
            index,
            parameters: [{ type: 'linkToken', url: button.value }],
          },
        ]
      : [],
  );
}
