/** The newsletter editor's calls: `GET newsletter/{id}`, `POST newsletter`, `GET newsletter/templates`. */
import {
  NewsletterStatus,
  type NewsletterContent,
  type NewsletterEditorState,
  type NewsletterTemplateOption,
} from '../../../../src/common/newsletters';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith, insertNewsletter, mixedAudience } from './newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let viewer: string;
let accountId: number;
let profileId: string;
let approved: { id: number; wabaId: number; language: string };
let phoneNumberId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [marketer, viewer] = await Promise.all([
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
  ]);
  accountId = await accountIdOf(server.db);
  profileId = (await groupWith(server.db, accountId, 'Editorgruppe', mixedAudience)).profileId;
  const [template] = await server.db.query<{ id: number; waba_id: number; language: string }>(
    `select id, whatsapp_account_id as waba_id, language from whatsapp_templates
     where account_id = $1 and status = 2 order by id limit 1`,
    [accountId],
  );
  approved = { id: template.id, wabaId: template.waba_id, language: template.language };
  const [phone] = await server.db.query<{ id: number }>(
    `select id from whatsapp_phone_numbers where whatsapp_account_id = $1 and active
       and status = 2 order by id limit 1`,
    [approved.wabaId],
  );
  phoneNumberId = phone.id;
});
afterAll(() => server?.close());

let counter = 0;
const content = (
  change: Partial<NewsletterContent & { id: number }> = {},
): NewsletterContent & { id: number } => ({
  id: 0,
  name: `Herbstaktion ${++counter}`,
  description: 'Für die Tests',
  templateId: approved.id,
  businessAccountId: approved.wabaId,
  phoneNumberId,
  profileId,
  sendToSubscribersWithUnknownDOI: false,
  sendToSubscribersWithDifferentLanguage: false,
  placeholderValues: [],
  ...change,
});

async function save(body: object, token = marketer) {
  return call(token, '/WhatsAppApi/newsletter', 'POST', body);
}

async function created(change: Partial<NewsletterContent> = {}): Promise<NewsletterEditorState> {
  const response = await save(content(change));
  expect(response.status).toBe(200);
  return response.json();
}

it('opens a new draft with the first active business account and its first usable number', async () => {
  const response = await call(marketer, '/WhatsAppApi/newsletter/0');
  expect(response.status).toBe(200);
  const state: NewsletterEditorState = await response.json();
  expect(state).toMatchObject({ editable: true, accountDeactivated: false });
  expect(state.newsletter).toMatchObject({ id: 0, status: NewsletterStatus.draft, name: '' });
  const waba = state.businessAccounts.find((a) => a.id === state.newsletter.businessAccountId);
  expect(waba?.active).toBe(true);
  expect(waba?.phoneNumbers.find((p) => p.id === state.newsletter.phoneNumberId)?.usable).toBe(
    true,
  );
});

it('creates a draft with its choices, culture from the template and the placeholder values', async () => {
  const state = await created();
  expect(state.newsletter).toMatchObject({
    templateId: approved.id,
    businessAccountId: approved.wabaId,
    phoneNumberId,
    profileId,
    status: NewsletterStatus.draft,
    creator: 'Max Marketing',
  });
  expect(state.newsletter.culture.startsWith(`${approved.language}-`)).toBe(true);
  expect(state.newsletter.id).toBeGreaterThan(0);
  const reread: NewsletterEditorState = await (
    await call(marketer, `/WhatsAppApi/newsletter/${state.newsletter.id}`)
  ).json();
  expect(reread.newsletter).toEqual(state.newsletter);
});

it('keeps only the template’s placeholders, with the fallback where no value is given', async () => {
  const [template] = await server.db.query<{ placeholders: { placeholder: string }[] }>(
    'select placeholders from whatsapp_templates where id = $1',
    [approved.id],
  );
  const first = template.placeholders[0]?.placeholder;
  const state = await created({
    placeholderValues: [
      ...(first ? [{ placeholder: first, value: 'Freundin' }] : []),
      { placeholder: 'notInTemplate', value: 'x' },
    ],
  });
  const names = state.newsletter.placeholderValues.map((v) => v.placeholder);
  expect(names).toEqual(template.placeholders.map((p) => p.placeholder));
  if (first) {
    expect(state.newsletter.placeholderValues[0]).toEqual({
      placeholder: first,
      value: 'Freundin',
    });
  }
});

it('refuses a missing, too long or taken name', async () => {
  const empty = await save(content({ name: '   ' }));
  expect(empty.status).toBe(400);
  expect(await empty.json()).toMatchObject({
    errorKey: 'validation',
    details: [{ field: 'name', reason: 'required' }],
  });
  expect((await save(content({ name: 'x'.repeat(101) }))).status).toBe(400);
  const first = await created();
  const duplicate = await save(content({ name: first.newsletter.name.toUpperCase() }));
  expect(duplicate.status).toBe(409);
  expect(await duplicate.json()).toMatchObject({ errorKey: 'nameDuplicate' });
});

