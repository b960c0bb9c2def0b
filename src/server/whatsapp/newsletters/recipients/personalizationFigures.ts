/**
 * The personalisation figures of the pre-send check (coverage.ts and parameterFormat.ts) for a
 * start on the embedded PGlite, counted before the start's transaction in chunks of members (by
 * subscriber id) of about 20 ms each, in the background lane. In the transaction the two counts
 * each read the whole group: 0.5-0.6 s apiece for 100,000 members on a loaded machine, with the
 * one connection, and every request, held. Both figures come from one pass here.
 */
import type { PersonalizationCoverage } from '../../../../common/newsletters';
import { refusedParameterTextSql } from '../../../cloudapi/parameterText';
import type { Database } from '../../../db/database';
import { inIdChunks } from '../../../db/timedBatches';
import { fieldValueSql, filledCountSql, refusedValueSql } from './fieldValueSql';

export interface PersonalizationFigures {
  /** The fields counted (resolved placeholder fields): the figures hold for these only. */
  fields: string[];
  coverage: PersonalizationCoverage;
  /** Members with a value Meta refuses as a parameter in one of the fields. */
  refused: number;
}

const chunkTiming = { targetMs: 20, first: 1000, min: 200, max: 20_000 };

export async function personalizationFiguresInChunks(
  db: Database,
  accountId: number,
  profile: { id: number; is_system: boolean },
  fields: string[],
): Promise<PersonalizationFigures> {
  const params: unknown[] = [accountId, profile.id, refusedParameterTextSql];
  const values = fields.map((field) => fieldValueSql(field, params));
  const after = `$${params.length + 1}::bigint`;
  const limit = `$${params.length + 2}::int`;
  const refused = values.length
    ? `count(*) filter (where ${refusedValueSql(values, '$3')})::int`
    : '0';
  // Members in id order from the group's own key (or the account's for the system group), each
  // subscriber looked up by key: a chunk reads its own members only, whatever the statistics.
  const members = profile.is_system
    ? `select s.id from subscribers s where s.account_id = $1 and $2::int > 0 and s.id > ${after}
       order by s.id limit ${limit}`
    : `select ps.subscriber_id as id from profile_subscribers ps
       where ps.profile_id = $2 and ps.subscriber_id > ${after}
       order by ps.subscriber_id limit ${limit}`;
  const sql = `select count(s.id)::int as total, max(m.id)::text as last,
      ${refused} as refused
      ${values.map((v, i) => `, ${filledCountSql(v)} as f${i}`).join('')}
    from (${members}) m
    left join lateral (select * from subscribers s where s.id = m.id and s.account_id = $1
                       offset 0) s on true`;
  let total = 0;
  let refusedCount = 0;
  const filled = fields.map(() => 0);
  await inIdChunks(
    db,
    chunkTiming,
    async (tx, after, size) =>
      (
        await tx.query<Record<string, number> & { last: string | null }>(sql, [
          ...params,
          after,
          size,
        ])
      )[0],
    (row) => {
      total += row.total;
      refusedCount += row.refused;
      fields.forEach((_, i) => (filled[i] += row[`f${i}`]));
    },
  );
  return { fields, coverage: coverageOf(fields, total, filled), refused: refusedCount };
}

/** Each field's share of the members with a value, and the worst share. */
export function coverageOf(
  fields: string[],
  total: number,
  filled: number[],
): PersonalizationCoverage {
  const rates = fields.map((field, i) => ({
    field,
    filled: filled[i],
    coverageRate: total === 0 ? 0 : filled[i] / total,
  }));
  return {
    subscriberCount: total,
    fields: rates,
    worstCoverageRate: rates.reduce((worst, r) => Math.min(worst, r.coverageRate), total ? 1 : 0),
  };
}
