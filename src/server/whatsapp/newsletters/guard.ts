/** Shared guards of the newsletter routes: rights decided by the request, editability, actions. */
import { NewsletterStatus, newsletterErrorKeys } from '../../../common/newsletters';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { Access } from '../../identity/users';
import { recordItemAction } from '../../suite/userActions';
import { findNewsletter, type NewsletterRow } from './newsletterStore';

export { requireRight } from '../templates/guard';

export const newsletterActionGroup = 'WhatsAppNewsletter';

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

/** Records what a user did to a newsletter; answers the action's id. `progress`: for a send. */
export function recordNewsletterAction(
  tx: Queryable,
  access: Access,
  event: string,
  actionType: string,
  row: { id: number; name: string },
  progress?: { value: number; max: number },
): Promise<number> {
  return recordItemAction(tx, access, newsletterActionGroup, event, actionType, row, { progress });
}
