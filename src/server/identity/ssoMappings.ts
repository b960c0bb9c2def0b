/** Reading SSO mappings of one account; every query names the account. */
import type { Queryable } from '../db/database';

export interface RoleRef {
  id: number;
  name: string;
}

export interface Mapping {
  id: number;
  externalId: string;
  name: string;
  emsGroups: RoleRef[];
}

interface MappingRow {
  id: number;
  external_id: string;
  name: string;
  role_id: number | null;
  role_name: string | null;
}

/** The account's mappings (or the one with `id`), each with its permission groups. */
export async function listMappings(
  db: Queryable,
  accountId: number,
  id?: number,
): Promise<Mapping[]> {
  const rows = await db.query<MappingRow>(
    `select m.id, m.external_id, m.name, r.id as role_id, r.name as role_name
     from sso_mappings m
     left join sso_mapping_roles mr on mr.mapping_id = m.id
     left join roles r on r.id = mr.role_id and r.account_id = m.account_id
     where m.account_id = $1 and ($2::int is null or m.id = $2)
     order by lower(m.name), m.id, r.name`,
    [accountId, id ?? null],
  );
  const mappings = new Map<number, Mapping>();
  for (const row of rows) {
    let mapping = mappings.get(row.id);
    if (!mapping) {
      mapping = { id: row.id, externalId: row.external_id, name: row.name, emsGroups: [] };
      mappings.set(row.id, mapping);
    }
    if (row.role_id !== null) mapping.emsGroups.push({ id: row.role_id, name: row.role_name! });
  }
  return [...mappings.values()];
}

export async function findMapping(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<Mapping | undefined> {
  return (await listMappings(db, accountId, id))[0];
}

/** Whether sign-in applies the account's mappings. */
export async function syncStateOf(db: Queryable, accountId: number): Promise<boolean> {
  const [row] = await db.query<{ sync_state: boolean }>(
    'select sync_state from sso_settings where account_id = $1',
    [accountId],
  );
  return row?.sync_state ?? false;
}
