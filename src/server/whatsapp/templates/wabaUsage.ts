/**
 * Templates use their WABA: it cannot be unlinked while templates that are not archived name it
 * (spec section 4). Status changes are not blocked by templates.
 */
import { TemplateStatus } from '../../../common/templates';
import type { UsageFinder } from '../accounts';

export const templateWabaUsageFinder: UsageFinder = async (tx, query) => {
  if (query.purpose !== 'removal' || query.wabaId === undefined || query.phoneNumberId) return [];
  const rows = await tx.query<{ name: string }>(
    `select name from whatsapp_templates
     where account_id = $1 and whatsapp_account_id = $2 and status <> $3 order by lower(name)`,
    [query.accountId, query.wabaId, TemplateStatus.archive],
  );
  return rows.map((row) => ({ kind: 'template', name: row.name }));
};
