/** Every rule of the pre-send check through its validate call, and what it does to the status. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  NewsletterStatus,
  ValidationResult,
  type ValidateCall,
  type ValidationEntry,
} from '../../../../../src/common/newsletters';
import { TemplateStatus } from '../../../../../src/common/templates';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { testWorld } from '../../../../support/testWorld';
import { caller, tokenOf } from '../../doubleOptIn/doiTestServer';
import { accountIdOf, mixedAudience, type FixtureSubscriber } from '../newsletterFixtures';
import { demoSender } from '../sendingFixtures';
import { checkedNewsletter, type TemplateChange } from './checkFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let accountId: number;
let wabaId: number;
let site: Server;
let siteUrl: string;
let localUrl: string;

beforeAll(async () => {
  site = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as AddressInfo).port;
  // The marketer's site is public in the test's world; the same server on loopback is not.
  siteUrl = 'http://reisen.example';
  localUrl = `http://127.0.0.1:${port}`;
  const network = testWorld(
    { 'reisen.example': ['93.184.216.34'] },
    { '93.184.216.34:80': port, [`127.0.0.1:${port}`]: port },
  );
  server = await startTestServer({}, undefined, { network });
  call = caller(server);
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  accountId = await accountIdOf(server.db);
  wabaId = (await demoSender(server)).waba;
});
afterAll(async () => {
  site?.close();
  await server?.close();
});

const good: FixtureSubscriber[] = [
  { key: 'a', telnr: '+4915112340001' },
  { key: 'b', telnr: '+4915112340002' },
];

async function validate(newsletterId: number, what: ValidateCall): Promise<ValidationEntry[]> {
  const response = await call(marketer, `/WhatsAppApi/newsletter/validate/${what}`, 'POST', {
    newsletterId,
  });
  expect(response.status).toBe(200);
  return response.json();
}

const lines = (entries: ValidationEntry[]) =>
  entries.map((e) => [e.entityType, e.result, e.errorKey]);

async function statusOf(id: number) {
  const [row] = await server.db.query<{ status: number }>(
    'select status from whatsapp_newsletters where id = $1',
    [id],
  );
  return row.status;
}

const draftWith = (
  subscribers = good,
  options: { template?: TemplateChange; phone?: object; unknownDoi?: boolean } = {},
) => checkedNewsletter(server, accountId, wabaId, subscribers, options);

it('passes a sound newsletter and makes it ReadyToSend once all six calls passed', async () => {
  const { id } = await draftWith();
  const calls: ValidateCall[] = [
    'waba',
    'businessphonenumber',
    'businessaccount',
    'template',
    'links',
  ];
  for (const what of calls) {
    const entries = await validate(id, what);
    expect(entries.every((e) => e.result === ValidationResult.success)).toBe(true);
    expect(await statusOf(id)).toBe(NewsletterStatus.draft);
  }
  const limit = await validate(id, 'sendlimit');
  expect(limit[0]).toMatchObject({ sendLimitType: 'Success', subscriberCount: 2 });
  expect(await statusOf(id)).toBe(NewsletterStatus.readyToSend);
});

it('stays a draft when a call errs', async () => {
  const { id } = await draftWith(good, { template: { status: TemplateStatus.paused } });
  for (const what of [
    'waba',
    'businessphonenumber',
    'businessaccount',
    'template',
    'links',
    'sendlimit',
  ] as const) {
    await validate(id, what);
  }
  expect(await statusOf(id)).toBe(NewsletterStatus.draft);
});

it('errs with accountInactiveKey and phoneNumberInactiveKey', async () => {
  const { id } = await draftWith(good, { phone: { active: false } });
  expect(lines(await validate(id, 'businessphonenumber'))).toEqual([
    ['PhoneNumber', ValidationResult.error, 'phoneNumberInactiveKey'],
  ]);
  await server.db.query('update whatsapp_accounts set active = false where id = $1', [wabaId]);
  try {
    expect(lines(await validate(id, 'waba'))).toEqual([
      ['Waba', ValidationResult.error, 'accountInactiveKey'],
    ]);
  } finally {
    await server.db.query('update whatsapp_accounts set active = true where id = $1', [wabaId]);
  }
});

it('checks the template: approved, quality, the opt-out keyword and an active opt-in process', async () => {
  const paused = await draftWith(good, { template: { status: TemplateStatus.paused } });
  expect((await validate(paused.id, 'template'))[0]).toMatchObject({
    result: ValidationResult.error,
    errorKey: 'templateStatusError',
    validationState: 'paused',
  });
  const medium = await draftWith(good, { template: { quality: 2 } });
  expect(lines(await validate(medium.id, 'template'))).toEqual([
    ['Template', ValidationResult.warning, 'templateQualityInfo'],
  ]);
  const noKeyword = await draftWith(good, {
    template: { body: 'Hallo {{firstname}}, neue Reisen!' },
  });
  expect(lines(await validate(noKeyword.id, 'template'))).toEqual([
    ['Template', ValidationResult.error, 'optOutKeywordMissing'],
  ]);
  const [process] = await server.db.query<{ id: number; active_version_id: number }>(
    'select id, active_version_id from doi_processes where account_id = $1',
    [accountId],
  );
  await server.db.query('update doi_processes set active_version_id = null where id = $1', [
    process.id,
  ]);
  try {
    const sound = await draftWith();
    expect(lines(await validate(sound.id, 'template'))).toEqual([
      ['Template', ValidationResult.error, 'noActiveDoi'],
    ]);
  } finally {
    await server.db.query('update doi_processes set active_version_id = $2 where id = $1', [
      process.id,
      process.active_version_id,
    ]);
  }
});

it('warns about unknown DOI and other-language members with their counts', async () => {
  const { id } = await draftWith(mixedAudience);
  const entries = await validate(id, 'businessaccount');
  expect(entries.find((e) => e.entityType === 'DoiStatus')).toMatchObject({
    result: ValidationResult.warning,
    errorKey: 'doiUnknownExcluded',
    subscriberCount: 1,
  });
  expect(entries.find((e) => e.entityType === 'DifferentLanguage')).toMatchObject({
    result: ValidationResult.warning,
    errorKey: 'otherLanguageExcluded',
    subscriberCount: 1,
  });
  const included = await draftWith(mixedAudience, { unknownDoi: true });
  const doi = (await validate(included.id, 'businessaccount')).find(
    (e) => e.entityType === 'DoiStatus',
  );
  expect(doi?.errorKey).toBe('doiUnknownIncluded');
});

it('counts other-language and unknown-DOI members exactly as the recipient panel does', async () => {
  // An English member with an unknown DOI is left out for its DOI first: the panel counts it
  // under DOIStatus, not Culture, and so must the check.
  const audience: FixtureSubscriber[] = [
    ...good,
    { key: 'en1', telnr: '+447700900101', culture: 'en-GB' },
    { key: 'en2', telnr: '+447700900102', culture: 'en-US' },
    { key: 'enUnknown', telnr: '+447700900103', culture: 'en-GB', doiStatus: 'unknown' },
    { key: 'deUnknown', telnr: '+4915112340003', doiStatus: 'unknown' },
    { key: 'optedOut', telnr: '+4915112340004', doiStatus: 'optedOut' },
  ];
  for (const flags of [{}, { unknownDoi: true }]) {
    const { id, profileId } = await draftWith(audience, flags);
    const entries = await validate(id, 'businessaccount');
    const query = new URLSearchParams({
      profileId,
      newsletterCultureId: 'de-DE',
      sendToDOIUnknown: String('unknownDoi' in flags),
      sendToOtherLanguage: 'false',
    });
    const panel = await (
      await call(marketer, `/SubscriberAPI/WhatsApp/excludedSubscribers/count?${query}`)
    ).json();
    const reason = (name: string) =>
      panel.exclusionReasons.find((r: { exclusionReason: string }) => r.exclusionReason === name)
        ?.count ?? 0;
    const count = (kind: string) => entries.find((e) => e.entityType === kind)?.subscriberCount;
    expect(count('DifferentLanguage')).toBe(reason('Culture'));
    expect(count('DifferentLanguage')).toBe('unknownDoi' in flags ? 3 : 2);
    // The unknown ones the choice decides about: not the opted-out member.
    expect(count('DoiStatus')).toBe(2);
  }
});

it('checks personalisation: empty group errs, under 100 % warns, more than 10 % missing errs', async () => {
  const personalization = async (subscribers: FixtureSubscriber[]) =>
    (await validate((await draftWith(subscribers)).id, 'businessaccount')).find(
      (e) => e.entityType === 'Personalization',
    );
  expect(await personalization([])).toMatchObject({
    result: ValidationResult.error,
    errorKey: 'personalizationEmpty',
  });
  const named = Array.from({ length: 19 }, (_, i) => ({
    key: `n${i}`,
    telnr: `+4915199000${100 + i}`,
  }));
  const oneOfTwenty = [...named, { key: 'x', telnr: '+4915199000999', firstname: null }];
  expect(await personalization(oneOfTwenty)).toMatchObject({
    result: ValidationResult.warning,
    errorKey: 'personalizationIncomplete',
    worstCoverageRate: 0.95,
  });
  const twoOfTen = [
    ...named.slice(0, 8),
    { key: 'y', telnr: '+4915199000998', firstname: null },
    { key: 'z', telnr: '+4915199000997', firstname: null },
  ];
  expect(await personalization(twoOfTen)).toMatchObject({
    result: ValidationResult.error,
    errorKey: 'personalizationMissing',
  });
});

it('counts the recipients whose values Meta refuses as parameters, which are cleaned', async () => {
  const entries = await validate(
    (
      await draftWith([
        { key: 'a', telnr: '+4915199001001', firstname: 'Anna\nMaria' },
        { key: 'b', telnr: '+4915199001002', firstname: 'Jo\tsef' },
        { key: 'c', telnr: '+4915199001003', firstname: 'Eva     Lena' },
        { key: 'd', telnr: '+4915199001004', firstname: 'Eva    Lena' },
      ])
    ).id,
    'businessaccount',
  );
  const personalization = entries.filter((e) => e.entityType === 'Personalization');
  expect(personalization.map((e) => [e.result, e.errorKey, e.details])).toEqual([
    [ValidationResult.success, null, expect.anything()],
    [ValidationResult.warning, 'personalizationCleaned', { count: 3 }],
  ]);
});

it('checks the send volume against the number’s limit', async () => {
  const limit = async (tier: number, subscribers = good) =>
    (await validate((await draftWith(subscribers, { phone: { tier } })).id, 'sendlimit'))[0];
  expect(await limit(4, [{ key: 'none', telnr: null }])).toMatchObject({
    result: ValidationResult.error,
    sendLimitType: 'NoEffectiveSubscribers',
  });
  expect(await limit(0)).toMatchObject({
    result: ValidationResult.warning,
    sendLimitType: 'LimitUnknown',
  });
  expect(await limit(6)).toMatchObject({
    result: ValidationResult.success,
    sendLimitType: 'Success',
  });
  // Tier 50 with 48 recipients sent to in the last 24 hours: 2 left for 2 recipients.
  const busy = await draftWith(good, { phone: { tier: 1 } });
  const [{ id: earlier }] = await server.db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, phone_number_id, status)
     values ($1, 'Früher ' || gen_random_uuid(), $2, 4) returning id`,
    [accountId, busy.phoneId],
  );
  await server.db.query(
    `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state, sent_at)
     select $1, n, '+4917000' || n, 'sent', now() - interval '1 hour' from generate_series(1, 48) n`,
    [earlier],
  );
  expect((await validate(busy.id, 'sendlimit'))[0]).toMatchObject({
    result: ValidationResult.warning,
    sendLimitType: 'ExceedsFifty',
    details: { available: 2, limit: 50 },
  });
  await server.db.query(
    `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state, sent_at)
     values ($1, 49, '+4917000049', 'sent', now())`,
    [earlier],
  );
  expect((await validate(busy.id, 'sendlimit'))[0]).toMatchObject({
    result: ValidationResult.error,
    sendLimitType: 'ExceedsSendLimit',
  });
});

it('probes each link: http warns, an unreachable or internal one warns, a placeholder link is skipped', async () => {
  const { id } = await draftWith(good, {
    template: {
      links: [
        `${siteUrl}/reisen`,
        'http://127.0.0.1:1/nirgends',
        `${localUrl}/offen`,
        'https://x.example/{{1}}',
      ],
    },
  });
  const [line] = await validate(id, 'links');
  expect(line.result).toBe(ValidationResult.warning);
  expect(line.subEntries.map((e) => [e.validationState, e.result, e.errorKey])).toEqual([
    [`${siteUrl}/reisen`, ValidationResult.warning, 'linkHttp'],
    ['http://127.0.0.1:1/nirgends', ValidationResult.warning, 'linkUnavailable'],
    // An open port inside reads like a closed one: the answer tells nothing about the inside.
    [`${localUrl}/offen`, ValidationResult.warning, 'linkUnavailable'],
    ['https://x.example/{{1}}', ValidationResult.success, 'linkSkipped'],
  ]);
});

it('cannot start without a group, and keeps to rights and the account', async () => {
  const { id } = await checkedNewsletter(server, accountId, wabaId, null);
  const response = await call(marketer, '/WhatsAppApi/newsletter/validate/waba', 'POST', {
    newsletterId: id,
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ errorKey: 'noTargetGroup' });
  const sso = await tokenOf(server, 'sso-demo', 'relay-sso');
  expect(
    (await call(sso, '/WhatsAppApi/newsletter/validate/waba', 'POST', { newsletterId: id })).status,
  ).toBe(403);
  const other = await accountIdOf(server.db, 'Stadtwerke Sonnenfeld');
  const [foreign] = await server.db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name) values ($1, 'Fremd') returning id`,
    [other],
  );
  expect(
    (
      await call(marketer, '/WhatsAppApi/newsletter/validate/template', 'POST', {
        newsletterId: foreign.id,
      })
    ).status,
  ).toBe(404);
});
