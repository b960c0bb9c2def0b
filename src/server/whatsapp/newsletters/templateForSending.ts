/**
 * The template a newsletter sends, as the snapshot frozen at send start: Meta's name and language,
 * an image header's public link, and each numbered body variable as the subscriber field it
 * stands for with the newsletter's value (else the template's fallback) for empty fields. Null
 * when the template is not an approved, submitted template of the account's business account.
 * Text headers and URL buttons carry no variables, so they need no parameters.
 */
import { TemplateStatus } from '../../../common/templates';
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
  return {
    templateId: template.id,
    name: template.graphName,
    language: template.language,
    category: 'MARKETING',
    components,
  };
}
