/** Reading and writing template rows; every query names the account. */
import {
  isEditableStatus,
  linkParts,
  TemplateStatus,
  type HeaderFormat,
  type PlaceholderDefault,
  type TemplateButton,
  type TemplateComponents,
  type TemplateContent,
  type TemplateDto,
  type TemplateLanguage,
  type TemplateQuality,
} from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/httpError';

export interface TemplateRow {
  id: number;
  account_id: number;
  whatsapp_account_id: number | null;
  name: string;
  description: string;
  language: TemplateLanguage;
  status: TemplateStatus;
  quality: TemplateQuality;
  rejection_reason: string | null;
  header_format: HeaderFormat | null;
  header_value: string;
  body_text: string;
  placeholders: PlaceholderDefault[];
  footer_text: string;
  buttons: StoredButton[];
  graph_name: string | null;
  graph_template_id: string | null;
  /** Its link buttons were submitted as tracked redirects (migration 016). */
  tracked_links: boolean;
  /** The Resumable Upload handle its image header was submitted with, and that image's path (migration 023). */
  header_handle: string | null;
  header_handle_image: string | null;
  submissions: number;
  approval_start_date: Date | string | null;
  created_at: Date | string;
  modified_at: Date | string;
  creator: string | null;
  modifier: string | null;
}

/** A button as stored; link parts are derived when read. */
export type StoredButton = Pick<TemplateButton, 'id' | 'text' | 'value' | 'buttonType' | 'order'>;

const userName = (alias: string) =>
  `nullif(trim(${alias}.given_name || ' ' || ${alias}.family_name), '')`;

export const templateColumns = `t.id, t.account_id, t.whatsapp_account_id, t.name, t.description,
  t.language, t.status, t.quality, t.rejection_reason, t.header_format, t.header_value, t.body_text,
  t.placeholders, t.footer_text, t.buttons, t.graph_name, t.graph_template_id, t.tracked_links,
  t.header_handle, t.header_handle_image, t.submissions,
  t.approval_start_date, t.created_at, t.modified_at,
  ${userName('c')} as creator, ${userName('m')} as modifier`;

export const templateFrom = `whatsapp_templates t
  left join users c on c.id = t.created_by left join users m on m.id = t.modified_by`;

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toButton(button: StoredButton): TemplateButton {
  return {
    ...button,
    linkType: 0,
    ...(button.buttonType === 3
      ? linkParts(button.value)
      : { protocolType: null, linkValue: null }),
  };
}

export function componentsOf(row: TemplateRow): TemplateComponents {
  return {
    header:
      row.header_format === null
        ? null
        : { headerFormat: row.header_format, headerValue: row.header_value },
    body: { text: row.body_text, placeholderDefaultValues: row.placeholders },
    footer: { text: row.footer_text },
    buttons: [...row.buttons].sort((a, b) => a.order - b.order).map(toButton),
  };
}

export function toDto(row: TemplateRow): TemplateDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    businessAccountId: row.whatsapp_account_id,
    language: row.language,
    components: componentsOf(row),
    status: row.status,
    quality: row.quality,
    rejectionReason: row.rejection_reason,
    approvalStartDate: row.approval_start_date === null ? null : iso(row.approval_start_date),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.modified_at),
    creator: row.creator,
    modifier: row.modifier,
    graphName: row.graph_name,
  };
}

export async function findTemplate(
  tx: Queryable,
  accountId: number,
  id: number,
  forUpdate = false,
): Promise<TemplateRow | undefined> {
  const [row] = await tx.query<TemplateRow>(
    `select ${templateColumns} from ${templateFrom} where t.account_id = $1 and t.id = $2
     ${forUpdate ? 'for update of t' : ''}`,
    [accountId, id],
  );
  return row;
}

export async function requireTemplate(
  tx: Queryable,
  accountId: number,
  id: number,
  forUpdate = false,
): Promise<TemplateRow> {
  const row = await findTemplate(tx, accountId, id, forUpdate);
  if (!row) throw notFound(`Template ${id} is unknown.`);
  return row;
}

export const editable = (row: Pick<TemplateRow, 'status'>) => isEditableStatus(row.status);

/** Stored buttons of the form's buttons: ids kept or handed out, order by position. */
export function storedButtons(buttons: readonly Partial<TemplateButton>[]): StoredButton[] {
  let next = Math.max(0, ...buttons.map((b) => b.id ?? 0)) + 1;
  return buttons.map((button, index) => ({
    id: button.id ? button.id : next++,
    text: (button.text ?? '').trim(),
    value: (button.value ?? '').trim(),
    buttonType: button.buttonType ?? 1,
    order: index,
  }));
}

/** Writes the content columns; answers nothing (read the row again). */
export async function writeContent(
  tx: Queryable,
  accountId: number,
  id: number,
  userId: number,
  content: TemplateContent,
): Promise<void> {
  const { header, body, footer, buttons } = content.components;
  await tx.query(
    `update whatsapp_templates set name = $3, description = $4, whatsapp_account_id = $5,
       language = $6, header_format = $7, header_value = $8, body_text = $9,
       placeholders = $10::jsonb, footer_text = $11, buttons = $12::jsonb,
       modified_by = $13, modified_at = now()
     where account_id = $1 and id = $2`,
    [
      accountId,
      id,
      content.name.trim(),
      content.description ?? '',
      content.businessAccountId,
      content.language,
      header?.headerFormat ?? null,
      header?.headerValue ?? '',
      body.text,
      JSON.stringify(body.placeholderDefaultValues),
      footer.text ?? '',
      JSON.stringify(storedButtons(buttons)),
      userId,
    ],
  );
}
