/** The personalised preview, the test send, and sending refused while a check errs. */
import type { PersonalizedPreview, TestSendResult } from '../../../../../src/common/newsletters';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { caller, tokenOf } from '../../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith } from '../newsletterFixtures';
import { demoSender, emulatorSends } from '../sendingFixtures';
import { checkedNewsletter } from './checkFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let viewer: string;
let accountId: number;
let sender: { phone: number; waba: number };

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [marketer, viewer] = await Promise.all([
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
  ]);
  accountId = await accountIdOf(server.db);
  sender = await demoSender(server);
});
afterAll(() => server?.close());

async function demoTemplate(): Promise<{ id: number; fallback: string }> {
  const [row] = await server.db.query<{ id: number; fallback: string }>(
    `select id, placeholders -> 0 ->> 'defaultValue' as fallback from whatsapp_templates
     where account_id = $1 and name = 'Herbstreisen 2026'`,
    [accountId],
  );
  return row;
}

it('personalises the preview with the subscriber, falling back to the newsletter’s value', async () => {
  const template = await demoTemplate();
  const { ids } = await groupWith(server.db, accountId, 'Vorschau', [
    { key: 'julia', telnr: '+4915111110001', firstname: 'Julia' },
    { key: 'empty', telnr: '+4915111110002', firstname: null },
  ]);
  const preview = async (subscriberId: string, newsletterId?: number) => {
    const query = new URLSearchParams({
      templateId: String(template.id),
      subscriberId,
      ...(newsletterId && { newsletterId: String(newsletterId) }),
    });
    const response = await call(marketer, `/WhatsAppApi/newsletterPreview/personalize?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PersonalizedPreview;
  };
  const julia = await preview(ids.julia);
  expect(julia.body).toMatch(/^Hallo Julia,/);
  expect(julia.subscriber).toMatchObject({ uniqueId: ids.julia, firstname: 'Julia' });
  expect((await preview(ids.empty)).body).toContain(`Hallo ${template.fallback},`);
  const [newsletter] = await server.db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, template_id, placeholder_values)
     values ($1, 'Vorschau-Newsletter', $2, '{"firstname": "Freundin"}') returning id`,
    [accountId, template.id],
  );
  expect((await preview(ids.empty, newsletter.id)).body).toMatch(/^Hallo Freundin,/);
  const gone = await call(
    marketer,
    `/WhatsAppApi/newsletterPreview/personalize?templateId=${template.id}&subscriberId=00000000-0000-0000-0000-000000000000`,
  );
  expect(gone.status).toBe(404);
});

it('sends a test to the account’s test subscriber through the Cloud API', async () => {
  const template = await demoTemplate();
  const [newsletter] = await server.db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, template_id, whatsapp_account_id,
       phone_number_id) values ($1, 'Testversand', $2, $3, $4) returning id`,
    [accountId, template.id, sender.waba, sender.phone],
  );
  expect(
    (await call(viewer, `/WhatsAppApi/newsletter/${newsletter.id}/testSend`, 'POST')).status,
  ).toBe(403);
  const response = await call(
    marketer,
    `/WhatsAppApi/newsletter/${newsletter.id}/testSend`,
    'POST',
  );
  expect(response.status).toBe(200);
  const result: TestSendResult = await response.json();
  const [tester] = await server.db.query<{ telnr: string }>(
    `select s.telnr from subscriber_settings t join subscribers s on s.id = t.test_subscriber_id
     where t.account_id = $1`,
    [accountId],
  );
  expect(result.to).toBe(tester.telnr);
  const sent = (await emulatorSends(server)).find((s) => s.wamid === result.wamid);
  expect(sent?.to.replace(/\D/g, '')).toBe(tester.telnr.replace(/\D/g, ''));
});

it('refuses to start sending while a check errs, naming the failing checks', async () => {
  const { id, templateId } = await checkedNewsletter(
    server,
    accountId,
    sender.waba,
    [{ key: 'a', telnr: '+4915122220001' }],
    { template: { body: 'Hallo {{firstname}}, ohne Abmeldewort.' } },
  );
  // The start needs a template Meta knows: the newsletter's one is approved locally.
  const response = await call(marketer, '/WhatsAppApi/newsletter/startSending', 'POST', {
    newsletterId: id,
    templateId,
    businessAccountId: sender.waba,
  });
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({
    errorKey: 'preSendCheckFailed',
    details: [{ field: 'check', reason: 'Template' }],
  });
});
