/** The snapshot a send freezes from the newsletter's template and its placeholder values. */
import { TemplateStatus } from '../../../../src/common/templates';
import { templateForSending } from '../../../../src/server/whatsapp/newsletters/templateForSending';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { accountIdOf } from './newsletterFixtures';

let server: TestServer;
let accountId: number;
let wabaId: number;

beforeAll(async () => {
  server = await startTestServer();
  accountId = await accountIdOf(server.db);
  [{ id: wabaId }] = await server.db.query<{ id: number }>(
    'select id from whatsapp_accounts where account_id = $1 order by id limit 1',
    [accountId],
  );
});
afterAll(() => server?.close());

async function template(status: TemplateStatus, headerImage = false): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, whatsapp_account_id, name, language, status,
       header_format, header_value, body_text, placeholders, graph_name)
     values ($1, $2, 'Snapshot ' || gen_random_uuid(), 'de', $3, $4, $5,
       'Hallo {{firstname}}, neu in {{city}}!', $6, 'snapshot_test')
     returning id`,
    [
      accountId,
      wabaId,
      status,
      headerImage ? 1 : null,
      headerImage ? '/bilder/herbst.png' : '',
      JSON.stringify([
        { placeholder: 'firstname', defaultValue: 'Reisefreundin' },
        { placeholder: 'city', defaultValue: 'Hamburg' },
      ]),
    ],
  );
  return row.id;
}

const options = (placeholderValues: Record<string, string> = {}) => ({
  businessAccountId: wabaId,
  placeholderValues,
  publicUrl: 'https://relay.example',
});

it('numbers the body variables as fields, with the newsletter’s value else the fallback', async () => {
  const id = await template(TemplateStatus.approved);
  const snapshot = await templateForSending(server.db, accountId, id, options({ city: 'Kiel' }));
  expect(snapshot).toEqual({
    templateId: id,
    name: 'snapshot_test',
    language: 'de',
    category: 'MARKETING',
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'field', field: 'firstname', fallback: 'Reisefreundin' },
          { type: 'field', field: 'city', fallback: 'Kiel' },
        ],
      },
    ],
  });
});

it('links an image header publicly', async () => {
  const id = await template(TemplateStatus.approved, true);
  const snapshot = await templateForSending(server.db, accountId, id, options());
  expect(snapshot?.components[0]).toEqual({
    type: 'header',
    parameters: [{ type: 'image', link: 'https://relay.example/Media/bilder/herbst.png' }],
  });
});

it('knows no template that is not approved, of another business account or account', async () => {
  const draft = await template(TemplateStatus.draft);
  expect(await templateForSending(server.db, accountId, draft, options())).toBeNull();
  const approved = await template(TemplateStatus.approved);
  expect(
    await templateForSending(server.db, accountId, approved, {
      ...options(),
      businessAccountId: wabaId + 1000,
    }),
  ).toBeNull();
  const other = await accountIdOf(server.db, 'Stadtwerke Sonnenfeld');
  expect(await templateForSending(server.db, other, approved, options())).toBeNull();
});
