import type { LastAction } from '../../common/dashboard';
import type { Queryable } from '../db/database';

/**
 * The one record of "who did what, when" for every service (spec section 3, Last action): every
 * create, edit, send, stop, archive and delete writes one row, inside the transaction of the
 * change itself, so the latest actions and the updates-since-last-visit counts never show work
 * that was rolled back.
 */

/**
 * Action groups already in use; each service adds its own (e.g. 'WhatsAppNewsletter'). The start
 * page names each group in words (app.dashboard.actions.what), so a new group needs its text there.
 */
export const ssoActionGroup = 'SingleSignOn';

export interface UserAction {
  accountId: number;
  /** Who acted; for rights set by sync at sign-in, the person who signed in. Null: the system. */
  userId: number | null;
  /** The area acted in, e.g. 'SingleSignOn', 'WhatsAppNewsletter'. */
  actionGroup: string;
  /** What was acted on, by the name its users know it by (a newsletter's, a mapping's name). */
  caption: string;
  /** What happened, precisely, as a key kept for the audit trail (e.g. 'mappingCreated'). */
  event: string;
  /**
   * The kind of action the start page says in words (create, edit, send, stop, archive, delete,
   * import, activate, …); the spec asks it of WhatsApp, the other services give it too.
   */
  actionType?: string;
  /** The entity acted on, as a string (ids of every service fit). */
  itemId?: string | number;
  /** For long work (a send): progress of maxProgress; update it with updateUserActionProgress. */
  progress?: { value: number; max: number };
  /** A hint for what to do next (e.g. 'defineTargetGroup'). */
  nextStepInfo?: string;
  /** Anything else worth keeping for the audit trail (before/after). */
  details?: Record<string, unknown>;
}

/** Writes one user action; answers its id (to update its progress later). */
export async function recordUserAction(db: Queryable, action: UserAction): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `insert into user_actions (account_id, user_id, action_group, caption, details, action_type,
       item_id, has_progress, progress, max_progress, next_step_info, by_system)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      action.accountId,
      action.userId,
      action.actionGroup,
      action.caption,
      JSON.stringify({ event: action.event, ...action.details }),
      action.actionType ?? null,
      action.itemId === undefined ? null : String(action.itemId),
      action.progress !== undefined,
      action.progress?.value ?? 0,
      action.progress?.max ?? 0,
      action.nextStepInfo ?? null,
      action.userId === null,
    ],
  );
  return Number(row.id);
}

/** Who acted, in which account (an `Access` fits). */
export interface Actor {
  accountId: number;
  userId: number | null;
}

/**
 * An action on one named thing (a newsletter, a group, a file): its name is the caption and its
 * id the item, as the start page shows them. Each service binds its group to it.
 */
export function recordItemAction(
  db: Queryable,
  actor: Actor,
  actionGroup: string,
  event: string,
  actionType: string,
  item: { id: string | number; name: string },
  more: Pick<UserAction, 'details' | 'progress'> = {},
): Promise<number> {
  return recordUserAction(db, {
    accountId: actor.accountId,
    userId: actor.userId,
    actionGroup,
    caption: item.name,
    event,
    actionType,
    itemId: item.id,
    ...more,
  });
}

/**
 * An action on the account's own settings (the sync switch, a consent): it has no name of its
 * own, so the account's name is its caption; the start page words it by its event.
 */
export async function recordAccountAction(
  db: Queryable,
  action: Omit<UserAction, 'caption'>,
): Promise<number> {
  const [account] = await db.query<{ name: string }>('select name from accounts where id = $1', [
    action.accountId,
  ]);
  return recordUserAction(db, { ...action, caption: account?.name ?? '' });
}

/** Moves the progress of a recorded action (of that account) on. */
export async function updateUserActionProgress(
  db: Queryable,
  accountId: number,
  actionId: number,
  progress: number,
): Promise<void> {
  await db.query(
    `update user_actions set progress = least($3, max_progress)
     where id = $2 and account_id = $1 and has_progress`,
    [accountId, actionId, progress],
  );
}

export type { LastAction };

/** Whose actions: the WhatsApp service's (groups `WhatsApp…`) or the suite's (all others). */
export type ActionService = 'suite' | 'whatsApp';

interface LastActionRow {
  id: string;
  action_group: string;
  caption: string;
  user_id: number | null;
  user_name: string | null;
  deleted: boolean;
  created_at: Date;
  has_progress: boolean;
  progress: number;
  max_progress: number;
  next_step_info: string | null;
  item_id: string | null;
  action_type: string | null;
  event: string | null;
}

/**
 * The newest `limit` actions of an account, newest first (spec section 9: 12 on the dashboard,
 * 16 in the full list), of one service: the WhatsApp service's action groups start with
 * `WhatsApp`, every other group is the suite's; only groups in `visibleGroups` (the caller's
 * rights cover them: actionVisibility.ts). Served by the (account_id, created_at) index.
 */
export async function listLastActions(
  db: Queryable,
  accountId: number,
  limit: number,
  service: ActionService,
  visibleGroups: readonly string[],
): Promise<LastAction[]> {
  const rows = await db.query<LastActionRow>(
    `select a.id, a.action_group, a.caption, a.user_id, a.created_at, a.has_progress, a.progress,
       a.max_progress, a.next_step_info, a.item_id, a.action_type, a.details ->> 'event' as event,
       nullif(trim(u.given_name || ' ' || u.family_name), '') as user_name,
       (a.user_id is null and not a.by_system) as deleted
     from user_actions a left join users u on u.id = a.user_id
     where a.account_id = $1
       and (a.action_group like 'WhatsApp%') = ($3 = 'whatsApp')
       and a.action_group = any($4::text[])
     order by a.created_at desc, a.id desc
     limit $2`,
    [accountId, limit, service, visibleGroups],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    actionGroup: row.action_group,
    caption: row.caption,
    userName: row.user_name,
    userDeleted: row.deleted,
    timestamp: new Date(row.created_at).toISOString(),
    hasProgress: row.has_progress,
    progress: row.progress,
    maxProgress: row.max_progress,
    nextStepInfo: row.next_step_info,
    itemId: row.item_id,
    actionType: row.action_type,
    event: row.event,
  }));
}
