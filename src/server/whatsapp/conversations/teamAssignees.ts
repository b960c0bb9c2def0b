/**
 * Who a conversation may be assigned to: the users of the account who may read the inbox
 * (WhatsAppConversations.View through one of their permission groups in that account).
 */
import type { ConversationAssignee } from '../../../common/conversations';
import type { Queryable } from '../../db/database';

const viewRight = 'WhatsAppConversations.View';

const assigneesSql = `select u.id,
    coalesce(nullif(trim(u.given_name || ' ' || u.family_name), ''), u.username) as name
  from users u
  join account_users au on au.user_id = u.id and au.account_id = $1
  where exists (
    select 1 from user_roles ur
    join roles r on r.id = ur.role_id and r.account_id = $1
    join role_rights rr on rr.role_id = r.id and rr.right_name = $2
    where ur.user_id = u.id)`;

export function listAssignees(db: Queryable, accountId: number): Promise<ConversationAssignee[]> {
  return db.query<ConversationAssignee>(
    `select * from (${assigneesSql}) a order by lower(name), id`,
    [accountId, viewRight],
  );
}

/** The user as an assignee of the account; null when they may not be one. */
export async function findAssignee(
  db: Queryable,
  accountId: number,
  userId: number,
): Promise<ConversationAssignee | null> {
  const [row] = await db.query<ConversationAssignee>(`${assigneesSql} and u.id = $3`, [
    accountId,
    viewRight,
    userId,
  ]);
  return row ?? null;
}
