import type { Queryable } from '../db/database';

/** The action groups of the user actions this service writes. */
export const ssoActionGroup = 'SingleSignOn';

export interface UserAction {
  accountId: number;
  /** Who acted; for rights set by sync at sign-in, the person who signed in. */
  userId: number | null;
  actionGroup: string;
  caption: string;
  details?: Record<string, unknown>;
}

/** Writes one row of the user actions (the audit trail). */
export async function recordUserAction(db: Queryable, action: UserAction): Promise<void> {
  await db.query(
    `insert into user_actions (account_id, user_id, action_group, caption, details)
     values ($1, $2, $3, $4, $5)`,
    [
      action.accountId,
      action.userId,
      action.actionGroup,
      action.caption,
      JSON.stringify(action.details ?? {}),
    ],
  );
}
