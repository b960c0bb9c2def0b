import type { NotificationSource, ServerNotification } from '../../common/shell';
import type { Queryable } from '../db/database';

/**
 * The notifications of the notification centre (spec section 3). Long work that ends (a
 * newsletter sent, a template approved or rejected) tells its user with createNotification;
 * work still running can show its progress and be finished with updateNotificationProgress.
 */
export interface NewNotification {
  accountId: number;
  /** Whom to tell; null: a system notification for everybody of the account. */
  userId: number | null;
  source: NotificationSource;
  text: string;
  linkUrl?: string;
  openLinkInNewWindow?: boolean;
  /** Set for running work: its progress in percent; finish it with updateNotificationProgress. */
  progress?: number;
  /** For system notifications: a stable id the browser remembers read and deleted ones by. */
  systemNotificationId?: string;
}

/** Writes one notification (inside the caller's transaction); answers its id. */
export async function createNotification(tx: Queryable, notification: NewNotification) {
  const [row] = await tx.query<{ id: string }>(
    `insert into notifications (account_id, user_id, source, text, link_url,
       open_link_in_new_window, currently_running, progress, system_notification_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      notification.accountId,
      notification.userId,
      notification.source,
      notification.text,
      notification.linkUrl ?? null,
      notification.openLinkInNewWindow ?? false,
      notification.progress !== undefined,
      Math.max(0, Math.min(100, Math.round(notification.progress ?? 0))),
      notification.userId === null
        ? (notification.systemNotificationId ?? `system-${Date.now()}`)
        : null,
    ],
  );
  return Number(row.id);
}

/** Moves running work on; at 100 percent (or `finished`) it stops running and is unread again. */
export async function updateNotificationProgress(
  tx: Queryable,
  accountId: number,
  id: number,
  progress: number,
  text?: string,
): Promise<void> {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  await tx.query(
    `update notifications set progress = $3, currently_running = $3 < 100,
       highlight = highlight or $3 >= 100, text = coalesce($4, text)
     where id = $2 and account_id = $1`,
    [accountId, id, value, text ?? null],
  );
}

interface NotificationRow {
  id: string;
  user_id: number | null;
  source: NotificationSource;
  text: string;
  link_url: string | null;
  created_at: Date;
  highlight: boolean;
  system_notification_id: string | null;
  currently_running: boolean;
  progress: number;
  open_link_in_new_window: boolean;
}

/**
 * The user's notifications of one source in the account, newest first; with `withSystem`, the
 * account's system notifications too (without an id: the browser remembers what happened to them).
 */
export async function listNotifications(
  db: Queryable,
  scope: { accountId: number; userId: number; source: NotificationSource; withSystem: boolean },
): Promise<ServerNotification[]> {
  const rows = await db.query<NotificationRow>(
    `select id, user_id, source, text, link_url, created_at, highlight, system_notification_id,
       currently_running, progress, open_link_in_new_window
     from notifications
     where account_id = $1 and source = $3 and (user_id = $2 or ($4 and user_id is null))
     order by created_at desc, id desc limit 100`,
    [scope.accountId, scope.userId, scope.source, scope.withSystem],
  );
  return rows.map((row) => ({
    id: row.user_id === null ? null : Number(row.id),
    source: row.source,
    text: row.text,
    linkUrl: row.link_url,
    date: new Date(row.created_at).toISOString(),
    highlight: row.highlight,
    systemNotificationID: row.system_notification_id,
    currentlyRunning: row.currently_running,
    progress: row.progress,
    openLinkInNewWindow: row.open_link_in_new_window,
  }));
}

type Scope = { accountId: number; userId: number; source: NotificationSource };

/** Marks the user's own notification read; false when there is none of that id in scope. */
export async function markNotificationRead(db: Queryable, scope: Scope, id: number) {
  const rows = await db.query(
    `update notifications set highlight = false
     where id = $1 and account_id = $2 and user_id = $3 and source = $4 returning id`,
    [id, scope.accountId, scope.userId, scope.source],
  );
  return rows.length > 0;
}

/** Deletes the user's own notification; false when there is none of that id in scope. */
export async function deleteNotification(db: Queryable, scope: Scope, id: number) {
  const rows = await db.query(
    `delete from notifications
     where id = $1 and account_id = $2 and user_id = $3 and source = $4 returning id`,
    [id, scope.accountId, scope.userId, scope.source],
  );
  return rows.length > 0;
}

export const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'] },
    source: { type: 'string' },
    text: { type: 'string' },
    linkUrl: { type: ['string', 'null'] },
    date: { type: 'string' },
    highlight: { type: 'boolean' },
    systemNotificationID: { type: ['string', 'null'] },
    currentlyRunning: { type: 'boolean' },
    progress: { type: 'integer' },
    openLinkInNewWindow: { type: 'boolean' },
  },
} as const;

export const notificationListSchema = {
  type: 'object',
  properties: { notifications: { type: 'array', items: notificationSchema } },
} as const;

export const notificationIdParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;
