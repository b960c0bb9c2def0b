/** Reading the media assets of one account; every query names the account. */
import type { MediaAsset, MediaAssetInfo, MediaExtension } from '../../common/media';
import type { Queryable } from '../db/database';

export interface AssetRow {
  id: string;
  account_id: number;
  folder_id: number | null;
  name: string;
  tags: string[];
  extension: MediaExtension;
  content_type: string;
  size_bytes: string | number;
  width: number | null;
  height: number | null;
  storage_key: string;
  creator: string | null;
  created_at: Date | string;
  changed_at: Date | string;
}

const columns = `a.id, a.account_id, a.folder_id, a.name, a.tags, a.extension, a.content_type,
  a.size_bytes, a.width, a.height, a.storage_key, a.created_at, a.changed_at,
  nullif(trim(u.given_name || ' ' || u.family_name), '') as creator`;
const from = 'media_assets a left join users u on u.id = a.creator_user_id';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where the browser loads an asset's file (public by its random id, see fileRoutes.ts). */
export const assetUrl = (row: Pick<AssetRow, 'account_id' | 'id' | 'extension'>) =>
  `/Media/${row.account_id}/${row.id}.${row.extension}`;

/** Where the storage keeps an asset's file. */
export const storageKeyOf = (accountId: number, id: string, extension: string) =>
  `${accountId}/${id}.${extension}`;

export function toAsset(row: AssetRow): MediaAsset {
  return {
    id: row.id,
    folderId: row.folder_id,
    name: row.name,
    tags: row.tags,
    extension: row.extension,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    creator: row.creator,
    createdAt: iso(row.created_at),
    changedAt: iso(row.changed_at),
    url: assetUrl(row),
  };
}

export function toAssetInfo(row: AssetRow): MediaAssetInfo {
  return {
    id: row.id,
    name: row.name,
    url: assetUrl(row),
    size: Number(row.size_bytes),
    extension: row.extension,
    creator: row.creator,
    date: iso(row.changed_at),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAssetId = (value: string) => uuidPattern.test(value);

export async function findAsset(
  db: Queryable,
  accountId: number,
  id: string,
): Promise<AssetRow | undefined> {
  if (!isAssetId(id)) return undefined;
  const [row] = await db.query<AssetRow>(
    `select ${columns} from ${from} where a.account_id = $1 and a.id = $2`,
    [accountId, id],
  );
  return row;
}

/** The assets directly in a folder (null: the top level), by name. */
export async function listAssets(
  db: Queryable,
  accountId: number,
  folderId: number | null,
): Promise<AssetRow[]> {
  return db.query<AssetRow>(
    `select ${columns} from ${from}
     where a.account_id = $1 and a.folder_id is not distinct from $2
     order by lower(a.name), a.created_at`,
    [accountId, folderId],
  );
}

/**
 * The account's assets whose name or a tag contains `pattern` (a LIKE pattern in lower case),
 * by name: a media database holds thousands of files, not millions, so the account's rows are
 * read from its folder index.
 */
export async function searchAssets(
  db: Queryable,
  accountId: number,
  pattern: string,
  limit: number,
): Promise<AssetRow[]> {
  return db.query<AssetRow>(
    `select ${columns} from ${from}
     where a.account_id = $1 and (lower(a.name) like $2
       or exists (select 1 from unnest(a.tags) t where lower(t) like $2))
     order by lower(a.name), a.created_at limit $3`,
    [accountId, pattern, limit],
  );
}

/** The account's most recently changed assets, newest first. */
export async function lastChangedAssets(
  db: Queryable,
  accountId: number,
  count: number,
): Promise<AssetRow[]> {
  return db.query<AssetRow>(
    `select ${columns} from ${from} where a.account_id = $1
     order by a.changed_at desc, a.id limit $2`,
    [accountId, count],
  );
}
