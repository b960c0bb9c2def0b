import { PhoneStatus, Quality, Tier, Verification } from '../../../src/common/whatsappAccounts';
import { CloudApiError } from '../../../src/server/cloudapi/errors';
import { demoWaba } from '../../../src/server/db/seedWhatsAppAccounts';
import { NewsletterStatus } from '../../../src/common/newsletters';
import { insertNewsletter } from './newsletters/newsletterFixtures';
import { call as graphCall, finishEmbeddedSignup } from '../../support/emulator';
import { api, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let admin: string;
let marketer: string;
let viewer: string;

async function tokenOf(username: string, password: string): Promise<string> {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, marketer, viewer] = await Promise.all([
    tokenOf('admin', 'relay-admin'),
    tokenOf('marketer', 'relay-marketer'),
    tokenOf('viewer', 'relay-viewer'),
  ]);
});
afterAll(() => server?.close());

const call = (token: string, path: string, method = 'GET', body?: unknown) =>
  api(server.baseUrl, token, path, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
const replaceActive = (value: unknown) => [{ op: 'replace', path: '/active', value }];

/**
 * What the emulator's signup popup does on Finish: a new WABA (or number) and a code. The popup
 * sends its opener's token: here the marketer's, who may link WABAs in the demo account.
 */
const finishSignup = (
  input: { name?: string; displayPhoneNumber?: string; wabaId?: string } = {},
) => finishEmbeddedSignup(server.baseUrl, marketer, input);

async function rowIdOf(table: 'whatsapp_accounts' | 'whatsapp_phone_numbers', graphId: string) {
  const column = table === 'whatsapp_accounts' ? 'waba_id' : 'phone_number_id';
  const [row] = await server.db.query<{ id: number }>(
    `select id from ${table} where ${column} = $1`,
    [graphId],
  );
  return row?.id;
}

/** A WABA of the second demo account, stored directly. */
async function otherAccountWaba() {
  const [waba] = await server.db.query<{ id: number }>(
    `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
     values (2, '999000111222333', 'Stadtwerke', 'v1.x.y.z') returning id`,
  );
  const [phone] = await server.db.query<{ id: number }>(
    `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, phone_number)
     values ($1, '999000111222444', '+49 30 5555') returning id`,
    [waba.id],
  );
  return { wabaId: waba.id, phoneId: phone.id };
}

describe('GET /WhatsAppApi/account', () => {
  it("lists the account's demo WABA with both numbers (viewer)", async () => {
    const response = await call(viewer, '/WhatsAppApi/account');
    expect(response.status).toBe(200);
    const [waba, ...more] = await response.json();
    expect(more).toEqual([]);
    expect(waba).toMatchObject({
      wabaId: demoWaba.wabaId,
      name: 'Nordlicht Reisen',
      state: 0,
      verification: Verification.verified,
      userName: 'Anna Admin',
      active: true,
    });
    expect(new Date(waba.linkedAt).getTime()).not.toBeNaN();
    expect(waba.phoneNumbers).toEqual([
      expect.objectContaining({
        phoneNumberId: demoWaba.phoneNumbers[0].phoneNumberId,
        state: PhoneStatus.connected,
        limit: Tier.tier10k,
        quality: Quality.high,
        active: true,
      }),
      expect.objectContaining({ limit: Tier.tier250, quality: Quality.medium }),
    ]);
    // The business token never leaves the server.
    expect(JSON.stringify(waba)).not.toMatch(/token/i);
  });

  it("never shows another account's WABA", async () => {
    await otherAccountWaba();
    const body = await (await call(admin, '/WhatsAppApi/account')).json();
    expect(body.map((w: { wabaId: string }) => w.wabaId)).toEqual([demoWaba.wabaId]);
    await server.db.query(`delete from whatsapp_accounts where account_id = 2`);
  });
});

describe('POST /WhatsAppApi/account/EmbeddedSignup', () => {
  it('links the WABA: token sealed, app subscribed, number registered', async () => {
    const signup = await finishSignup({ name: 'Fjord Tours', displayPhoneNumber: '+49 151 777' });
    const response = await call(marketer, '/WhatsAppApi/account/EmbeddedSignup', 'POST', signup);
    expect(response.status).toBe(201);
    const linked = await response.json();
    expect(linked).toMatchObject({
      wabaId: signup.wabaId,
      name: 'Fjord Tours',
      userName: 'Max Marketing',
      active: true,
      phoneNumbers: [
        expect.objectContaining({
          phoneNumberId: signup.phoneNumberId,
          phoneNumber: '+49 151 777',
          state: PhoneStatus.connected,
        }),
      ],
    });
    const [row] = await server.db.query<{ business_token: string }>(
      'select business_token from whatsapp_accounts where waba_id = $1',
      [signup.wabaId],
    );
    expect(row.business_token).toMatch(/^v1\./);
    const token = server.app.cloudApi.tokens.decrypt(row.business_token);
    const subscribed = await graphCall(
      `${server.baseUrl}/_graph/v23.0/${signup.wabaId}/subscribed_apps`,
      { token },
    );
    expect(subscribed.body.data).toHaveLength(1);
    const listed = await (await call(viewer, '/WhatsAppApi/account')).json();
    expect(listed.map((w: { wabaId: string }) => w.wabaId)).toContain(signup.wabaId);
  });

  it('needs WhatsAppAccounts.Add', async () => {
    const signup = await finishSignup();
    const response = await call(viewer, '/WhatsAppApi/account/EmbeddedSignup', 'POST', signup);
    expect(response.status).toBe(403);
    expect(await rowIdOf('whatsapp_accounts', signup.wabaId)).toBeUndefined();
  });

  it('answers invalid message for an incomplete FINISH message', async () => {
    const signup = await finishSignup();
    for (const body of [
      { ...signup, code: '' },
      { wabaId: signup.wabaId, phoneNumberId: signup.phoneNumberId },
      { ...signup, wabaId: 'not-an-id' },
      undefined,
    ]) {
      const response = await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', body);
      expect(response.status).toBe(400);
      expect((await response.json()).errorKey).toBe('embeddedSignupInvalidMessage');
    }
  });

  it('answers invalid callback when the code is refused, storing nothing', async () => {
    const signup = await finishSignup();
    const response = await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', {
      ...signup,
      code: 'AQnot-a-code',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errorKey).toBe('embeddedSignupInvalidCallback');
    expect(await rowIdOf('whatsapp_accounts', signup.wabaId)).toBeUndefined();
  });

  it('answers unknown error when the Cloud API fails after the exchange', async () => {
    const signup = await finishSignup();
    const spy = jest
      .spyOn(server.app.cloudApi.client, 'subscribeApp')
      .mockRejectedValueOnce(new CloudApiError('timeout', 'timed out', -1, undefined));
    try {
      const response = await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', signup);
      expect(response.status).toBe(502);
      expect((await response.json()).errorKey).toBe('embeddedSignupUnknownError');
    } finally {
      spy.mockRestore();
    }
    expect(await rowIdOf('whatsapp_accounts', signup.wabaId)).toBeUndefined();
  });

  it('answers WABA already linked, for this account and for another one', async () => {
    const code = await graphCall(
      `${server.baseUrl}/_graph/_emulator/wabas/${demoWaba.wabaId}/codes`,
      {
        token: server.config.whatsapp.emulator.controlKey,
        body: {},
      },
    );
    const again = await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', {
      code: code.body.code,
      wabaId: demoWaba.wabaId,
      phoneNumberId: demoWaba.phoneNumbers[0].phoneNumberId,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).errorKey).toBe('wabaAlreadyLinked');

    const signup = await finishSignup();
    await server.db.query(
      `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
       values (2, $1, 'elsewhere', 'v1.x.y.z')`,
      [signup.wabaId],
    );
    const elsewhere = await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', signup);
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).errorKey).toBe('wabaAlreadyLinked');
    await server.db.query('delete from whatsapp_accounts where waba_id = $1', [signup.wabaId]);
  });

  it('answers wrong WABA when the number belongs to another WABA', async () => {
    const signup = await finishSignup();
    const other = await finishSignup();
    const response = await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', {
      ...signup,
      phoneNumberId: other.phoneNumberId,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errorKey).toBe('wrongWabaForPhoneNumber');
    expect(await rowIdOf('whatsapp_accounts', signup.wabaId)).toBeUndefined();
  });
});

