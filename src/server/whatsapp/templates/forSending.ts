/**
 * What a send needs of a template (the sending helper of issue 8 calls it): Meta's name and
 * language, the header, and for each numbered body variable the placeholder it stands for and its
 * fallback text. Null when the template is not the account's.
 */
import { HeaderFormat, type TemplateButton, type TemplateStatus } from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { numberedBody } from './graphDefinition';
import { componentsOf, findTemplate } from './store';

export interface TemplateForSending {
  id: number;
  name: string;
  status: TemplateStatus;
  /** The name Meta knows it by (null: never submitted). */
  graphName: string | null;
  graphTemplateId: string | null;
  language: string;
  /** Row id of its WABA. */
  businessAccountId: number | null;
  /** An image header's path without /Media (send it as `{publicUrl}/Media/{path}`); text headers have no parameters. */
  headerImagePath: string | null;
  headerText: string | null;
  /** The body as submitted ({{1}} …). */
  bodyText: string;
  /** Variable n (1-based) is `placeholders[n - 1]`. */
  placeholders: { index: number; placeholder: string; defaultValue: string }[];
  footerText: string;
  buttons: TemplateButton[];
  /** Its link buttons carry a per-recipient suffix (`{publicUrl}/r/{token}`) at Meta. */
  trackedLinks: boolean;
}

export async function loadTemplateForSending(
  tx: Queryable,
  accountId: number,
  templateId: number,
): Promise<TemplateForSending | null> {
  const row = await findTemplate(tx, accountId, templateId);
  if (!row) return null;
  const components = componentsOf(row);
  const numbered = numberedBody(row.body_text);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    graphName: row.graph_name,
    graphTemplateId: row.graph_template_id,
    language: row.language,
    businessAccountId: row.whatsapp_account_id,
    headerImagePath: row.header_format === HeaderFormat.image ? row.header_value : null,
    headerText: row.header_format === HeaderFormat.text ? row.header_value : null,
    bodyText: numbered.text,
    placeholders: numbered.placeholders.map((placeholder, i) => ({
      index: i + 1,
      placeholder,
      defaultValue: row.placeholders.find((d) => d.placeholder === placeholder)?.defaultValue ?? '',
    })),
    footerText: row.footer_text,
    buttons: components.buttons,
    trackedLinks: row.tracked_links,
  };
}
