import type { Queryable } from '../../../db/database';
import type { NewsletterRow } from '../newsletterStore';
import type { RecipientSet } from './recipientSet';

/** The recipient set a newsletter's group and flags make; null while it has no group. */
export async function newsletterRecipientSet(
  tx: Queryable,
  newsletter: NewsletterRow,
): Promise<RecipientSet | null> {
  if (newsletter.profile_id === null) return null;
  const [profile] = await tx.query<{ id: number; is_system: boolean }>(
    'select id, is_system from profiles where id = $1 and account_id = $2',
    [newsletter.profile_id, newsletter.account_id],
  );
  if (!profile) return null;
  return {
    accountId: newsletter.account_id,
    profile,
    culture: newsletter.culture,
    sendToUnknownDoi: newsletter.send_to_unknown_doi,
    sendToOtherLanguage: newsletter.send_to_other_language,
  };
}