describe('POST /WhatsAppApi/account/EmbeddedSignupPhoneNumber', () => {
  it('adds and registers a new number of a linked WABA', async () => {
    const businessAccountId = await rowIdOf('whatsapp_accounts', demoWaba.wabaId);
    const signup = await finishSignup({
      wabaId: demoWaba.wabaId,
      displayPhoneNumber: '+49 40 999',
    });
    const response = await call(
      marketer,
      '/WhatsAppApi/account/EmbeddedSignupPhoneNumber',
      'POST',
      {
        ...signup,
        businessAccountId,
      },
    );
    expect(response.status).toBe(200);
    const waba = await response.json();
    expect(waba.phoneNumbers).toHaveLength(3);
    expect(waba.phoneNumbers[2]).toMatchObject({
      phoneNumberId: signup.phoneNumberId,
      phoneNumber: '+49 40 999',
      state: PhoneStatus.connected,
    });
    await server.db.query('delete from whatsapp_phone_numbers where phone_number_id = $1', [
      signup.phoneNumberId,
    ]);
  });

  it('answers wrong WABA when the popup finished with another business account', async () => {
    const businessAccountId = await rowIdOf('whatsapp_accounts', demoWaba.wabaId);
    const signup = await finishSignup();
    const response = await call(admin, '/WhatsAppApi/account/EmbeddedSignupPhoneNumber', 'POST', {
      ...signup,
      businessAccountId,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errorKey).toBe('wrongWabaForPhoneNumber');
  });

  it("answers 404 for another account's WABA and 403 without AddPhone", async () => {
    const other = await otherAccountWaba();
    const signup = await finishSignup();
    const response = await call(admin, '/WhatsAppApi/account/EmbeddedSignupPhoneNumber', 'POST', {
      ...signup,
      businessAccountId: other.wabaId,
    });
    expect(response.status).toBe(404);
    const viewerResponse = await call(
      viewer,
      '/WhatsAppApi/account/EmbeddedSignupPhoneNumber',
      'POST',
      {
        ...signup,
        businessAccountId: other.wabaId,
      },
    );
    expect(viewerResponse.status).toBe(403);
    await server.db.query(`delete from whatsapp_accounts where account_id = 2`);
  });
});

describe('PATCH active', () => {
  it('deactivates and activates a WABA and a number', async () => {
    const wabaRow = await rowIdOf('whatsapp_accounts', demoWaba.wabaId);
    const phoneRow = await rowIdOf(
      'whatsapp_phone_numbers',
      demoWaba.phoneNumbers[1].phoneNumberId,
    );
    let response = await call(
      marketer,
      `/WhatsAppApi/account/${wabaRow}`,
      'PATCH',
      replaceActive(false),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).active).toBe(false);
    response = await call(
      marketer,
      `/WhatsAppApi/account/phoneNumber/${phoneRow}`,
      'PATCH',
      replaceActive(false),
    );
    expect(response.status).toBe(200);
    const waba = await response.json();
    expect(waba.phoneNumbers.find((p: { id: number }) => p.id === phoneRow).active).toBe(false);
    await call(marketer, `/WhatsAppApi/account/${wabaRow}`, 'PATCH', replaceActive(true));
    await call(
      marketer,
      `/WhatsAppApi/account/phoneNumber/${phoneRow}`,
      'PATCH',
      replaceActive(true),
    );
    const [row] = await server.db.query<{ active: boolean }>(
      'select active from whatsapp_phone_numbers where id = $1',
      [phoneRow],
    );
    expect(row.active).toBe(true);
  });

  it('rejects every other operation, path or value with invalidPatch', async () => {
    const wabaRow = await rowIdOf('whatsapp_accounts', demoWaba.wabaId);
    for (const body of [
      [{ op: 'add', path: '/active', value: false }],
      [{ op: 'replace', path: '/name', value: 'x' }],
      [{ op: 'replace', path: '/active', value: 'false' }],
      [],
      { op: 'replace', path: '/active', value: false },
    ]) {
      const response = await call(admin, `/WhatsAppApi/account/${wabaRow}`, 'PATCH', body);
      expect(response.status).toBe(400);
      expect((await response.json()).errorKey).toBe('invalidPatch');
    }
    const [row] = await server.db.query<{ active: boolean }>(
      'select active from whatsapp_accounts where id = $1',
      [wabaRow],
    );
    expect(row.active).toBe(true);
  });

  it('needs the state rights and scopes to the account', async () => {
    const wabaRow = await rowIdOf('whatsapp_accounts', demoWaba.wabaId);
    const phoneRow = await rowIdOf(
      'whatsapp_phone_numbers',
      demoWaba.phoneNumbers[0].phoneNumberId,
    );
    expect(
      (await call(viewer, `/WhatsAppApi/account/${wabaRow}`, 'PATCH', replaceActive(false))).status,
    ).toBe(403);
    expect(
      (
        await call(
          viewer,
          `/WhatsAppApi/account/phoneNumber/${phoneRow}`,
          'PATCH',
          replaceActive(false),
        )
      ).status,
    ).toBe(403);
    const other = await otherAccountWaba();
    expect(
      (await call(admin, `/WhatsAppApi/account/${other.wabaId}`, 'PATCH', replaceActive(false)))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          admin,
          `/WhatsAppApi/account/phoneNumber/${other.phoneId}`,
          'PATCH',
          replaceActive(false),
        )
      ).status,
    ).toBe(404);
    const [row] = await server.db.query<{ active: boolean }>(
      'select active from whatsapp_accounts where id = $1',
      [other.wabaId],
    );
    expect(row.active).toBe(true);
    await server.db.query(`delete from whatsapp_accounts where account_id = 2`);
  });
});

