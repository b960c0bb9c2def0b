/**
 * The demo templates: every status in the first demo account, German and English, and the
 * emulator knows the submitted ones after the start (restored from the database).
 */
import { templateStatuses } from '../../../../src/common/templates';
import { demoTemplates } from '../../../../src/server/db/seedTemplates';
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('seeds every status in German and English, drafts in the second account', async () => {
  const rows = await server.db.query<{ account_id: number; status: number; language: string }>(
    'select account_id, status, language from whatsapp_templates order by id',
  );
  const first = rows.filter((row) => row.account_id === 1);
  expect(new Set(first.map((row) => row.status))).toEqual(new Set(templateStatuses));
  expect(new Set(first.map((row) => row.language))).toEqual(new Set(['de', 'en']));
  expect(rows.filter((row) => row.account_id === 2).map((row) => row.status)).toEqual([0, 0]);
});

it('hands the submitted templates to the emulator at start', async () => {
  const [{ business_token }] = await server.db.query<{ business_token: string }>(
    'select business_token from whatsapp_accounts where waba_id = $1',
    [demoWaba.wabaId],
  );
  const { client, tokens } = server.app.cloudApi;
  const known = await client.listTemplates(tokens.decrypt(business_token), demoWaba.wabaId);
  const submitted = demoTemplates.filter((t) => t.graphId);
  expect(known.map((t) => t.id).sort()).toEqual(submitted.map((t) => t.graphId).sort());
  const approved = known.find((t) => t.id === '1090000000000001')!;
  expect(approved).toMatchObject({ name: 'herbstreisen_2026', status: 'APPROVED', language: 'de' });
  expect(approved.components.find((c) => c.type === 'BODY')?.text).toContain('Hallo {{1}},');
});
