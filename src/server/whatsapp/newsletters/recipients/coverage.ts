/**
 * Personalisation coverage (spec section 5): for each field the template's placeholders read, how
 * many members of the group have a value, and the worst share (1 when no field is asked, 0 for an
 * empty group). One pass over the group's members.
 */
import type { PersonalizationCoverage } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { memberCondition } from '../../../suite/subscribers/subscriberData';
import { fieldValueSql, filledCountSql } from './fieldValueSql';
import { coverageOf } from './personalizationFigures';

export async function personalizationCoverage(
  db: Queryable,
  accountId: number,
  profile: { id: number; is_system: boolean },
  fields: string[],
): Promise<PersonalizationCoverage> {
  const params: unknown[] = [accountId, profile.id];
  const counts = fields.map(
    (field, i) => `, ${filledCountSql(fieldValueSql(field, params))} as f${i}`,
  );
  const [row] = await db.query<Record<string, number>>(
    `select count(*)::int as total${counts.join('')}
     from subscribers s where s.account_id = $1 and ${memberCondition(profile, '$2')}`,
    params,
  );
  return coverageOf(
    fields,
    row.total,
    fields.map((_, i) => row[`f${i}`]),
  );
}
