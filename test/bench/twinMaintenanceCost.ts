/**
 * What keeping the earlier-twin marks (migration 070) costs the writes of a million group's
 * database (issue 24): each write below runs in a transaction rolled back, with the marks' triggers
 * on and off alternately, and is measured as the CPU time of its PostgreSQL backend
 * (/proc/<pid>/stat; the server runs on this machine), which other work on the machine does not
 * inflate as it does wall time. Median of three rounds.
 * `DATABASE_URL=... BENCH_KEEP_DATABASE=NAME npx tsx test/bench/twinMaintenanceCost.ts`
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const triggers = [
  'profile_subscribers_twins_added',
  'profile_subscribers_twins_removed',
  'profile_subscribers_twin_own',
  'profile_subscribers_twins_moved',
];

const ticksPerMs = 100 / 1000;

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const writes: [string, string][] = [
  [
    'copy 100,000 members into a new group',
    `insert into profile_subscribers (profile_id, subscriber_id)
     select (select max(id) from profiles), subscriber_id from profile_subscribers
     where profile_id = $1 order by subscriber_id limit 100000`,
  ],
  [
    'remove 100,000 members of the million group',
    `delete from profile_subscribers where profile_id = $1 and subscriber_id in (
       select subscriber_id from profile_subscribers where profile_id = $1
       order by subscriber_id limit 100000)`,
  ],
  [
    'delete a group of 100,000 members',
    `with copied as (insert into profile_subscribers (profile_id, subscriber_id)
       select (select max(id) from profiles), subscriber_id from profile_subscribers
       where profile_id = $1 order by subscriber_id limit 100000)
     select 1`,
  ],
  [
    '2,000 members opt out, one statement each (a consent change)',
    `do $$ declare s bigint; begin
       for s in select subscriber_id from profile_subscribers
         where profile_id = (select id from profiles where name = 'Eine Million')
         order by subscriber_id limit 2000
       loop update subscribers set doi_status = 'optedOut' where id = s; end loop; end $$`,
  ],
  [
    '2,000 members change number, one statement each',
    `do $$ declare s bigint; begin
       for s in select subscriber_id from profile_subscribers
         where profile_id = (select id from profiles where name = 'Eine Million')
         order by subscriber_id desc limit 2000
       loop update subscribers set telnr = '+4917' || lpad(s::text, 9, '0') where id = s; end loop;
     end $$`,
  ],
];

async function main() {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${process.env.BENCH_KEEP_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString(), options: '-c jit=off' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; group_id: number; account_id: number }>(
      `select pg_backend_pid() as pid, id as group_id, account_id from profiles
       where name = 'Eine Million'`,
    );
    const [{ pid, group_id: groupId, account_id: accountId }] = rows;
    for (const [name, sql] of writes) {
      const cost: Record<'on' | 'off', number[]> = { on: [], off: [] };
      for (let round = 0; round < 3; round++) {
        for (const marks of ['on', 'off'] as const) {
          await client.query('begin');
          if (marks === 'off') {
            for (const t of triggers) {
              await client.query(`alter table profile_subscribers disable trigger ${t}`);
            }
          }
          await client.query(`insert into profiles (account_id, name) values ($1, 'Kosten')`, [
            accountId,
          ]);
          if (name.startsWith('delete a group')) await client.query(sql, [groupId]);
          const before = cpuTicks(pid);
          if (name.startsWith('delete a group')) {
            await client.query(`delete from profiles where id = (select max(id) from profiles)`);
          } else {
            await client.query(sql, sql.includes('$1') ? [groupId] : []);
          }
          cost[marks].push((cpuTicks(pid) - before) / ticksPerMs);
          await client.query('rollback');
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
      console.log(
        `${name}: backend CPU ${median(cost.on).toFixed(0)} ms with the marks, ` +
          `${median(cost.off).toFixed(0)} ms without (rounds: ${cost.on.join('/')} vs ${cost.off.join('/')})`,
      );
    }
  } finally {
    await client.end();
  }
}

void main();
