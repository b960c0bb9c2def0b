/**
 * Newsletter statistics (issue 9) from the webhooks as Meta sends them: counts that stay exact
 * when webhooks come again, twice or out of order; reactions by type; the detail lists with
 * filter, search, sort and paging; "add to group"; the newsletter list; rights and account scope.
 */
import { NewsletterStatus } from '../../../../../src/common/newsletters';
import type {
  DeliveryDetail,
  DetailPage,
  NewsletterStatistics,
  ReactionDetail,
  RecipientStatisticDetail,
} from '../../../../../src/common/statistics';
import type { InboundMessage, MessageStatus } from '../../../../../src/server/cloudapi/graphTypes';
import {
  compactDeliveryCounts,
  compactReactionCounts,
} from '../../../../../src/server/whatsapp/newsletters/statistics/compaction';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { caller, tokenOf } from '../../doubleOptIn/doiTestServer';
import {
  inboundEnvelope,
  newWamid,
  postWebhook,
  status,
  statusEnvelope,
} from '../../webhooks/webhookPayloads';
import { accountIdOf, groupWith, insertNewsletter } from '../newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let marketer: string;
let viewer: string;
let accountId: number;
let otherAccountId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [admin, marketer, viewer] = await Promise.all([
    tokenOf(server, 'admin', 'relay-admin'),
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
  ]);
  accountId = await accountIdOf(server.db);
  otherAccountId = await accountIdOf(server.db, 'Stadtwerke Sonnenfeld');
});
afterAll(() => server?.close());

async function deliver(...bodies: unknown[]) {
  const secret = server.app.cloudApi.credentials.appSecret;
  for (const body of bodies) {
    expect((await postWebhook(server.baseUrl, secret, body)).status).toBe(200);
  }
  await server.app.jobs.drain();
}

async function json<T>(response: Response, code = 200): Promise<T> {
  expect(response.status).toBe(code);
  return response.json() as Promise<T>;
}

let sends = 0;

/**
 * A sent newsletter of `accountId`: eight recipients r1…r8 (r1…r7 accepted by Meta with a
 * wamid, r8 given up by the engine with 131049) and two members left out at the start.
 */
async function sentNewsletter(account = accountId) {
  sends++;
  const people = Array.from({ length: 8 }, (_, index) => ({
    key: `r${index + 1}`,
    telnr: `+4915177${String(sends).padStart(3, '0')}${index + 1}00`,
    firstname: index === 2 ? 'Zora' : `Person${index + 1}`,
  }));
  const group = await groupWith(server.db, account, `Statistik ${sends}-${Date.now()}`, [
    ...people,
    { key: 'none', telnr: null },
    { key: 'off', telnr: '+491517700000', deactivated: true },
  ]);
  const id = await insertNewsletter(server.db, {
    accountId: account,
    name: `Sommer ${sends}`,
    profileId: group.id,
    status: NewsletterStatus.sent,
  });
  await server.db.query(
    `update whatsapp_newsletters set sending_started_at = now() - interval '1 hour',
       send_date = now() - interval '1 hour', distribution_finished_at = now(),
       effective_recipients = 8, excluded_recipients = 2, total_count = 8 where id = $1`,
    [id],
  );
  const wamids: Record<string, string> = {};
  const subscribers = await server.db.query<{ id: number; telnr: string | null; key: string }>(
    `select s.id, s.telnr, split_part(s.lastname, ' ', 2) as key from profile_subscribers ps
     join subscribers s on s.id = ps.subscriber_id where ps.profile_id = $1 order by s.id`,
    [group.id],
  );
  for (const subscriber of subscribers) {
    if (subscriber.key === 'none' || subscriber.key === 'off') {
      await server.db.query(
        `insert into whatsapp_newsletter_exclusions (newsletter_id, subscriber_id, telnr, reason)
         values ($1, $2, $3, $4)`,
        [
          id,
          subscriber.id,
          subscriber.telnr,
          subscriber.key === 'none' ? 'NoPhoneNumber' : 'Deactivated',
        ],
      );
      continue;
    }
    const refused = subscriber.key === 'r8';
    wamids[subscriber.key] = newWamid();
    await server.db.query(
      `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
         wamid, error_code, error_class, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() - interval '50 minutes')`,
      [
        id,
        subscriber.id,
        subscriber.telnr,
        refused ? 'failed' : 'sent',
        refused ? null : wamids[subscriber.key],
        refused ? 131049 : null,
        refused ? 'giveUp' : null,
      ],
    );
  }
  return { id, wamids, group, people };
}

