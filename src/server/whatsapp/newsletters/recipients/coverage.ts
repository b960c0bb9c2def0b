/**
 * Personalisation coverage (spec section 5): for each field the template's placeholders read, how
 * many members of the group have a value, and the worst share (1 when no field is asked, 0 for an
 * empty group). One pass over the group's members.
 */
import type { PersonalizationCoverage } from '../../../../common/newsletters';
import { standardFields } from '../../../../common/subscribers';
import type { Queryable } from '../../../db/database';
import { memberCondition } from '../../../suite/subscribers/subscriberData';
import { coverageOf } from './personalizationFigures';

const isStandard = (field: string) => (standardFields as readonly string[]).includes(field);

export async function personalizationCoverage(
  db: Queryable,
  accountId: number,
  profile: { id: number; is_system: boolean },
  fields: string[],
): Promise<PersonalizationCoverage> {
  // Custom field names go in as parameters; standard ones are columns of a fixed list.
  const params: unknown[] = [accountId, profile.id];
  const counts = fields.map((field, i) => {
    if (isStandard(field)) return `, count(nullif(trim(s.${field}), ''))::int as f${i}`;
    params.push(field);
    return `, count(nullif(trim(s.custom_fields ->> $${params.length}::text), ''))::int as f${i}`;
  });
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
