/** Shared guards of the newsletter routes: rights decided by the request, editability, actions. */
import { NewsletterStatus, newsletterErrorKeys } from '../../../common/newsletters';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { Access } from '../../identity/users';
import { recordUserAction } from '../../suite/userActions';
import { findNewsletter, type NewsletterRow } from './newsletterStore';

export { requireRight } from '../templates/guard';

export const newsletterActionGroup = 'WhatsAppCampaigns';

/** Draft and ReadyToSend newsletters can be changed; the others are planned, sent or archived. */
export const isEditable = (status: NewsletterStatus) =>
  status === NewsletterStatus.draft || status === NewsletterStatus.readyToSend;

/** The newsletter, locked for the change; refused with 409 unless Draft or ReadyToSend. */
export async function editableNewsletter(
  tx: Queryable,
  accountId: number,
  id: number,
): Promise<NewsletterRow> {
  const row = await findNewsletter(tx, accountId, id, true);
  if (!isEditable(row.status)) {
    throw new HttpError(
      409,
      newsletterErrorKeys.notEditable,
      'The newsletter is planned, sending, sent or archived and cannot be changed.',
    );
  }
  return row;
}

export async function recordNewsletterAction(
  tx: Queryable,
  access: Access,
  caption: string,
  actionType: string,
  row: { id: number; name: string },
) {
  await recordUserAction(tx, {
    accountId: access.accountId,
    userId: access.userId,
    actionGroup: newsletterActionGroup,
    caption,
    actionType,
    itemId: row.id,
    details: { name: row.name },
  });
}
