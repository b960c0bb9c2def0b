/**
 * The template calls of spec section 7 against the real server and database: editor, parts,
 * list and filters, copy, archive and delete, with the rights (View, Add, Edit, Delete, Archive),
 * the account scope, the shared rules (400 with field and reason) and the blocking rules.
 */
import {
  ButtonType,
  HeaderFormat,
  TemplateStatus,
  type TemplateEditorState,
  type TemplateListResult,
} from '../../../../src/common/templates';
import { NewsletterStatus } from '../../../../src/common/newsletters';
import { insertNewsletter } from '../newsletters/newsletterFixtures';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { content, imageAsset, templateCalls, tokenOf, wabaOf } from './templateFixtures';

let server: TestServer;
let admin: string;
let marketer: string;
let viewer: string;
let nobody: string;
let waba: number;
let calls: ReturnType<typeof templateCalls>;

const base = '/WhatsAppApi/template';

beforeAll(async () => {
  server = await startTestServer();
  calls = templateCalls(server);
  [admin, marketer, viewer, nobody] = await Promise.all([
    tokenOf(server, 'admin', 'relay-admin'),
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
    tokenOf(server, 'sso-demo', 'relay-sso'),
  ]);
  waba = await wabaOf(server);
});
afterAll(() => server?.close());

const setStatus = (id: number, status: TemplateStatus) =>
  server.db.query('update whatsapp_templates set status = $2 where id = $1', [id, status]);

/** A newsletter of the first account that uses the template (a fixture row). */
const newsletterWith = async (templateId: number, name: string, status: NewsletterStatus) =>
  insertNewsletter(server.db, { accountId: 1, name, status, templateId, snapshot: null });

const removeNewsletters = (ids: number[]) =>
  server.db.query('delete from whatsapp_newsletters where id = any($1::int[])', [ids]);