describe('usages block status changes and removal', () => {
  it('refuses with the names of what blocks, and allows once nothing does', async () => {
    const wabaRow = (await rowIdOf('whatsapp_accounts', demoWaba.wabaId))!;
    const phoneRow = (await rowIdOf(
      'whatsapp_phone_numbers',
      demoWaba.phoneNumbers[1].phoneNumberId,
    ))!;
    // A planned newsletter on the number and a template of the WABA (fixture rows).
    const newsletter = await insertNewsletter(server.db, {
      accountId: 1,
      name: 'Sommer-Angebot',
      status: NewsletterStatus.planned,
      phoneNumberId: phoneRow,
      snapshot: null,
    });
    const [template] = await server.db.query<{ id: number }>(
      `insert into whatsapp_templates (account_id, name, language, body_text, whatsapp_account_id)
       values (1, 'summer_offer', 'de', 'Sommer im Norden', $1) returning id`,
      [wabaRow],
    );
    try {
      let response = await call(
        admin,
        `/WhatsAppApi/account/phoneNumber/${phoneRow}`,
        'PATCH',
        replaceActive(false),
      );
      expect(response.status).toBe(409);
      let body = await response.json();
      expect(body.errorKey).toBe('phoneNumberStatusChangeInUse');
      expect(body.details).toEqual([
        {
          field: 'newsletter',
          reason: 'inUse',
          params: { name: 'Sommer-Angebot', status: NewsletterStatus.planned },
        },
      ]);

      response = await call(
        admin,
        `/WhatsAppApi/account/${wabaRow}`,
        'PATCH',
        replaceActive(false),
      );
      expect(response.status).toBe(409);
      expect((await response.json()).errorKey).toBe('accountStatusChangeInUse');

      response = await call(admin, `/WhatsAppApi/account/phoneNumber/${phoneRow}`, 'DELETE');
      expect(response.status).toBe(409);
      body = await response.json();
      expect(body.errorKey).toBe('phoneNumberRemovalInUse');
      expect(body.details.map((d: { params: { name: string } }) => d.params.name)).toEqual([
        'Sommer-Angebot',
      ]);

      response = await call(admin, `/WhatsAppApi/account/${wabaRow}`, 'DELETE');
      expect(response.status).toBe(409);
      body = await response.json();
      expect(body.errorKey).toBe('accountUnlinkInUse');
      // Beside the demo data's templates and double opt-in, which use the WABA too.
      expect(body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'newsletter',
            params: expect.objectContaining({ name: 'Sommer-Angebot' }),
          }),
          { field: 'template', reason: 'inUse', params: { name: 'summer_offer' } },
          expect.objectContaining({ field: 'doubleOptIn' }),
        ]),
      );
      // Nothing changed.
      const [row] = await server.db.query<{ active: boolean }>(
        'select active from whatsapp_phone_numbers where id = $1',
        [phoneRow],
      );
      expect(row.active).toBe(true);
    } finally {
      await server.db.query('delete from whatsapp_newsletters where id = $1', [newsletter]);
      await server.db.query('delete from whatsapp_templates where id = $1', [template.id]);
    }
    const allowed = await call(
      admin,
      `/WhatsAppApi/account/phoneNumber/${phoneRow}`,
      'PATCH',
      replaceActive(false),
    );
    expect(allowed.status).toBe(200);
    await call(admin, `/WhatsAppApi/account/phoneNumber/${phoneRow}`, 'PATCH', replaceActive(true));
  });
});