/** A status error as Meta words it. */
const failure = (code: number, title: string) => ({
  code,
  title,
  message: title,
  error_data: { details: title },
});

const t0 = Math.floor(Date.now() / 1000) - 3000;
const from = (n: number) => `4915177000${n}`;

function reply(context: string, type: InboundMessage['type'], extra: Partial<InboundMessage>) {
  return inboundEnvelope({
    from: from(1),
    id: newWamid(),
    timestamp: String(t0 + 100),
    type,
    context: { from: '4940123456', id: context },
    ...extra,
  });
}

const statistics = async (id: number, token = marketer) =>
  json<NewsletterStatistics>(await call(token, `/WhatsAppApi/statistic/${id}/statistics`));

describe('delivery counts', () => {
  it('stay exact when statuses come out of order, twice and again', async () => {
    const { id, wamids } = await sentNewsletter();
    const statuses: MessageStatus[] = [
      ...['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map((key) => status(wamids[key], 'sent', t0)),
      status(wamids.r1, 'read', t0 + 60),
      ...['r1', 'r2', 'r3', 'r4'].map((key) => status(wamids[key], 'delivered', t0 + 5)),
      status(wamids.r2, 'read', t0 + 90),
      status(wamids.r7, 'failed', t0 + 3, {
        errors: [failure(131026, 'Message undeliverable')],
      }),
    ];
    // One by one in reverse order, then all at once twice (Meta's retries), then a late `sent`.
    await deliver(...[...statuses].reverse().map((one) => statusEnvelope([one])));
    await deliver(statusEnvelope(statuses), statusEnvelope(statuses));
    await deliver(statusEnvelope([status(wamids.r1, 'sent', t0)]));

    const { newsletterStatistic, timeline } = await statistics(id);
    expect(newsletterStatistic).toEqual({
      sentMessages: 7,
      totalCount: 8,
      pending: 0,
      inProgress: 2,
      delivered: 4,
      read: 2,
      failed: 2,
      removed: 0,
      failedByReason: [
        { errorCode: 131026, errorTitle: 'Message undeliverable', count: 1 },
        { errorCode: 131049, errorTitle: null, count: 1 },
      ],
    });
    expect(timeline.at(-1)).toMatchObject({ delivered: 4, read: 2 });
  });

  it('never moves a read message back: a late failed or delivered leaves it read', async () => {
    const { id, wamids } = await sentNewsletter();
    // r1 read through webhooks; r2 read as the demo data has it, without any stored status.
    await deliver(statusEnvelope([status(wamids.r1, 'read', t0 + 60)]));
    await server.db.query(
      `update whatsapp_newsletter_recipients set delivery_status = 'read' where wamid = $1`,
      [wamids.r2],
    );
    const before = await statistics(id);
    await deliver(
      statusEnvelope([
        status(wamids.r1, 'failed', t0 + 70, { errors: [failure(131049, 'Ecosystem')] }),
        status(wamids.r2, 'failed', t0 + 70, { errors: [failure(131049, 'Ecosystem')] }),
        status(wamids.r2, 'delivered', t0 + 5),
      ]),
    );
    const rows = await server.db.query<{ delivery_status: string; delivery_class: string }>(
      `select delivery_status, delivery_class from whatsapp_newsletter_recipients
        where wamid = any($1::text[])`,
      [[wamids.r1, wamids.r2]],
    );
    expect(rows).toEqual([
      { delivery_status: 'read', delivery_class: 'read' },
      { delivery_status: 'read', delivery_class: 'read' },
    ]);
    const after = await statistics(id);
    expect(after.newsletterStatistic).toMatchObject({
      read: before.newsletterStatistic.read,
      failed: before.newsletterStatistic.failed,
    });
  });

  it('counts the delivery details per filter, sorted by number, searched and paged', async () => {
    const { id, wamids, people } = await sentNewsletter();
    await deliver(
      statusEnvelope([
        status(wamids.r1, 'delivered', t0 + 5),
        status(wamids.r2, 'read', t0 + 9),
        status(wamids.r3, 'failed', t0 + 3, { errors: [failure(131026, 'Undeliverable')] }),
      ]),
    );
    const details = (body: object) =>
      call(marketer, `/WhatsAppApi/statistic/${id}/delivery/details`, 'POST', body).then((r) =>
        json<DetailPage<DeliveryDetail>>(r),
      );
    const rejected = await details({ status: 'Rejected' });
    expect(rejected.totalCount).toBe(2);
    expect(rejected.items.map((item) => [item.telnr, item.status, item.errorCode])).toEqual([
      [people[2].telnr, 'Failed', 131026],
      [people[7].telnr, 'Failed', 131049],
    ]);
    expect((await details({ status: 'Delivered' })).items.map((item) => item.status)).toEqual([
      'Delivered',
      'Read',
    ]);
    // Read (beyond the spec's filter list): only who read it, with its own total.
    const read = await details({ status: 'Read' });
    expect(read.totalCount).toBe(1);
    expect(read.items.map((item) => [item.telnr, item.status])).toEqual([
      [people[1].telnr, 'Read'],
    ]);
    expect((await details({ status: 'Read', searchTerm: 'zora' })).totalCount).toBe(0);
    expect((await details({ status: 'InProgress' })).totalCount).toBe(4);
    const all = await details({ skip: 2, take: 3, orderDescending: true });
    expect(all.totalCount).toBe(8);
    expect(all.items.map((item) => item.telnr)).toEqual(
      people
        .map((person) => person.telnr)
        .reverse()
        .slice(2, 5),
    );
    const searched = await details({ searchTerm: 'zora' });
    expect(searched).toMatchObject({ totalCount: 1, items: [{ firstname: 'Zora' }] });
    expect((await details({ searchTerm: '100%' })).totalCount).toBe(0);
  });
});

describe('reactions', () => {
  it('counts each type once per webhook message, and an emoji as the current one', async () => {
    const { id, wamids } = await sentNewsletter();
    const click = reply(wamids.r1, 'button', { button: { text: 'Mehr Infos', payload: 'more' } });
    await deliver(click, click);
    await deliver(
      { ...reply(wamids.r2, 'reaction', { reaction: { message_id: wamids.r2, emoji: '👍' } }) },
      reply(wamids.r2, 'reaction', {
        reaction: { message_id: wamids.r2, emoji: '❤️' },
        timestamp: String(t0 + 200),
      }),
      // An older one that comes late does not replace the newer.
      reply(wamids.r2, 'reaction', {
        reaction: { message_id: wamids.r2, emoji: '😀' },
        timestamp: String(t0 + 150),
      }),
      reply(wamids.r3, 'reaction', { reaction: { message_id: wamids.r3, emoji: '🎉' } }),
      reply(wamids.r3, 'reaction', {
        reaction: { message_id: wamids.r3, emoji: '' },
        timestamp: String(t0 + 300),
      }),
      reply(wamids.r4, 'text', { text: { body: 'Klingt gut!' } }),
      reply(wamids.r4, 'image', {}),
      // A message that answers nothing we sent is nobody's reaction.
      inboundEnvelope({
        from: from(9),
        id: newWamid(),
        timestamp: String(t0),
        type: 'text',
        text: { body: 'Hallo' },
      }),
    );
    const { reactions } = await statistics(id);
    expect(reactions).toEqual({
      counts: { Cta: 0, QuickReply: 1, Emoji: 1, Text: 1, Others: 1 },
      recipientsReacting: 3,
      emojis: [{ emoji: '❤️', count: 1 }],
      buttons: [{ title: 'Mehr Infos', count: 1 }],
    });
    const emojis = await json<DetailPage<ReactionDetail>>(
      await call(marketer, `/WhatsAppApi/statistic/${id}/reaction/details`, 'POST', {
        type: 'Emoji',
      }),
    );
    expect(emojis).toMatchObject({ totalCount: 1, items: [{ type: 'Emoji', content: '❤️' }] });
    const all = await json<DetailPage<ReactionDetail>>(
      await call(marketer, `/WhatsAppApi/statistic/${id}/reaction/details`, 'POST', {
        sort: 'status',
      }),
    );
    expect(all.items.map((item) => item.type)).toEqual(['Emoji', 'Others', 'QuickReply', 'Text']);
  });
});

describe('recipients and exclusions', () => {
  it('lists who received it and who was left out at the start, with the reasons', async () => {
    const { id } = await sentNewsletter();
    expect(
      await json(await call(marketer, `/WhatsAppApi/statistic/${id}/excludedSubscribers`)),
    ).toEqual({
      count: 2,
      exclusionReasons: [
        { exclusionReason: 'Deactivated', count: 1 },
        { exclusionReason: 'NoPhoneNumber', count: 1 },
      ],
    });
    const details = (excluded: string) =>
      call(marketer, `/WhatsAppApi/statistic/${id}/recipients/details`, 'POST', {
        excluded,
      }).then((r) => json<DetailPage<RecipientStatisticDetail>>(r));
    expect((await details('Effective')).totalCount).toBe(8);
    const excluded = await details('Excluded');
    expect(excluded.items.map((item) => item.exclusionReason).sort()).toEqual([
      'Deactivated',
      'NoPhoneNumber',
    ]);
    expect((await details('All')).totalCount).toBe(10);
  });
});

describe('add to group', () => {
  it('puts the people a filtered list shows into a new group, then once into an existing one', async () => {
    const { id, wamids } = await sentNewsletter();
    await deliver(
      statusEnvelope([
        status(wamids.r5, 'failed', t0 + 3, { errors: [failure(131026, 'Undeliverable')] }),
      ]),
    );
    const path = `/WhatsAppApi/statistic/${id}/delivery/addToProfile`;
    const name = `Nachfassen ${Date.now()}`;
    const created = await json<{ added: number; profile: { uniqueId: string; name: string } }>(
      await call(marketer, path, 'POST', { status: 'Rejected', targetProfileName: name }),
    );
    expect(created).toMatchObject({ added: 2, profile: { name } });
    const again = await json<{ added: number }>(
      await call(marketer, path, 'POST', {
        status: 'Rejected',
        targetProfileId: created.profile.uniqueId,
      }),
    );
    expect(again.added).toBe(0);
    const duplicate = await call(marketer, path, 'POST', {
      status: 'Rejected',
      targetProfileName: name,
    });
    expect(duplicate.status).toBe(409);
    const nobody = await call(marketer, path, 'POST', {
      status: 'Rejected',
      searchTerm: 'niemand',
      targetProfileName: `${name} leer`,
    });
    expect(nobody.status).toBe(400);
    expect(await nobody.json()).toMatchObject({ errorKey: 'noRecipientsToAdd' });
  });

  it('puts only the ticked people of the list into a group; others of the newsletter add no one', async () => {
    const { id } = await sentNewsletter();
    const details = (excluded: string) =>
      call(marketer, `/WhatsAppApi/statistic/${id}/recipients/details`, 'POST', {
        excluded,
      }).then((r) => json<DetailPage<RecipientStatisticDetail>>(r));
    const effective = (await details('Effective')).items.map((item) => item.uniqueId!);
    const excluded = (await details('Excluded')).items.flatMap((item) =>
      item.uniqueId ? [item.uniqueId] : [],
    );
    const path = `/WhatsAppApi/statistic/${id}/recipients/addToProfile`;
    const name = `Ausgewählt ${Date.now()}`;
    const chosen = await call(marketer, path, 'POST', {
      excluded: 'Effective',
      subscriberIds: [effective[0], effective[1], ...excluded],
      targetProfileName: name,
    });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ added: 2, profile: { name, subscriberCount: 2 } });
    const outside = await call(marketer, path, 'POST', {
      excluded: 'Effective',
      subscriberIds: excluded,
      targetProfileName: `${name} leer`,
    });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ errorKey: 'noRecipientsToAdd' });
    for (const subscriberIds of [[`${effective[0].slice(0, -1)}\u0000`], [], [7], 'x']) {
      const refused = await call(marketer, path, 'POST', {
        subscriberIds,
        targetProfileName: `${name} ungültig`,
      });
      expect(refused.status).toBe(400);
    }
  });
});

