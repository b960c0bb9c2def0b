/**
 * What newsletters use, for the modules that must not take it away from them (spec section 4):
 * a template used by any newsletter is not deleted, nor archived while a send is planned or
 * running; a WABA or number of a planned or running send keeps its status, and one of a planned,
 * running or sent (or stopped) newsletter stays linked. `app.ts` passes these finders to the
 * templates and accounts routes.
 */
import { NewsletterStatus } from '../../../common/newsletters';
import type { UsageFinder } from '../accounts';
import type { TemplateUsageFinder } from '../templates';

const { planned, active, sent, stopped } = NewsletterStatus;

/** Newsletters whose send is planned or running. */
const sending: readonly NewsletterStatus[] = [planned, active];
/** Also those that went out: their statistics and the webhooks still name the number. */
const sendingOrSent: readonly NewsletterStatus[] = [planned, active, sent, stopped];

export const newsletterTemplateUsages: TemplateUsageFinder = async (tx, query) => {
  const rows = await tx.query<{ template_id: number; name: string; status: NewsletterStatus }>(
    `select template_id, name, status from whatsapp_newsletters
     where account_id = $1 and template_id = any($2::int[])
       and ($3::smallint[] is null or status = any($3::smallint[]))
     order by lower(name), id`,
    [query.accountId, query.templateIds, query.purpose === 'archive' ? sending : null],
  );
  return rows.map((row) => ({
    templateId: row.template_id,
    kind: 'newsletter',
    name: row.name,
    status: row.status,
  }));
};

export const newsletterAccountUsages: UsageFinder = async (tx, query) => {
  const statuses = query.purpose === 'statusChange' ? sending : sendingOrSent;
  const byNumber = query.phoneNumberId !== undefined;
  if (!byNumber && query.wabaId === undefined) return [];
  const rows = await tx.query<{ name: string; status: NewsletterStatus }>(
    `select name, status from whatsapp_newsletters
     where account_id = $1 and ${byNumber ? 'phone_number_id' : 'whatsapp_account_id'} = $2
       and status = any($3::smallint[])
     order by lower(name), id`,
    [query.accountId, byNumber ? query.phoneNumberId : query.wabaId, statuses],
  );
  return rows.map((row) => ({ kind: 'newsletter', name: row.name, status: row.status }));
};
