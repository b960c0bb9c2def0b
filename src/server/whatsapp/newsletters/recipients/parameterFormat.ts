/**
 * How many members of the group have a value Meta would refuse as a template parameter (a line
 * break, a tab or more than 4 spaces in a row: cloudapi/parameterText.ts) in one of the fields
 * the template's placeholders read. Those values are cleaned when sending; the pre-send check
 * says how many recipients that concerns. One pass over the group's members.
 */
import { refusedParameterTextSql } from '../../../cloudapi/parameterText';
import type { Queryable } from '../../../db/database';
import { memberCondition } from '../../../suite/subscribers/subscriberData';
import { fieldValueSql, refusedValueSql } from './fieldValueSql';

export async function membersWithRefusedValues(
  db: Queryable,
  accountId: number,
  profile: { id: number; is_system: boolean },
  fields: string[],
): Promise<number> {
  if (fields.length === 0) return 0;
  const params: unknown[] = [accountId, profile.id, refusedParameterTextSql];
  const values = fields.map((field) => fieldValueSql(field, params));
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from subscribers s
     where s.account_id = $1 and ${memberCondition(profile, '$2')}
       and ${refusedValueSql(values, '$3')}`,
    params,
  );
  return row.count;
}