/** A template of the second account, made in the database. */
async function foreignTemplate(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, name, language, body_text)
     values (2, $1, 'de', 'Fremde Vorlage mit Text') returning id`,
    [`Fremd ${Date.now()}`],
  );
  return row.id;
}

async function list(token: string, body: object = {}): Promise<TemplateListResult> {
  const response = await calls.call(token, `${base}/templates`, 'POST', body);
  expect(response.status).toBe(200);
  return response.json();
}

describe('editor: GET template/{id} and POST template', () => {
  it('answers a new template’s defaults with the account’s WABAs', async () => {
    const response = await calls.call(marketer, `${base}/0`);
    expect(response.status).toBe(200);
    const state: TemplateEditorState = await response.json();
    expect(state.template).toMatchObject({
      id: 0,
      status: 0,
      language: 'de',
      businessAccountId: waba,
    });
    expect(state.editable).toBe(true);
    expect(state.businessAccounts).toEqual([expect.objectContaining({ id: waba, linked: true })]);
  });

  it('creates with id 0 (Add), removes unused placeholder defaults, names the creator', async () => {
    const body = content(waba);
    body.components.body.placeholderDefaultValues.push({
      placeholder: 'unused',
      defaultValue: 'x',
    });
    const state = await calls.create(marketer, body);
    expect(state.template.id).toBeGreaterThan(0);
    expect(state.template.creator).toBe('Max Marketing');
    expect(
      state.template.components.body.placeholderDefaultValues.map((d) => d.placeholder),
    ).toEqual(['firstname', 'city']);
    expect(state.template.components.buttons).toEqual([
      expect.objectContaining({ id: 1, order: 0, buttonType: ButtonType.quickReply }),
      expect.objectContaining({
        id: 2,
        protocolType: 'https',
        linkValue: 'nordlicht.example/herbst',
      }),
    ]);
    const again = await calls.call(viewer, `${base}/${state.template.id}`);
    expect((await again.json()).template.name).toBe(body.name);
  });

  it('refuses broken rules with 400, field and reason, and stores nothing', async () => {
    const body = content(waba, { name: 'sommer_angebote' });
    body.components.buttons[0] = {
      ...body.components.buttons[0],
      buttonType: ButtonType.phoneNumber,
      value: '+49 40 123456',
    };
    body.components.body.text = 'Hallo {{firstname}} {{city}}';
    const response = await calls.call(marketer, base, 'POST', { id: 0, ...body });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      { field: 'name', reason: 'templateNameForbidden' },
      {
        field: 'components.body.text',
        reason: 'templateMinWords',
        params: { placeholders: 2, words: 6 },
      },
      { field: 'components.buttons[0].value', reason: 'phoneE164' },
    ]);
    const [{ count }] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from whatsapp_templates where name = 'sommer_angebote'",
    );
    expect(count).toBe(0);
  });

  it('refuses a name the account already has, whatever its case', async () => {
    const first = await calls.create(marketer, content(waba));
    const response = await calls.call(marketer, base, 'POST', {
      id: 0,
      ...content(waba, { name: first.template.name.toUpperCase() }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errorKey: 'nameDuplicate',
      details: [{ field: 'name', reason: 'nameDuplicate' }],
    });
  });

  it('needs Add for a new template and Edit for a stored one; View to read', async () => {
    expect((await calls.call(viewer, base, 'POST', { id: 0, ...content(waba) })).status).toBe(403);
    expect((await calls.call(nobody, `${base}/0`)).status).toBe(403);
    const { template } = await calls.create(admin, content(waba));
    const change = { ...content(waba), id: template.id, name: template.name };
    expect((await calls.call(viewer, base, 'POST', change)).status).toBe(403);
    expect((await calls.call(marketer, base, 'POST', change)).status).toBe(200);
  });

  it('keeps image paths without /Media, refuses unknown images, removes vanished ones with a notice', async () => {
    const path = await imageAsset(server);
    const { template } = await calls.create(
      marketer,
      content(waba, {
        components: {
          ...content(waba).components,
          header: { headerFormat: HeaderFormat.image, headerValue: `/Media/${path}` },
        },
      }),
    );
    expect(template.components.header).toEqual({
      headerFormat: HeaderFormat.image,
      headerValue: path,
    });
    // The editor names the image as the media database does, not by its path.
    const opened: TemplateEditorState = await (
      await calls.call(marketer, `${base}/${template.id}`)
    ).json();
    expect(opened.headerImageName).toBe('herbst.png');
    const missing = await calls.call(marketer, `${base}/${template.id}/header`, 'POST', {
      headerFormat: HeaderFormat.image,
      headerValue: '1/00000000-0000-4000-8000-000000000000.png',
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).details).toEqual([
      { field: 'headerValue', reason: 'fileNotFound' },
    ]);
    await server.db.query('delete from media_assets where id = $1', [path.slice(2, 38)]);
    const state: TemplateEditorState = await (
      await calls.call(marketer, `${base}/${template.id}`)
    ).json();
    expect(state.notice).toBe('headerImageRemoved');
    expect(state.template.components.header).toBeNull();
    expect(state.headerImageName).toBeNull();
  });

  it('refuses changes while in review or approved', async () => {
    const { template } = await calls.create(marketer, content(waba));
    for (const status of [TemplateStatus.check, TemplateStatus.approved]) {
      await setStatus(template.id, status);
      const state: TemplateEditorState = await (
        await calls.call(marketer, `${base}/${template.id}`)
      ).json();
      expect(state.editable).toBe(false);
      const response = await calls.call(marketer, `${base}/${template.id}/body`, 'POST', {
        body: { text: 'Neuer Text für alle Leser hier', placeholderDefaultValues: [] },
        footer: { text: '' },
      });
      expect(response.status).toBe(409);
      expect((await response.json()).errorKey).toBe('templateNotEditable');
    }
  });
});

describe('every template and button rule of spec section 5, on the server', () => {
  const link = (value: string) => ({
    id: 0,
    text: 'Link',
    value,
    buttonType: ButtonType.callToAction,
    order: 0,
    linkType: 0,
    protocolType: null,
    linkValue: null,
  });
  const phone = { ...link('+494012345670'), text: 'Anrufen', buttonType: ButtonType.phoneNumber };
  const quick = { ...link(''), text: 'Mehr', buttonType: ButtonType.quickReply };
  type Change = (t: ReturnType<typeof content>) => void;
  const cases: [string, Change, { field: string; reason: string }][] = [
    [
      'a name of special characters only',
      (t) => (t.name = '!!! ###'),
      { field: 'name', reason: 'templateNameOnlySpecial' },
    ],
    [
      'an emoji in the name',
      (t) => (t.name = 'Sommer ☀️'),
      { field: 'name', reason: 'templateNameEmoji' },
    ],
    [
      'curly braces in the name',
      (t) => (t.name = 'Hallo {Name}'),
      { field: 'name', reason: 'templateNameForbidden' },
    ],
    [
      'an asterisk in the name',
      (t) => (t.name = 'Sommer *neu*'),
      { field: 'name', reason: 'templateNameForbidden' },
    ],
    [
      'no body',
      (t) => (t.components.body = { text: '', placeholderDefaultValues: [] }),
      { field: 'components.body.text', reason: 'required' },
    ],
    [
      'a body over 1024 characters',
      (t) => (t.components.body = { text: 'Wort '.repeat(210), placeholderDefaultValues: [] }),
      { field: 'components.body.text', reason: 'tooLong' },
    ],
    [
      'a footer over 60 characters',
      (t) => (t.components.footer.text = 'f'.repeat(61)),
      { field: 'components.footer.text', reason: 'tooLong' },
    ],
    [
      'a header image that is no jpg, jpeg or png',
      (t) =>
        (t.components.header = { headerFormat: HeaderFormat.image, headerValue: '1/bild.gif' }),
      { field: 'components.header.headerValue', reason: 'templateImageExtension' },
    ],
    [
      'four buttons',
      (t) => (t.components.buttons = [quick, quick, quick, quick]),
      { field: 'components.buttons', reason: 'templateTooManyButtons' },
    ],
    [
      'two phone-number buttons',
      (t) => (t.components.buttons = [phone, phone]),
      { field: 'components.buttons', reason: 'templateTooManyPhoneButtons' },
    ],
    [
      'three call-to-action buttons',
      (t) =>
        (t.components.buttons = [
          link('https://a.example'),
          link('https://b.example'),
          link('https://c.example'),
        ]),
      { field: 'components.buttons', reason: 'templateTooManyCallToActionButtons' },
    ],
    [
      'a phone number without country code',
      (t) => (t.components.buttons = [{ ...phone, value: '040123456' }]),
      { field: 'components.buttons[0].value', reason: 'phoneE164' },
    ],
    [
      'a link that is no URL',
      (t) => (t.components.buttons = [link('nordlicht')]),
      { field: 'components.buttons[0].value', reason: 'url' },
    ],
    [
      'a button text over 25 characters',
      (t) => (t.components.buttons = [{ ...quick, text: 'x'.repeat(26) }]),
      { field: 'components.buttons[0].text', reason: 'tooLong' },
    ],
  ];

  it.each(cases)('refuses %s with 400, field and reason', async (_what, change, detail) => {
    const body = content(waba);
    change(body);
    const response = await calls.call(marketer, base, 'POST', { id: 0, ...body });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([expect.objectContaining(detail)]);
  });

  it('accepts an http link (a warning on the client, not an error)', async () => {
    const body = content(waba);
    body.components.buttons = [link('http://nordlicht.example')];
    expect((await calls.call(marketer, base, 'POST', { id: 0, ...body })).status).toBe(200);
  });
});

describe('parts: header, body, button, button/delete', () => {
  it('saves each part with the same rules', async () => {
    const { template } = await calls.create(marketer, content(waba));
    const url = (part: string) => `${base}/${template.id}/${part}`;
    const header = await calls.call(marketer, url('header'), 'POST', {
      headerFormat: HeaderFormat.text,
      headerValue: 'x'.repeat(61),
    });
    expect(header.status).toBe(400);
    expect((await header.json()).details).toEqual([
      { field: 'headerValue', reason: 'tooLong', params: { max: 60 } },
    ]);
    const body = await calls.call(marketer, url('body'), 'POST', {
      body: {
        text: 'Liebe {{lastname}}, hier kommt unser Angebot der Woche für Sie.',
        placeholderDefaultValues: [{ placeholder: 'firstname', defaultValue: 'Kundin' }],
      },
      footer: { text: 'Neuer Fuß' },
    });
    expect(body.status).toBe(400);
    expect((await body.json()).details).toEqual([
      { field: 'body.placeholderDefaultValues[0].defaultValue', reason: 'required' },
    ]);
    const saved: TemplateEditorState = await (
      await calls.call(marketer, url('body'), 'POST', {
        body: {
          text: 'Liebe {{lastname}}, hier kommt unser Angebot der Woche für Sie.',
          placeholderDefaultValues: [
            { placeholder: 'firstname', defaultValue: 'Kundin' },
            { placeholder: 'lastname', defaultValue: 'Familie' },
          ],
        },
        footer: { text: 'Neuer Fuß' },
      })
    ).json();
    expect(saved.template.components.body.placeholderDefaultValues).toEqual([
      { placeholder: 'lastname', defaultValue: 'Familie' },
    ]);
    expect(saved.template.components.footer.text).toBe('Neuer Fuß');

    const phone = {
      id: 0,
      text: 'Anrufen',
      buttonType: ButtonType.phoneNumber,
      value: '+494012345670',
    };
    const added: TemplateEditorState = await (
      await calls.call(marketer, url('button'), 'POST', phone)
    ).json();
    expect(added.template.components.buttons.map((b) => b.id)).toEqual([1, 2, 3]);
    const fourth = await calls.call(marketer, url('button'), 'POST', {
      ...phone,
      text: 'Noch einer',
    });
    expect(fourth.status).toBe(400);
    expect((await fourth.json()).details).toEqual([
      { field: '', reason: 'templateTooManyButtons', params: { max: 3 } },
    ]);
    const renamed: TemplateEditorState = await (
      await calls.call(marketer, url('button'), 'POST', { ...phone, id: 3, text: 'Rufen Sie an' })
    ).json();
    expect(renamed.template.components.buttons[2]).toMatchObject({ id: 3, text: 'Rufen Sie an' });
    const removed: TemplateEditorState = await (
      await calls.call(marketer, url('button/delete'), 'POST', { id: 1 })
    ).json();
    expect(removed.template.components.buttons.map((b) => b.id)).toEqual([2, 3]);
    expect((await calls.call(viewer, url('button/delete'), 'POST', { id: 2 })).status).toBe(403);
    expect((await calls.call(marketer, url('button/delete'), 'POST', { id: 99 })).status).toBe(404);
  });
});

describe('list and filters', () => {
  it('sorts, filters, groups and counts; warns about the missing opt-out keyword', async () => {
    const a = await calls.create(
      admin,
      content(waba, { name: `AAA Liste ${Date.now()}`, language: 'en' }),
    );
    const b = await calls.create(marketer, content(waba, { name: `AAB Liste ${Date.now()}` }));
    const noKeyword = content(waba, { name: `AAC Liste ${Date.now()}` });
    noKeyword.components.body.text =
      'Hallo {{firstname}}, unsere neuen Reisen für {{city}} sind da.';
    const c = await calls.create(marketer, noKeyword);
    await setStatus(b.template.id, TemplateStatus.rejected);

    const byName = await list(viewer, { sort: 'name', descending: false, take: 500 });
    const names = byName.templates.map((t) => t.name);
    expect(names).toEqual(
      [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
    expect(byName.totalCount).toBe(byName.templates.length);
    const groups = byName.templatesGroupCount;
    expect(groups.today + groups.thisWeek + groups.thisMonth + groups.older).toBe(
      byName.totalCount,
    );
    expect(groups.today).toBeGreaterThanOrEqual(3);
    const older = await list(viewer, { sort: 'updatedAt', descending: true, take: 500 });
    expect(older.templates.at(-1)!.name).toBe('Frühbucher Rabatt');

    const english = await list(viewer, { filters: { languages: ['en'] } });
    expect(english.templates.map((t) => t.id)).toContain(a.template.id);
    expect(english.templates.every((t) => t.language === 'en')).toBe(true);

    const rejected = await list(viewer, { filters: { status: [TemplateStatus.rejected] } });
    const entry = rejected.templates.find((t) => t.id === b.template.id)!;
    expect(entry.warnings).toEqual(['Status']);
    const withoutKeyword = (await list(viewer)).templates.find((t) => t.id === c.template.id)!;
    expect(withoutKeyword.warnings).toEqual(['KeywordMissing']);

    const [{ id: adminId }] = await server.db.query<{ id: number }>(
      "select id from users where username = 'admin'",
    );
    const byAdmin = await list(viewer, { filters: { users: [adminId] } });
    expect(byAdmin.templates.map((t) => t.creator)).toEqual(
      byAdmin.templates.map(() => 'Anna Admin'),
    );

    const paged = await list(viewer, { sort: 'name', descending: false, skip: 1, take: 1 });
    expect(paged.templates.map((t) => t.name)).toEqual([names[1]]);

    const filters = await (await calls.call(viewer, `${base}/filters`)).json();
    expect(filters.languages).toEqual(['de', 'en']);
    expect(filters.status).toEqual(expect.arrayContaining([0, 3]));
    expect(filters.users.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['Anna Admin', 'Max Marketing']),
    );
  });

  it('shows a deleted creator as null (the SPA says "Gelöschter Benutzer")', async () => {
    const { template } = await calls.create(marketer, content(waba));
    await server.db.query('update whatsapp_templates set created_by = null where id = $1', [
      template.id,
    ]);
    const entry = (await list(viewer, { take: 500 })).templates.find((t) => t.id === template.id)!;
    expect(entry.creator).toBeNull();
  });

  it('needs View', async () => {
    expect((await calls.call(nobody, `${base}/templates`, 'POST', {})).status).toBe(403);
    expect((await calls.call(nobody, `${base}/filters`)).status).toBe(403);
  });
});

describe('copy, archive, delete', () => {
  it('copies into an editable draft with a free name (Add)', async () => {
    const { template } = await calls.create(marketer, content(waba));
    await setStatus(template.id, TemplateStatus.approved);
    expect((await calls.call(viewer, `${base}/${template.id}/copy`, 'POST', {})).status).toBe(403);
    const first: TemplateEditorState = await (
      await calls.call(marketer, `${base}/${template.id}/copy`, 'POST', {})
    ).json();
    expect(first.template).toMatchObject({ name: `${template.name} (Kopie)`, status: 0 });
    expect(first.editable).toBe(true);
    const second: TemplateEditorState = await (
      await calls.call(marketer, `${base}/${template.id}/copy`, 'POST', {})
    ).json();
    expect(second.template.name).toBe(`${template.name} (Kopie 2)`);
    expect(second.template.components.body).toEqual(template.components.body);
  });

  it('archives for good (Archive), refused while pending or in active sends', async () => {
    const { template } = await calls.create(marketer, content(waba));
    expect((await calls.call(marketer, `${base}/archive`, 'PATCH', [template.id])).status).toBe(
      403,
    );

    await setStatus(template.id, TemplateStatus.check);
    const pending = await calls.call(admin, `${base}/archive`, 'PATCH', [template.id]);
    expect(pending.status).toBe(409);
    expect((await pending.json()).errorKey).toBe('templateArchiveApprovalPending');
    await setStatus(template.id, TemplateStatus.approved);

    const sending = await newsletterWith(template.id, 'Herbst-Newsletter', NewsletterStatus.active);
    const active = await calls.call(admin, `${base}/archive`, 'PATCH', [template.id]);
    expect(active.status).toBe(409);
    expect(await active.json()).toMatchObject({
      errorKey: 'templateArchiveInActiveSends',
      details: [
        {
          field: 'newsletter',
          reason: 'inUse',
          params: { name: 'Herbst-Newsletter', status: NewsletterStatus.active },
        },
      ],
    });
    await removeNewsletters([sending]);
    expect((await calls.call(admin, `${base}/archive`, 'PATCH', [template.id])).status).toBe(204);
    const state: TemplateEditorState = await (
      await calls.call(admin, `${base}/${template.id}`)
    ).json();
    expect(state.template.status).toBe(TemplateStatus.archive);
    expect((await list(admin, { take: 500 })).templates.some((t) => t.id === template.id)).toBe(
      false,
    );
    const archived = await list(admin, { filters: { status: [TemplateStatus.archive] } });
    expect(archived.templates.map((t) => t.id)).toContain(template.id);
  });

  it('deletes (Delete), refused while used in newsletters (named) or pending', async () => {
    const { template } = await calls.create(marketer, content(waba));
    expect((await calls.call(marketer, `${base}/templates`, 'DELETE', [template.id])).status).toBe(
      403,
    );
    const users = [
      await newsletterWith(template.id, 'Sommer', NewsletterStatus.sent),
      await newsletterWith(template.id, 'Herbst', NewsletterStatus.draft),
    ];
    const used = await calls.call(admin, `${base}/templates`, 'DELETE', [template.id]);
    expect(used.status).toBe(409);
    const body = await used.json();
    expect(body.errorKey).toBe('templateDeleteUsedInNewsletters');
    expect(body.details.map((d: { params: { name: string } }) => d.params.name)).toEqual([
      'Herbst',
      'Sommer',
    ]);
    await removeNewsletters(users);
    await setStatus(template.id, TemplateStatus.check);
    const pending = await calls.call(admin, `${base}/templates`, 'DELETE', [template.id]);
    expect((await pending.json()).errorKey).toBe('templateDeleteApprovalPending');
    await setStatus(template.id, TemplateStatus.draft);
    expect((await calls.call(admin, `${base}/templates`, 'DELETE', [template.id])).status).toBe(
      204,
    );
    expect((await calls.call(admin, `${base}/${template.id}`)).status).toBe(404);
  });
});

describe('account scope', () => {
  it('never shows or changes a template of another account', async () => {
    const id = await foreignTemplate();
    expect((await calls.call(admin, `${base}/${id}`)).status).toBe(404);
    expect((await calls.call(admin, base, 'POST', { ...content(waba), id })).status).toBe(404);
    expect(
      (
        await calls.call(admin, `${base}/${id}/header`, 'POST', {
          headerFormat: 0,
          headerValue: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await calls.call(admin, `${base}/${id}/copy`, 'POST', {})).status).toBe(404);
    expect((await calls.call(admin, `${base}/${id}/approval`, 'POST', {})).status).toBe(404);
    expect((await calls.call(admin, `${base}/archive`, 'PATCH', [id])).status).toBe(404);
    expect((await calls.call(admin, `${base}/templates`, 'DELETE', [id])).status).toBe(404);
    expect((await list(admin, { take: 500 })).templates.some((t) => t.id === id)).toBe(false);
    const [row] = await server.db.query<{ status: number }>(
      'select status from whatsapp_templates where id = $1',
      [id],
    );
    expect(row.status).toBe(TemplateStatus.draft);
  });

  it('refuses a WABA of another account', async () => {
    const [other] = await server.db.query<{ id: number }>(
      `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
       values (2, '999000111222333', 'Fremd', 'x') returning id`,
    );
    const response = await calls.call(admin, base, 'POST', { id: 0, ...content(other.id) });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      { field: 'businessAccountId', reason: 'invalid' },
    ]);
  });
});

describe('the WABA a template uses', () => {
  it('cannot be unlinked while a template that is not archived names it', async () => {
    const [other] = await server.db.query<{ id: number }>(
      `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
       values (1, '999000111222444', 'Zweites Konto', 'x') returning id`,
    );
    const { template } = await calls.create(
      admin,
      content(other.id, { name: `WABA ${Date.now()}` }),
    );
    const refused = await calls.call(admin, `/WhatsAppApi/account/${other.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect((await refused.json()).details).toEqual([
      { field: 'template', reason: 'inUse', params: { name: template.name } },
    ]);
    await server.db.query('update whatsapp_templates set status = 4 where id = $1', [template.id]);
    const after = await calls.call(admin, `/WhatsAppApi/account/${other.id}`, 'DELETE');
    expect(after.status).not.toBe(409);
  });
});