describe('newsletter list', () => {
  it('lists sent newsletters of the period newest first, the last sent, and one in full', async () => {
    const older = await sentNewsletter();
    await server.db.query(
      "update whatsapp_newsletters set send_date = now() - interval '40 days' where id = $1",
      [older.id],
    );
    const newer = await sentNewsletter();
    const draft = await insertNewsletter(server.db, { accountId, name: 'Noch nicht gesendet' });
    const { newsletters } = await json<{ newsletters: { id: number; sentMessages: number }[] }>(
      await call(marketer, '/WhatsAppApi/statistic/newsletter', 'POST', {
        from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        to: null,
      }),
    );
    const ids = newsletters.map((entry) => entry.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(older.id);
    expect(ids).not.toContain(draft);
    const last = await json<{ newsletter: { id: number } }>(
      await call(marketer, '/WhatsAppApi/statistic/lastSent'),
    );
    expect(last.newsletter.id).toBe(ids[0]);
    const one = await json(await call(marketer, `/WhatsAppApi/statistic/newsletter/${newer.id}`));
    expect(one).toMatchObject({
      id: newer.id,
      status: NewsletterStatus.sent,
      effectiveRecipients: 8,
      excludedRecipients: 2,
      stopped: false,
    });
  });
});

describe('rights and account scope', () => {
  it('answers every call only in its account and with its rights', async () => {
    const { id } = await sentNewsletter();
    const foreign = await sentNewsletter(otherAccountId);
    const sso = await tokenOf(server, 'sso-demo', 'relay-sso');
    const calls: [string, string, object?][] = [
      ['/WhatsAppApi/statistic/newsletter/{id}', 'GET'],
      ['/WhatsAppApi/statistic/{id}/statistics', 'GET'],
      ['/WhatsAppApi/statistic/{id}/excludedSubscribers', 'GET'],
      ['/WhatsAppApi/statistic/{id}/delivery/details', 'POST', {}],
      ['/WhatsAppApi/statistic/{id}/reaction/details', 'POST', {}],
      ['/WhatsAppApi/statistic/{id}/recipients/details', 'POST', {}],
      ['/WhatsAppApi/statistic/{id}/delivery/addToProfile', 'POST', { targetProfileName: 'X' }],
      ['/WhatsAppApi/statistic/{id}/reaction/addToProfile', 'POST', { targetProfileName: 'X' }],
      ['/WhatsAppApi/statistic/{id}/recipients/addToProfile', 'POST', { targetProfileName: 'X' }],
    ];
    for (const [path, method, body] of calls) {
      const own = path.replace('{id}', String(id));
      expect((await call(sso, own, method, body)).status).toBe(403);
      expect(
        (await call(admin, path.replace('{id}', String(foreign.id)), method, body)).status,
      ).toBe(404);
      if (path.endsWith('addToProfile'))
        expect((await call(viewer, own, method, body)).status).toBe(403);
      else expect((await call(viewer, own, method, body)).status).toBe(200);
    }
    expect((await call(sso, '/WhatsAppApi/statistic/lastSent')).status).toBe(403);
    expect((await call(sso, '/WhatsAppApi/statistic/newsletter', 'POST', {})).status).toBe(403);
    const list = await json<{ newsletters: { id: number }[] }>(
      await call(admin, '/WhatsAppApi/statistic/newsletter', 'POST', {}),
    );
    expect(list.newsletters.map((entry) => entry.id)).not.toContain(foreign.id);
    const bad = await call(marketer, `/WhatsAppApi/statistic/${id}/delivery/details`, 'POST', {
      status: 'Unknown',
    });
    expect(bad.status).toBe(400);
  });
});

describe('compaction', () => {
  it('folds the count rows into one per minute and changes no figure', async () => {
    const { id, wamids } = await sentNewsletter();
    for (const key of ['r1', 'r2', 'r3']) {
      await deliver(statusEnvelope([status(wamids[key], 'delivered', t0 + 5)]));
    }
    await deliver(statusEnvelope([status(wamids.r1, 'read', t0 + 9)]));
    const rows = async () =>
      (
        await server.db.query<{ n: number }>(
          'select count(*)::int as n from whatsapp_newsletter_delivery_counts where newsletter_id = $1',
          [id],
        )
      )[0].n;
    const before = await statistics(id);
    expect(await rows()).toBeGreaterThan(2);
    await compactDeliveryCounts(server.db);
    expect(await rows()).toBeLessThanOrEqual(2);
    expect(await statistics(id)).toEqual(before);
  });

  it('folds the reaction count rows into one per type and keeps the detail totals', async () => {
    const { id, wamids } = await sentNewsletter();
    for (const [n, emoji] of ['👍', '❤️', '🎉'].entries()) {
      await deliver(
        reply(wamids.r2, 'reaction', {
          reaction: { message_id: wamids.r2, emoji },
          timestamp: String(t0 + 100 + n),
        }),
        reply(wamids[`r${n + 3}`], 'text', { text: { body: `Antwort ${n}` } }),
      );
    }
    const totals = async () =>
      Promise.all(
        ['All', 'Emoji', 'Text'].map(async (type) => {
          const page = await json<DetailPage<ReactionDetail>>(
            await call(marketer, `/WhatsAppApi/statistic/${id}/reaction/details`, 'POST', {
              type,
            }),
          );
          return page.totalCount;
        }),
      );
    const rows = async () =>
      (
        await server.db.query<{ n: number }>(
          'select count(*)::int as n from whatsapp_newsletter_reaction_counts where newsletter_id = $1',
          [id],
        )
      )[0].n;
    // One emoji (the newest replaced the others) and three texts.
    expect(await totals()).toEqual([4, 1, 3]);
    expect(await rows()).toBeGreaterThan(2);
    await compactReactionCounts(server.db);
    expect(await rows()).toBe(2);
    expect(await totals()).toEqual([4, 1, 3]);
  });
});
