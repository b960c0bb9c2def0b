/**
 * The conversations inbox on the local PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) with 1,000,000 thread messages in one account
 * (issue 25): 50,000 conversations of 20 messages and one of 10,000. Figures, each the 95th
 * percentile of the real call over HTTP, signed in (budget 100 ms each): the inbox's first page,
 * a page 25,000 conversations deep by its key (nextAfter), a search by name and one by number,
 * the 10,000-message thread's newest page and a page from its middle (before). Creates a
 * database of its own and drops it at the end.
 */
import type { BenchResult } from './run';
import { encodeCursor } from '../../src/server/http/pageCursor';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

const rounds = 40;
const budget = 100;
const conversations = 50_000;
const messagesEach = 20;
const longThread = 10_000;

export async function conversationsBench(): Promise<BenchResult[]> {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const server = await startTestServer({ RATE_LIMIT_API_PER_TOKEN: '0' });
  try {
    const { db } = server;
    const [{ account_id: accountId, phone_row: phoneRow }] = await db.query<{
      account_id: number;
      phone_row: number;
    }>(
      `select w.account_id, p.id as phone_row from whatsapp_phone_numbers p
       join whatsapp_accounts w on w.id = p.whatsapp_account_id order by p.id limit 1`,
    );
    const filled = performance.now();
    // Set-based: conversations newest first by number, a fifth closed, some unread.
    await db.query(
      `insert into whatsapp_conversations (account_id, phone_number_row_id, wa_id, profile_name,
         state, unread_count, last_message_at, last_message_preview, last_inbound_at, search_text)
       select $1, $2, w.wa_id, 'Person ' || i, case when i % 5 = 0 then 'closed' else 'open' end,
         i % 3, now() - i * interval '1 minute', 'Nachricht ' || i,
         now() - i * interval '1 minute', lower('Person ' || i || ' ' || w.wa_id)
       from generate_series(1, $3::int) i,
         lateral (select '4917' || lpad(i::text, 9, '0') as wa_id) w`,
      [accountId, phoneRow, conversations],
    );
    const [long] = await db.query<{ id: string }>(
      `select id::text from whatsapp_conversations where account_id = $1 and wa_id = $2`,
      [accountId, `4917${'1'.padStart(9, '0')}`],
    );
    await db.query(
      `insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, wamid,
         text, send_state)
       select c.id, c.last_message_at - k * interval '1 second',
         case when k % 2 = 0 then 'in' else 'out' end, 'text', 'wamid.bench.' || c.id || '.' || k,
         'Text ' || k, case when k % 2 = 1 then 'sent' end
       from whatsapp_conversations c, generate_series(0, $2::int - 1) k
       where c.account_id = $1 and c.id <> $3`,
      [accountId, messagesEach, long.id],
    );
    await db.query(
      `insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, wamid,
         text, send_state)
       select $1, now() - k * interval '1 second', case when k % 2 = 0 then 'in' else 'out' end,
         'text', 'wamid.bench.long.' || k, 'Text ' || k, case when k % 2 = 1 then 'sent' end
       from generate_series(0, $2::int - 1) k`,
      [long.id, longThread],
    );
    await db.query('analyze whatsapp_conversations');
    await db.query('analyze whatsapp_conversation_messages');
    const [{ count: messages }] = await db.query<{ count: number }>(
      `select count(*)::int as count from whatsapp_conversation_messages m
       join whatsapp_conversations c on c.id = m.conversation_id where c.account_id = $1`,
      [accountId],
    );
    const fillSeconds = (performance.now() - filled) / 1000;

    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;
    const measure = async (path: string, body?: unknown) => {
      const elapsed: number[] = [];
      for (let round = 0; round <= rounds; round++) {
        const started = performance.now();
        const response = await api(server.baseUrl, token, path, {
          method: body === undefined ? 'GET' : 'POST',
          ...(body !== undefined && {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        });
        const answer = (await response.json()) as { items?: unknown[] };
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (!answer.items?.length) throw new Error(`${path} answered no items`);
        if (round > 0) elapsed.push(performance.now() - started);
      }
      elapsed.sort((a, b) => a - b);
      return {
        p95: elapsed[Math.ceil(elapsed.length * 0.95) - 1],
        median: elapsed[Math.floor(elapsed.length / 2)],
      };
    };
    const inbox = (query: object) =>
      measure('/WhatsAppApi/conversation/conversations', {
        filter: 'all',
        searchTerm: '',
        take: 50,
        ...query,
      });
    // The key of the 25,000th conversation, as the page before it hands it out.
    const [deep] = await db.query<{ at: string; id: number }>(
      `select (extract(epoch from last_message_at) * 1000000)::bigint::text as at, id::int
       from whatsapp_conversations where account_id = $1
       order by last_message_at desc, id desc offset 25000 limit 1`,
      [accountId],
    );
    const [middle] = await db.query<{ id: string }>(
      `select id::text from whatsapp_conversation_messages where conversation_id = $1
       order by at desc, id desc offset 5000 limit 1`,
      [long.id],
    );
    const thread = `/WhatsAppApi/conversation/${long.id}/messages?take=50`;
    const results: BenchResult[] = [];
    const report = (name: string, m: { p95: number; median: number }) =>
      results.push({
        name: `conversations: ${name}`,
        figure: m.p95,
        budget,
        unit: 'ms p95',
        detail:
          `${rounds} calls, median ${m.median.toFixed(1)} ms; ${messages.toLocaleString('en')} ` +
          `messages in ${conversations} conversations, filled in ${fillSeconds.toFixed(0)} s`,
      });
    report('inbox first page (open)', await inbox({ filter: 'open' }));
    report(
      'inbox page 25,000 deep (nextAfter)',
      await inbox({ after: encodeCursor([deep.at, deep.id]) }),
    );
    report('inbox search by name', await inbox({ searchTerm: 'Person 4711' }));
    report('inbox search by number', await inbox({ searchTerm: '+49 17 0000 2345' }));
    report('10,000-message thread, newest page', await measure(thread));
    report(
      '10,000-message thread, page from its middle (before)',
      await measure(`${thread}&before=${middle.id}`),
    );
    return results;
  } finally {
    await server.close();
  }
}
