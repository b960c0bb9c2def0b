/** Reading the media folders of one account; every query names the account. */
import type { MediaFolder } from '../../common/media';
import type { Queryable } from '../db/database';

interface FolderRow {
  id: number;
  parent_id: number | null;
  name: string;
  created_at: Date | string;
}

const toFolder = (row: FolderRow): MediaFolder => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function findFolder(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<MediaFolder | undefined> {
  const [row] = await db.query<FolderRow>(
    'select id, parent_id, name, created_at from media_folders where account_id = $1 and id = $2',
    [accountId, id],
  );
  return row && toFolder(row);
}

/** The folders directly below `parentId` (null: the top level), by name. */
export async function listFolders(
  db: Queryable,
  accountId: number,
  parentId: number | null,
): Promise<MediaFolder[]> {
  const rows = await db.query<FolderRow>(
    `select id, parent_id, name, created_at from media_folders
     where account_id = $1 and parent_id is not distinct from $2 order by lower(name), id`,
    [accountId, parentId],
  );
  return rows.map(toFolder);
}

/** The folders from the top level down to `id`'s parent (the breadcrumb). */
export async function ancestorsOf(
  db: Queryable,
  accountId: number,
  folder: MediaFolder,
): Promise<MediaFolder[]> {
  if (folder.parentId === null) return [];
  const rows = await db.query<FolderRow & { depth: number }>(
    `with recursive up as (
       select id, parent_id, name, created_at, 1 as depth from media_folders
       where account_id = $1 and id = $2
       union all
       select f.id, f.parent_id, f.name, f.created_at, up.depth + 1 from media_folders f
       join up on f.id = up.parent_id where f.account_id = $1 and up.depth < 100
     )
     select * from up order by depth desc`,
    [accountId, folder.parentId],
  );
  return rows.map(toFolder);
}

/** Whether a folder holds sub-folders or assets. */
export async function folderHoldsAnything(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db.query<{ busy: boolean }>(
    `select exists(select 1 from media_folders where account_id = $1 and parent_id = $2)
         or exists(select 1 from media_assets where account_id = $1 and folder_id = $2) as busy`,
    [accountId, id],
  );
  return row.busy;
}