describe('DELETE', () => {
  it('removes a number (marketer) and unlinks a WABA (admin only)', async () => {
    const signup = await finishSignup({ name: 'To Remove' });
    await call(admin, '/WhatsAppApi/account/EmbeddedSignup', 'POST', signup);
    const wabaRow = await rowIdOf('whatsapp_accounts', signup.wabaId);
    const phoneRow = await rowIdOf('whatsapp_phone_numbers', signup.phoneNumberId);
    expect(
      (await call(viewer, `/WhatsAppApi/account/phoneNumber/${phoneRow}`, 'DELETE')).status,
    ).toBe(403);
    expect(
      (await call(marketer, `/WhatsAppApi/account/phoneNumber/${phoneRow}`, 'DELETE')).status,
    ).toBe(204);
    expect(await rowIdOf('whatsapp_phone_numbers', signup.phoneNumberId)).toBeUndefined();
    expect((await call(marketer, `/WhatsAppApi/account/${wabaRow}`, 'DELETE')).status).toBe(403);
    expect((await call(admin, `/WhatsAppApi/account/${wabaRow}`, 'DELETE')).status).toBe(204);
    expect(await rowIdOf('whatsapp_accounts', signup.wabaId)).toBeUndefined();
    expect((await call(admin, `/WhatsAppApi/account/${wabaRow}`, 'DELETE')).status).toBe(404);
  });

  it("answers 404 for another account's WABA and number and deletes nothing", async () => {
    const other = await otherAccountWaba();
    expect(
      (await call(admin, `/WhatsAppApi/account/phoneNumber/${other.phoneId}`, 'DELETE')).status,
    ).toBe(404);
    expect((await call(admin, `/WhatsAppApi/account/${other.wabaId}`, 'DELETE')).status).toBe(404);
    const rows = await server.db.query('select id from whatsapp_phone_numbers where id = $1', [
      other.phoneId,
    ]);
    expect(rows).toHaveLength(1);
    await server.db.query(`delete from whatsapp_accounts where account_id = 2`);
  });
});
