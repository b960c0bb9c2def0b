/**
 * The webspace of an account: a limit and the maintained sum of its assets' sizes. Every asset
 * insert reserves its size and every delete releases it, in the same transaction as the row, so
 * the sum is exact without scanning the assets.
 */
import { defaultWebspaceBytes, type MediaWebspace } from '../../common/media';
import type { Queryable } from '../db/database';

interface WebspaceRow {
  used_bytes: string | number;
  limit_bytes: string | number;
}

const toWebspace = (row: WebspaceRow): MediaWebspace => ({
  usedBytes: Number(row.used_bytes),
  limitBytes: Number(row.limit_bytes),
});

/** The account's webspace; an account that never uploaded has the default limit, none used. */
export async function webspaceOf(db: Queryable, accountId: number): Promise<MediaWebspace> {
  const [row] = await db.query<WebspaceRow>(
    'select used_bytes, limit_bytes from media_webspace where account_id = $1',
    [accountId],
  );
  return row ? toWebspace(row) : { usedBytes: 0, limitBytes: defaultWebspaceBytes };
}

/**
 * Adds `bytes` to the used sum when it fits the limit (one conditional update, so two uploads at
 * once cannot both squeeze past it). Answers the webspace after, or null when it did not fit.
 */
export async function reserveWebspace(
  tx: Queryable,
  accountId: number,
  bytes: number,
): Promise<MediaWebspace | null> {
  await tx.query(
    'insert into media_webspace (account_id) values ($1) on conflict (account_id) do nothing',
    [accountId],
  );
  const [row] = await tx.query<WebspaceRow>(
    `update media_webspace set used_bytes = used_bytes + $2
     where account_id = $1 and used_bytes + $2 <= limit_bytes
     returning used_bytes, limit_bytes`,
    [accountId, bytes],
  );
  return row ? toWebspace(row) : null;
}

export async function releaseWebspace(tx: Queryable, accountId: number, bytes: number) {
  await tx.query(
    `update media_webspace set used_bytes = greatest(used_bytes - $2, 0) where account_id = $1`,
    [accountId, bytes],
  );
}
