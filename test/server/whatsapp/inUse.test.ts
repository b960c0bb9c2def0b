/**
 * What a newsletter uses stays (spec sections 4 and 8), on the app as `npm start` composes it:
 * the templates and accounts routes ask the real newsletter module. Each refusal is a 409 that
 * names the newsletters with their status, and changes nothing; once the newsletters are gone,
 * the same calls succeed.
 */
import { NewsletterStatus } from '../../../src/common/newsletters';
import { TemplateStatus } from '../../../src/common/templates';
import { startTestServer, type TestServer } from '../../support/testServer';
import { caller, tokenOf } from './doubleOptIn/doiTestServer';
import { insertNewsletter } from './newsletters/newsletterFixtures';

let server: TestServer;
let admin: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenOf(server, 'admin', 'relay-admin');
  call = caller(server);
});
afterAll(() => server?.close());

const { draft, planned, active, sent } = NewsletterStatus;

/** A WABA of its own with one number, so nothing of the demo data uses them (fixture rows). */
async function wabaWithNumber(): Promise<{ waba: number; phone: number }> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const [waba] = await server.db.query<{ id: number }>(
    `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
     values (1, $1, 'Nordlicht Kampagnen', 'sealed') returning id`,
    [`waba-${suffix}`],
  );
  const [phone] = await server.db.query<{ id: number }>(
    `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, phone_number,
       display_name, status)
     values ($1, $2, '+49 40 555 0100', 'Kampagnen', 2) returning id`,
    [waba.id, `phone-${suffix}`],
  );
  return { waba: waba.id, phone: phone.id };
}

async function template(wabaId: number | null = null): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, name, language, body_text, status,
       whatsapp_account_id)
     values (1, $1, 'de', 'Herbst im Norden, jetzt buchen', $2, $3) returning id`,
    [`herbst_${Date.now()}_${Math.random()}`, TemplateStatus.approved, wabaId],
  );
  return row.id;
}

/** One newsletter per status, each using the template and the number. */
async function newsletters(templateId: number, phone: number | null, statuses: NewsletterStatus[]) {
  const names: Record<number, string> = {
    [draft]: 'Herbst Entwurf',
    [planned]: 'Herbst geplant',
    [active]: 'Herbst im Versand',
    [sent]: 'Herbst gesendet',
  };
  const ids: number[] = [];
  for (const status of statuses) {
    ids.push(
      await insertNewsletter(server.db, {
        accountId: 1,
        name: names[status],
        status,
        templateId,
        phoneNumberId: phone,
        snapshot: null,
      }),
    );
  }
  return {
    ids,
    named: statuses.map((status) => ({ name: names[status], status })),
    remove: () =>
      server.db.query('delete from whatsapp_newsletters where id = any($1::int[])', [ids]),
  };
}

/** The refusal's newsletters as `{ name, status }`, in the order it names them. */
async function blockers(response: Response, errorKey: string) {
  expect(response.status).toBe(409);
  const body = await response.json();
  expect(body.errorKey).toBe(errorKey);
  return body.details
    .filter((d: { field: string }) => d.field === 'newsletter')
    .map((d: { params: { name: string; status: number } }) => ({
      name: d.params.name,
      status: d.params.status,
    }));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

async function templateRow(id: number) {
  const [row] = await server.db.query<{ status: number }>(
    'select status from whatsapp_templates where id = $1',
    [id],
  );
  return row;
}

describe('a template that newsletters use', () => {
  it('is not deleted while any newsletter uses it, nor archived while one is planned or sending', async () => {
    const id = await template();
    const users = await newsletters(id, null, [draft, planned, active, sent]);

    const deleted = await call(admin, '/WhatsAppApi/template/templates', 'DELETE', [id]);
    expect(await blockers(deleted, 'templateDeleteUsedInNewsletters')).toEqual(
      [...users.named].sort(byName),
    );
    const archived = await call(admin, '/WhatsAppApi/template/archive', 'PATCH', [id]);
    expect(await blockers(archived, 'templateArchiveInActiveSends')).toEqual(
      users.named.filter((n) => n.status === planned || n.status === active).sort(byName),
    );
    expect(await templateRow(id)).toEqual({ status: TemplateStatus.approved });

    await users.remove();
    expect((await call(admin, '/WhatsAppApi/template/archive', 'PATCH', [id])).status).toBe(204);
    expect(await templateRow(id)).toEqual({ status: TemplateStatus.archive });
    expect((await call(admin, '/WhatsAppApi/template/templates', 'DELETE', [id])).status).toBe(204);
    expect(await templateRow(id)).toBeUndefined();
  });

  it('may be archived while only drafts and sent newsletters use it', async () => {
    const id = await template();
    const users = await newsletters(id, null, [draft, sent]);
    expect((await call(admin, '/WhatsAppApi/template/archive', 'PATCH', [id])).status).toBe(204);
    await users.remove();
  });
});

describe('a WABA and a number that newsletters use', () => {
  const setActive = (path: string, active: boolean) =>
    call(admin, path, 'PATCH', [{ op: 'replace', path: '/active', value: active }]);

  async function states(waba: number, phone: number) {
    const [row] = await server.db.query<{ waba: boolean | null; phone: boolean | null }>(
      `select (select active from whatsapp_accounts where id = $1) as waba,
              (select active from whatsapp_phone_numbers where id = $2) as phone`,
      [waba, phone],
    );
    return row;
  }

  it('keep their status while a send is planned or running, and stay linked once it went out', async () => {
    const { waba, phone } = await wabaWithNumber();
    const templateId = await template(waba);
    const sending = await newsletters(templateId, phone, [planned, active]);
    const gone = await newsletters(templateId, phone, [sent]);
    const sendingNames = [...sending.named].sort(byName);

    const phonePath = `/WhatsAppApi/account/phoneNumber/${phone}`;
    const wabaPath = `/WhatsAppApi/account/${waba}`;
    expect(
      await blockers(await setActive(phonePath, false), 'phoneNumberStatusChangeInUse'),
    ).toEqual(sendingNames);
    expect(await blockers(await setActive(wabaPath, false), 'accountStatusChangeInUse')).toEqual(
      sendingNames,
    );
    const allNames = [...sending.named, ...gone.named].sort(byName);
    expect(
      await blockers(await call(admin, phonePath, 'DELETE'), 'phoneNumberRemovalInUse'),
    ).toEqual(allNames);
    expect(await blockers(await call(admin, wabaPath, 'DELETE'), 'accountUnlinkInUse')).toEqual(
      allNames,
    );
    expect(await states(waba, phone)).toEqual({ waba: true, phone: true });

    // Once the send is over, the status may change; the sent newsletter still keeps them linked.
    await sending.remove();
    expect((await setActive(phonePath, false)).status).toBe(200);
    expect((await setActive(wabaPath, false)).status).toBe(200);
    expect(await states(waba, phone)).toEqual({ waba: false, phone: false });
    expect((await call(admin, wabaPath, 'DELETE')).status).toBe(409);

    await gone.remove();
    await server.db.query('delete from whatsapp_templates where id = $1', [templateId]);
    expect((await call(admin, phonePath, 'DELETE')).status).toBe(204);
    expect((await call(admin, wabaPath, 'DELETE')).status).toBe(204);
    expect(await states(waba, phone)).toEqual({ waba: null, phone: null });
  });
});
