/**
 * Deep list pages on the local PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * with 1,000,000 subscribers in one group (issue 24): the newsletter editor's recipient lists (a
 * page of 50 at the first, middle and last key; budget under 50 ms each; the Duplicate page of
 * All subscribers, the account's own group of the million and the demo's, too) and the
 * subscriber list at row 500,000 (budget under 20 ms), each the median of the real call over
 * HTTP, signed in; and the delivery details of a newsletter sent to that group, at the middle
 * (the recipient lists' 50 ms). Beside them, the same pages by offset (skip) as the baseline, and a light call
 * (one subscriber by id) measured in the same run: the floor any signed-in call has right now.
 * Creates a database of its own and drops it at the end; with BENCH_KEEP_DATABASE=NAME it runs
 * on that database instead, kept between runs with its group loaded once (millionGroup.ts).
 */
import type { BenchResult } from './run';
import { encodeCursor } from '../../src/server/http/pageCursor';
import { api, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';
import { keptBenchDatabase, keptMillionGroup, loadMillionGroup } from './millionGroup';

const rounds = 10;

export async function listPagesBench(): Promise<BenchResult[]> {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const kept = await keptBenchDatabase();
  const server = await startTestServer({}, undefined, undefined, kept);
  try {
    const { db } = server;
    const { accountId, profile } = kept ? await keptMillionGroup(db) : await loadMillionGroup(db);
    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.tokens.access_token;

    const measure = async (path: string, times = rounds) => {
      const elapsed: number[] = [];
      let body: unknown;
      for (let round = 0; round <= times; round++) {
        const started = performance.now();
        const response = await api(server.baseUrl, token, path);
        body = await response.json();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (round > 0) elapsed.push(performance.now() - started);
      }
      elapsed.sort((a, b) => a - b);
      return { median: elapsed[Math.floor(elapsed.length / 2)], max: elapsed.at(-1)!, body };
    };
    const group = `profileId=${profile.unique_id}`;
    const detail = (list: string, query: string) =>
      `/SubscriberAPI/WhatsApp/${list}/detail?${group}&take=50&${query}`;

    // The first call after the group was filled counts its numbers once (then kept).
    const coldStarted = performance.now();
    await api(server.baseUrl, token, detail('effectiveRecipients', ''));
    const cold = performance.now() - coldStarted;

    // Keys of the effective list (first member of each number among confirmed German ones, the
    // newsletter's default) at its middle and end, worked out in SQL.
    const [{ effective }] = await db.query<{ effective: number }>(
      `select count(distinct telnr)::int as effective from profile_subscribers
       where profile_id = $1 and recipient_kind = 'confirmed:de'`,
      [profile.id],
    );
    const keyAt = async (position: number) => {
      const [row] = await db.query<{ telnr: string; id: string }>(
        `select telnr, min(subscriber_id)::text as id from profile_subscribers
         where profile_id = $1 and recipient_kind = 'confirmed:de'
         group by telnr order by telnr offset $2 limit 1`,
        [profile.id, position - 1],
      );
      return encodeCursor([row.telnr, Number(row.id)]);
    };
    const middleKey = await keyAt(Math.floor(effective / 2));
    const lastKey = await keyAt(effective - 50);
    const first = await measure(detail('effectiveRecipients', ''));
    const middle = await measure(detail('effectiveRecipients', `after=${middleKey}`));
    const last = await measure(detail('effectiveRecipients', `after=${lastKey}`));
    const lastBody = last.body as { subscribers: unknown[]; nextAfter: string | null };
    if (lastBody.subscribers.length !== 50 || lastBody.nextAfter !== null) {
      throw new Error('the last page is not the last 50 effective recipients');
    }
    const duplicates = await measure(
      detail('excludedSubscribers', `exclusionReason=Duplicate&after=${middleKey}`),
    );
    const excluded = await measure(detail('excludedSubscribers', `after=${middleKey}`));
    // The same Duplicate page of "All subscribers", the account's own group: its members are the
    // subscribers themselves (the million and the demo's).
    const [everyone] = await db.query<{ unique_id: string; members: number }>(
      `select p.unique_id, (select count(*)::int from subscribers where account_id = $1) as members
       from profiles p where p.account_id = $1 and p.is_system`,
      [accountId],
    );
    const everyonesDuplicates = `/SubscriberAPI/WhatsApp/excludedSubscribers/detail?profileId=${everyone.unique_id}&take=50&exclusionReason=Duplicate`;
    const allDuplicates = await measure(`${everyonesDuplicates}&after=${middleKey}`);
    // An English newsletter's: few of its eligible members (confirmed English ones) share a number
    // with another eligible one, so a page of 50 Duplicates spans most of the account.
    const fewDuplicates = await measure(`${everyonesDuplicates}&newsletterCultureId=en-GB`);
    const allSubscribers = `All subscribers (${everyone.members.toLocaleString('en')} members)`;
    const middleBySkip = await measure(
      detail('effectiveRecipients', `skip=${Math.floor(effective / 2)}`),
      2,
    );

    // The subscriber list at row 500,000 of the account, and of the group.
    const [row500k] = await db.query<{ id: string }>(
      `select id::text as id from subscribers where account_id = $1 order by id
       offset 499999 limit 1`,
      [accountId],
    );
    const key500k = encodeCursor([Number(row500k.id)]);
    const accountPage = await measure(`/SubscriberAPI/Subscribers?take=50&after=${key500k}`);
    const groupPage = await measure(`/SubscriberAPI/Subscribers?${group}&take=50&after=${key500k}`);
    const accountBySkip = await measure(`/SubscriberAPI/Subscribers?take=50&skip=500000`, 4);

    // The statistics of a newsletter sent to the group's members with a number (about 980,000
    // messages, one in 50 failed, the rest delivered): its delivery details at the middle by key,
    // beside the same page by skip.
    // A kept database has it from an earlier run.
    const [keptSent] = kept
      ? await db.query<{ id: number }>(
          `select id from whatsapp_newsletters where account_id = $1 and name = 'Eine Million, versandt'`,
          [accountId],
        )
      : [];
    const [sent] = keptSent
      ? [keptSent]
      : await db.query<{ id: number }>(
          `insert into whatsapp_newsletters (account_id, name, profile_id, status, total_count)
       values ($1, 'Eine Million, versandt', $2, 3, 0) returning id`,
          [accountId, profile.id],
        );
    if (!keptSent) {
      await db.query(
        `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
         wamid, delivery_status, sent_at)
       select $1, ps.subscriber_id, ps.telnr,
         case when ps.subscriber_id % 50 = 0 then 'failed' else 'sent' end,
         case when ps.subscriber_id % 50 = 0 then null else 'wamid.bench.' || ps.subscriber_id end,
         case when ps.subscriber_id % 50 = 0 then null else 'delivered' end, now()
       from profile_subscribers ps where ps.profile_id = $2 and ps.telnr is not null`,
        [sent.id, profile.id],
      );
      await db.query('vacuum analyze whatsapp_newsletter_recipients');
    }
    const [{ messages }] = await db.query<{ messages: number }>(
      'select count(*)::int as messages from whatsapp_newsletter_recipients where newsletter_id = $1',
      [sent.id],
    );
    const [middleMessage] = await db.query<{ telnr: string; id: string }>(
      `select telnr, subscriber_id::text as id from whatsapp_newsletter_recipients
       where newsletter_id = $1 order by telnr, subscriber_id offset $2 limit 1`,
      [sent.id, Math.floor(messages / 2) - 1],
    );
    const measurePost = async (path: string, body: object, times = rounds) => {
      const elapsed: number[] = [];
      for (let round = 0; round <= times; round++) {
        const started = performance.now();
        const response = await api(server.baseUrl, token, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.json();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (round > 0) elapsed.push(performance.now() - started);
      }
      elapsed.sort((a, b) => a - b);
      return { median: elapsed[Math.floor(elapsed.length / 2)], max: elapsed.at(-1)! };
    };
    const deliveryDetails = `/WhatsAppApi/statistic/${sent.id}/delivery/details`;
    const middleDelivery = await measurePost(deliveryDetails, {
      take: 50,
      after: encodeCursor([middleMessage.telnr, Number(middleMessage.id)]),
    });
    const middleDeliveryBySkip = await measurePost(
      deliveryDetails,
      { take: 50, skip: Math.floor(messages / 2) },
      2,
    );

    // What any signed-in call costs on this machine now (token, rights, rate limits, one row by
    // key): the floor under every figure above, measured in the same run.
    const [someone] = await db.query<{ unique_id: string }>(
      'select unique_id from subscribers where id = $1',
      [Number(row500k.id)],
    );
    const light = await measure(`/SubscriberAPI/Subscribers/${someone.unique_id}`);
    const lightCall = `; baseline a light call (one subscriber by id) in the same run: ${light.median.toFixed(1)} ms`;

    const recipientPage = (
      name: string,
      m: typeof first,
      baseline = '',
      list = 'a 1,000,000-member group',
    ) => ({
      name: `recipient list page of ${list} (PostgreSQL), ${name}, median`,
      figure: m.median,
      budget: 50,
      unit: 'ms',
      detail: `${rounds} calls of 50 rows, max ${m.max.toFixed(1)} ms${baseline}${lightCall}`,
    });
    return [
      recipientPage(
        'effective, first page',
        first,
        `; the first call after the group was filled (counts its numbers once): ${cold.toFixed(1)} ms`,
      ),
      recipientPage(
        'effective, middle page (by key)',
        middle,
        `; baseline the same page by skip=${Math.floor(effective / 2)}: ${middleBySkip.median.toFixed(1)} ms`,
      ),
      recipientPage('effective, last page (by key)', last, `; ${effective} effective recipients`),
      recipientPage('excluded for Duplicate, middle (by key)', duplicates),
      recipientPage('excluded, every reason, middle (by key)', excluded),
      recipientPage('excluded for Duplicate, middle (by key)', allDuplicates, '', allSubscribers),
      recipientPage(
        "excluded for Duplicate, an English newsletter's first page",
        fewDuplicates,
        `; ${(fewDuplicates.body as { subscribers: unknown[] }).subscribers.length} rows`,
        allSubscribers,
      ),
      {
        name: 'subscriber list page at row 500,000 of the account (PostgreSQL, by key), median',
        figure: accountPage.median,
        budget: 20,
        unit: 'ms',
        detail: `${rounds} calls of 50 rows, max ${accountPage.max.toFixed(1)} ms; baseline the same page by skip=500000: ${accountBySkip.median.toFixed(1)} ms${lightCall}`,
      },
      {
        name: `statistics delivery details of a ${messages.toLocaleString('en')}-message newsletter, middle page (by key), median`,
        figure: middleDelivery.median,
        budget: 50,
        unit: 'ms',
        detail: `${rounds} calls of 50 rows, max ${middleDelivery.max.toFixed(1)} ms; baseline the same page by skip=${Math.floor(messages / 2)}: ${middleDeliveryBySkip.median.toFixed(1)} ms${lightCall}`,
      },
      {
        name: 'subscriber list page at row 500,000 of a 1,000,000-member group (by key), median',
        figure: groupPage.median,
        budget: 20,
        unit: 'ms',
        detail: `${rounds} calls of 50 rows, max ${groupPage.max.toFixed(1)} ms${lightCall}`,
      },
    ];
  } finally {
    await server.close();
  }
}
