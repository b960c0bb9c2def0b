/**
 * `GET newsletter/templates?accountId&selectedTemplateId`: the templates a newsletter of the
 * business account (`accountId`: its row id) can send — the approved ones — and the selected one
 * even when it no longer is, marked unusable, so the editor can show what was chosen. A business
 * account or template that is not the account's is unknown (404), as everywhere else.
 */
import type { NewsletterTemplateOption } from '../../../../common/newsletters';
import { TemplateStatus, type PlaceholderDefault } from '../../../../common/templates';
import type { Queryable } from '../../../db/database';
import { notFound } from '../../../http/httpError';

export async function templateOptions(
  tx: Queryable,
  accountId: number,
  wabaId: number | null,
  selectedTemplateId: number | null,
): Promise<NewsletterTemplateOption[]> {
  const rows = await tx.query<{
    id: number;
    name: string;
    language: string;
    status: TemplateStatus;
    quality: number;
    whatsapp_account_id: number | null;
    placeholders: PlaceholderDefault[];
  }>(
    `select id, name, language, status, quality, whatsapp_account_id, placeholders
     from whatsapp_templates
     where account_id = $1
       and ((status = $2 and ($3::int is null or whatsapp_account_id = $3)) or id = $4)
     order by lower(name), id`,
    [accountId, TemplateStatus.approved, wabaId, selectedTemplateId],
  );
  if (wabaId !== null) {
    const [waba] = await tx.query(
      'select 1 from whatsapp_accounts where id = $1 and account_id = $2',
      [wabaId, accountId],
    );
    if (!waba) throw notFound(`Business account ${wabaId} is unknown.`);
  }
  if (selectedTemplateId !== null && !rows.some((row) => row.id === selectedTemplateId)) {
    throw notFound(`Template ${selectedTemplateId} is unknown.`);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    language: row.language,
    status: row.status,
    quality: row.quality,
    usable:
      row.status === TemplateStatus.approved &&
      (wabaId === null || row.whatsapp_account_id === wabaId),
    placeholders: row.placeholders.map(({ placeholder, defaultValue }) => ({
      placeholder,
      defaultValue,
    })),
  }));
}