it('refuses a template that is not approved and a number that is not usable', async () => {
  const [draft] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, whatsapp_account_id, name, language, status)
     values ($1, $2, 'nicht_freigegeben_editor', 'de', 0) returning id`,
    [accountId, approved.wabaId],
  );
  const template = await save(content({ templateId: draft.id }));
  expect(template.status).toBe(409);
  expect(await template.json()).toMatchObject({ errorKey: 'templateUnusable' });
  const [inactive] = await server.db.query<{ id: number }>(
    `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, phone_number,
       status, active) values ($1, 'editor-inactive-1', '+49 40 999', 2, false) returning id`,
    [approved.wabaId],
  );
  const phone = await save(content({ phoneNumberId: inactive.id }));
  expect(phone.status).toBe(409);
  expect(await phone.json()).toMatchObject({ errorKey: 'phoneNumberUnusable' });
});

it('refuses an unknown group or business account with the field named', async () => {
  const group = await save(content({ profileId: '00000000-0000-0000-0000-000000000000' }));
  expect(group.status).toBe(400);
  expect(await group.json()).toMatchObject({
    details: [{ field: 'profileId', reason: 'unknown' }],
  });
  const waba = await save(content({ businessAccountId: 999999 }));
  expect(await waba.json()).toMatchObject({
    details: [{ field: 'businessAccountId', reason: 'unknown' }],
  });
});

it('makes a ReadyToSend newsletter a draft again when it is saved', async () => {
  const state = await created();
  await server.db.query('update whatsapp_newsletters set status = 1 where id = $1', [
    state.newsletter.id,
  ]);
  const saved = await save(content({ id: state.newsletter.id, name: state.newsletter.name }));
  expect(((await saved.json()) as NewsletterEditorState).newsletter.status).toBe(
    NewsletterStatus.draft,
  );
});

it('refuses to change a planned, sending, sent or archived newsletter', async () => {
  for (const status of [2, 3, 4, 5]) {
    const id = await insertNewsletter(server.db, { accountId, status, name: `Fest ${status}` });
    const response = await save(content({ id, name: `Fest ${status}` }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errorKey: 'newsletterNotEditable' });
    const state: NewsletterEditorState = await (
      await call(marketer, `/WhatsAppApi/newsletter/${id}`)
    ).json();
    expect(state.editable).toBe(false);
  }
});

it('needs the flag rights only to switch a flag on', async () => {
  const on = await created({ sendToSubscribersWithUnknownDOI: true });
  const right = 'WhatsAppCampaigns.SendToUnknownDOI';
  const marketing = `select r.id from roles r where r.account_id = $1 and r.name = 'Marketing'`;
  await server.db.query(
    `delete from role_rights where right_name = $2 and role_id in (${marketing})`,
    [accountId, right],
  );
  try {
    const refused = await save(content({ sendToSubscribersWithUnknownDOI: true }));
    expect(refused.status).toBe(403);
    // Already on: saving other changes needs no right for it.
    const kept = await save(
      content({
        id: on.newsletter.id,
        name: on.newsletter.name,
        description: 'geändert',
        sendToSubscribersWithUnknownDOI: true,
      }),
    );
    expect(kept.status).toBe(200);
  } finally {
    await server.db.query(
      `insert into role_rights (role_id, right_name) select id, $2 from (${marketing}) r`,
      [accountId, right],
    );
  }
});

it('offers approved templates of the business account and the selected one, marked', async () => {
  const [paused] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, whatsapp_account_id, name, language, status)
     values ($1, $2, 'pausiert_editor', 'de', 5) returning id`,
    [accountId, approved.wabaId],
  );
  const response = await call(
    marketer,
    `/WhatsAppApi/newsletter/templates?accountId=${approved.wabaId}&selectedTemplateId=${paused.id}`,
  );
  const options: NewsletterTemplateOption[] = await response.json();
  expect(options.find((o) => o.id === approved.id)?.usable).toBe(true);
  expect(options.find((o) => o.id === paused.id)).toMatchObject({ usable: false, status: 5 });
  expect(options.filter((o) => o.id !== paused.id).every((o) => o.status === 2)).toBe(true);
});

it('refuses creating to the viewer, and another account’s newsletter is unknown', async () => {
  expect((await save(content(), viewer)).status).toBe(403);
  expect((await call(viewer, '/WhatsAppApi/newsletter/0')).status).toBe(200);
  const other = await insertNewsletter(server.db, {
    accountId: await accountIdOf(server.db, 'Stadtwerke Sonnenfeld'),
  });
  expect((await call(marketer, `/WhatsAppApi/newsletter/${other}`)).status).toBe(404);
  const foreign = await save(content({ id: other, name: 'Fremd' }));
  expect(foreign.status).toBe(404);
});
