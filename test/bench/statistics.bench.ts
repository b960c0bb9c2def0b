/**
 * Statistics of a newsletter of 1,000,000 messages on the local PostgreSQL (DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test), after 3,000,000 status events (sent,
 * delivered, read; some failed) applied the way the webhook path applies them, in batches of
 * 2,000 (applyMessageStatuses and linkRecipientStatuses), plus 50,000 reactions. Budgets: the
 * overview (`GET statistic/{id}/statistics`) under 100 ms at the median; a detail page of 100
 * rows (`POST {id}/delivery/details`, default sort, a page deep in the list) under 50 ms. The
 * count rows are measured as the events left them, before any compaction: the worst case.
 * Creates a database of its own and drops it at the end.
 */
import type { MessageStatus } from '../../src/server/cloudapi/graphTypes';
import { applyMessageStatuses } from '../../src/server/whatsapp/webhooks/messageStatuses';
import { linkRecipientStatuses } from '../../src/server/whatsapp/newsletters/sending/webhookStatusLink';
import type { BenchResult } from './run';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

const messages = 1_000_000;
const batch = 2_000;
const rounds = 20;

const wamidOf = (i: number) => `wamid.bench.${i}`;

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
    // 3,000,000 events: every message sent, 95 % delivered, 60 % read, 2 % failed.
    const t0 = Math.floor(Date.now() / 1000) - 86_400;
    const eventsOf = (i: number): MessageStatus[] => {
      const base = { id: wamidOf(i), recipient_id: '4915100000000' };
      const list: MessageStatus[] = [{ ...base, status: 'sent', timestamp: String(t0) }];
      if (i % 50 === 0) {
        list.push({
          ...base,
          status: 'failed',
          timestamp: String(t0 + 5),
          errors: [
            { code: 131026, title: 'Undeliverable', message: '', error_data: { details: '' } },
          ],
        });
      } else if (i % 20 !== 1) {
        list.push({ ...base, status: 'delivered', timestamp: String(t0 + 60 + (i % 3600)) });
        if (i % 10 < 6) list.push({ ...base, status: 'read', timestamp: String(t0 + 600 + i) });
      }
      return list;
    };
    let events = 0;
    const apply = async (items: MessageStatus[]) => {
      events += items.length;
      await db.transaction(async (tx) => {
        await applyMessageStatuses(
          tx,
          items.map((status) => ({ phoneNumberId: 'bench', status })),
        );
        await linkRecipientStatuses(tx, [...new Set(items.map((item) => item.id))]);
      });
    };
    // As Meta sends them: the sent statuses first, receipts later, read last.
    for (const which of ['sent', 'delivered-failed', 'read'] as const) {
      let pending: MessageStatus[] = [];
      for (let i = 1; i <= messages; i++) {
        for (const event of eventsOf(i)) {
          const stage =
            event.status === 'sent'
              ? 'sent'
              : event.status === 'read'
                ? 'read'
                : 'delivered-failed';
          if (stage === which) pending.push(event);
        }
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
    const counts = (overview.answer as { newsletterStatistic: object }).newsletterStatistic;
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
