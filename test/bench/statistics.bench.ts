/**
 * Statistics of a newsletter of 1,000,000 messages on the local PostgreSQL (DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test), after 3,000,000 status events (sent,
 * delivered, read; some failed, some sent twice) applied the way the webhook path applies them,
 * in batches of 2,000 (applyMessageStatuses: the statuses and their recipient rows in one
 * statement), plus 50,000 reactions.
 * Budgets: the overview (`GET statistic/{id}/statistics`) under 100 ms at the median; a detail
 * page of 100 rows (`POST {id}/delivery/details`, default sort) under 50 ms: the first page, and
 * a page 500,000 rows deep, as a scroll bar dragged to the middle asks for. The count rows are
 * measured as the events left them, before any compaction: the worst case. Creates a database
 * of its own and drops it at the end.
 */
import type { NewsletterStatistic } from '../../src/common/statistics';
import type { MessageStatus } from '../../src/server/cloudapi/graphTypes';
import { applyMessageStatuses } from '../../src/server/whatsapp/webhooks/messageStatuses';
import type { BenchResult } from './run';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

const messages = 1_000_000;
const batch = 2_000;
const rounds = 20;

const wamidOf = (i: number) => `wamid.bench.${i}`;

type Status = MessageStatus['status'];

export async function statisticsBench(): Promise<BenchResult[]> {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const server = await startTestServer();
  try {
    const { db } = server;
    const [account] = await db.query<{ id: number }>(
      `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
    );
    await db.query('drop index subscribers_search');
    await db.query(
      `insert into subscribers (account_id, firstname, lastname, email, telnr, culture, doi_status)
       select $1, 'P' || i, 'L' || i, 'bench', '+49151' || lpad(i::text, 8, '0'), 'de-DE', 'confirmed'
       from generate_series(1, $2::int) as i`,
      [account.id, messages],
    );
    await db.query(
      'create index subscribers_search on subscribers using gin (search_text gin_trgm_ops)',
    );
    const [newsletter] = await db.query<{ id: number }>(
      `insert into whatsapp_newsletters (account_id, name, status, send_date, sending_started_at,
         distribution_finished_at, total_count, effective_recipients, excluded_recipients)
       values ($1, 'Eine Million', 4, now(), now(), now(), $2, $2, 0) returning id`,
      [account.id, messages],
    );
    const id = newsletter.id;
    await db.query(
      `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
         wamid, sent_at)
       select $1, s.id, s.telnr, 'sent', 'wamid.bench.' || row_number() over (order by s.id), now()
       from subscribers s where s.account_id = $2 and s.email = 'bench'`,
      [id, account.id],
    );
    // 3,000,000 events: every message sent (1,000,000); 2 % failed, the rest delivered
    // (1,000,000); 58 % read (580,000); and 420,000 sent twice, as Meta repeats a webhook it
    // thinks was not taken: the deliveries of the unread and the failures. Counted once each.
    const t0 = Math.floor(Date.now() / 1000) - 86_400;
    const failed = (i: number) => i % 50 === 0;
    const read = (i: number) => !failed(i) && i % 10 < 6;
    const stages = {
      sent: (): Status[] => ['sent'],
      receipt: (i: number): Status[] => [failed(i) ? 'failed' : 'delivered'],
      read: (i: number): Status[] => (read(i) ? ['read'] : []),
      repeated: (i: number): Status[] => (read(i) ? [] : [failed(i) ? 'failed' : 'delivered']),
    };
    const eventOf = (i: number, status: Status): MessageStatus => ({
      id: wamidOf(i),
      recipient_id: '4915100000000',
      status,
      timestamp: String(
        t0 + { sent: 0, failed: 5, delivered: 60 + (i % 3600), read: 600 + i }[status],
      ),
      ...(status === 'failed' && {
        errors: [
          { code: 131026, title: 'Undeliverable', message: '', error_data: { details: '' } },
        ],
      }),
    });
    let events = 0;
    const apply = async (items: MessageStatus[]) => {
      events += items.length;
      await applyMessageStatuses(
        db,
        items.map((status) => ({ phoneNumberId: 'bench', status })),
      );
    };
    // As Meta sends them: the sent statuses first, receipts later, read last, repeats after.
    for (const stage of Object.values(stages)) {
      let pending: MessageStatus[] = [];
      for (let i = 1; i <= messages; i++) {
        for (const status of stage(i)) pending.push(eventOf(i, status));
        if (pending.length >= batch) {
          await apply(pending);
          pending = [];
        }
      }
      if (pending.length > 0) await apply(pending);
    }
    await db.query(
      `insert into whatsapp_newsletter_reactions (newsletter_id, subscriber_id, telnr, type,
         content, reacted_at, source_key)
       select $1, subscriber_id, telnr,
         (array['Cta', 'QuickReply', 'Emoji', 'Text', 'Others'])[1 + n % 5],
         (array['https://example.com', 'Mehr Infos', '👍', 'Danke', 'image'])[1 + n % 5],
         now(), 'bench.' || n
       from (select subscriber_id, telnr, row_number() over () as n
             from whatsapp_newsletter_recipients where newsletter_id = $1 limit 50000) r`,
      [id],
    );
    for (const table of ['whatsapp_newsletter_recipients', 'whatsapp_message_statuses']) {
      await db.query(`vacuum analyze ${table}`);
    }
    await db.query('vacuum analyze whatsapp_newsletter_delivery_counts');
    await db.query('vacuum analyze whatsapp_newsletter_reactions');
    const [{ countRows }] = await db.query<{ countRows: number }>(
      `select count(*)::int as "countRows" from whatsapp_newsletter_delivery_counts
       where newsletter_id = $1`,
      [id],
    );
    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;
    const measure = async (path: string, body?: object) => {
      const times: number[] = [];
      let answer: unknown;
      for (let round = 0; round <= rounds; round++) {
        const started = performance.now();
        const response = await api(server.baseUrl, token, path, {
          method: body ? 'POST' : 'GET',
          ...(body && {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        });
        answer = await response.json();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (round > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { median: times[Math.floor(times.length / 2)], max: times.at(-1)!, answer };
    };
    const overview = await measure(`/WhatsAppApi/statistic/${id}/statistics`);
    const counts = (overview.answer as { newsletterStatistic: NewsletterStatistic })
      .newsletterStatistic;
    // The repeated webhooks must not count twice: a fast answer is worth nothing if it is wrong.
    const expected = { delivered: 980_000, read: 580_000, failed: 20_000, inProgress: 0 };
    for (const [key, value] of Object.entries(expected)) {
      const actual = counts[key as keyof typeof expected];
      if (actual !== value) throw new Error(`overview ${key}: ${actual}, expected ${value}`);
    }
    const firstPage = await measure(`/WhatsAppApi/statistic/${id}/delivery/details`, {
      skip: 0,
      take: 100,
    });
    const page = await measure(`/WhatsAppApi/statistic/${id}/delivery/details`, {
      status: 'Delivered',
      skip: 500_000,
      take: 100,
    });
    const rejected = await measure(`/WhatsAppApi/statistic/${id}/delivery/details`, {
      status: 'Rejected',
      skip: 100,
      take: 100,
    });
    return [
      {
        name: 'statistics overview, 1,000,000 messages and 3,000,000 status events (PostgreSQL), median',
        figure: overview.median,
        budget: 100,
        unit: 'ms',
        detail: `${rounds} calls, max ${overview.max.toFixed(1)} ms; ${events} events in ${countRows} count rows; ${JSON.stringify(counts).slice(0, 160)}…`,
      },
      {
        name: 'delivery detail page of 100 rows, All, the first, median',
        figure: firstPage.median,
        budget: 50,
        unit: 'ms',
        detail: `${rounds} calls, max ${firstPage.max.toFixed(1)} ms`,
      },
      {
        name: 'delivery detail page of 100 rows, Delivered, from row 500,000, median',
        figure: page.median,
        budget: 50,
        unit: 'ms',
        detail: `${rounds} calls, max ${page.max.toFixed(1)} ms`,
      },
      {
        name: 'delivery detail page of 100 rows, Rejected, median',
        figure: rejected.median,
        budget: 50,
        unit: 'ms',
        detail: `${rounds} calls, max ${rejected.max.toFixed(1)} ms`,
      },
    ];
  } finally {
    await server.close();
  }
}
