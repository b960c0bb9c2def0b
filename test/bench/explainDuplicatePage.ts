/**
 * EXPLAIN (ANALYZE, BUFFERS) of the Duplicate and every-reason pages of the million group (issue
 * 24), at the first, middle and last key of the Duplicate list, with the page's own SQL
 * (recipientPages.ts), beside the same SQL without the earlier-twin mark (the page before
 * migration 070). Prints per page the execution time inside PostgreSQL, the buffers read and
 * the group's index entries read (listed and probed), each the median of five runs.
 * `DATABASE_URL=... BENCH_KEEP_DATABASE=NAME npx tsx test/bench/explainDuplicatePage.ts`
 * (the kept database of listPages.bench.ts, its group loaded).
 */
import type { Queryable } from '../../src/server/db/database';
import { keptRecipientCounts } from '../../src/server/whatsapp/newsletters/recipients/keptRecipientCounts';
import {
  keyedRecipientPage,
  type KeyedPageOptions,
  type RecipientKey,
} from '../../src/server/whatsapp/newsletters/recipients/recipientPages';
import type { RecipientSet } from '../../src/server/whatsapp/newsletters/recipients/recipientSet';
import { keptBenchDatabase, keptMillionGroup } from './millionGroup';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/**
 * Index entries of the group's members the plan read (listed rows and the duplicate rule's
 * probes alike), over the whole plan: the page's work, whatever the machine's load.
 */
function membersRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'profile_subscribers'
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
        (node['Actual Loops'] ?? 0)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + membersRead(child), 0);
}

async function main() {
  const kept = await keptBenchDatabase();
  if (!kept) throw new Error('needs BENCH_KEEP_DATABASE');
  const { db } = kept;
  try {
    const { accountId, profile } = await keptMillionGroup(db);
    const set: RecipientSet = {
      accountId,
      profile: { id: profile.id, is_system: false },
      culture: 'de-DE',
      sendToUnknownDoi: process.env.UNKNOWN === '1',
      sendToOtherLanguage: false,
    };
    const { kinds, byReason } = await keptRecipientCounts(db, set);
    // The Duplicate list's own keys, read with the page itself, 500 at a time.
    const keys: RecipientKey[] = [];
    let after: RecipientKey | undefined;
    for (;;) {
      const rows = await keyedRecipientPage(db, set, kinds, {
        excluded: true,
        exclusionReason: 'Duplicate',
        descending: false,
        after,
        skip: 0,
        take: 500,
      });
      keys.push(...rows.map((row) => ({ telnr: row.telnr, id: Number(row.id) })));
      if (rows.length < 500) break;
      after = keys.at(-1);
    }
    console.log(`${keys.length} Duplicates (kept count ${byReason.Duplicate})`);
    const at = {
      first: undefined,
      middle: keys[Math.floor(keys.length / 2)],
      last: keys[keys.length - 52],
    };
    for (const reason of ['Duplicate', undefined] as const) {
      for (const [name, key] of Object.entries(at)) {
        for (const marked of [false, true]) {
          const options: KeyedPageOptions = {
            excluded: true,
            exclusionReason: reason,
            descending: false,
            after: key,
            skip: 0,
            take: 51,
          };
          const runs: { ms: number; buffers: number; read: number }[] = [];
          for (let run = 0; run < 5; run++) {
            const explaining: Queryable = {
              query: async <Row>(sql: string, params?: unknown[]) => {
                const text = marked ? sql : sql.replaceAll('and m.has_earlier_twin', '');
                const [row] = await db.query<{
                  'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
                }>(`explain (analyze, buffers, format json) ${text}`, params);
                const [plan] = row['QUERY PLAN'];
                const top = plan.Plan;
                runs.push({
                  ms: plan['Execution Time'],
                  buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
                  read: membersRead(top),
                });
                return [] as Row[];
              },
            };
            await keyedRecipientPage(explaining, set, kinds, options);
          }
          if (process.env.SHOW_PLAN === name) {
            const explaining: Queryable = {
              query: async <Row>(sql: string, params?: unknown[]) => {
                const text = marked ? sql : sql.replaceAll('and m.has_earlier_twin', '');
                const plan = await db.query<{ 'QUERY PLAN': string }>(
                  `explain (analyze, buffers) ${text}`,
                  params,
                );
                console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
                return [] as Row[];
              },
            };
            await keyedRecipientPage(explaining, set, kinds, options);
          }
          runs.sort((a, b) => a.ms - b.ms);
          const median = runs[2];
          console.log(
            `${reason ?? 'every reason'}, ${name} key, ${marked ? 'marked (070)' : 'probe every member'}: ` +
              `${median.ms.toFixed(2)} ms, ${median.buffers} buffers, ${median.read} members read`,
          );
        }
      }
    }
  } finally {
    await db.close();
  }
}

void main();
