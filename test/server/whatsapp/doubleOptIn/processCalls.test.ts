/**
 * The double opt-in calls of spec section 7 against the real server and database: the demo
 * process, saving with every validation rule, validate, activate and reset, rights and account
 * scope, and the phone number the process keeps from removal.
 */
import type { DoiProcessState, DoiValidation } from '../../../../src/common/doubleOptIn';
import { demoDoi } from '../../../../src/server/db/seedDoubleOptIn';
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, phoneRowOf, settings, tokenOf } from './doiTestServer';

let server: TestServer;
let admin: string;
let marketer: string;
let viewer: string;
let nobody: string;
let call: ReturnType<typeof caller>;
let phone: number;
let processId: number;

const base = '/WhatsAppApi/doubleOptIn';

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [admin, marketer, viewer, nobody] = await Promise.all([
    tokenOf(server, 'admin', 'relay-admin'),
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
    tokenOf(server, 'sso-demo', 'relay-sso'),
  ]);
  phone = await phoneRowOf(server, demoDoi.phoneNumberId);
  processId = (await (await call(admin, `${base}/process`)).json()).workVersion.id;
});
afterAll(() => server?.close());

async function state(token = marketer): Promise<DoiProcessState> {
  const response = await call(token, `${base}/process`);
  expect(response.status).toBe(200);
  return response.json();
}

async function save(change: Parameters<typeof settings>[1], token = marketer) {
  return call(token, `${base}/process/${processId}`, 'POST', settings(phone, change));
}

/** Back to the active version, if anything changed. */
async function resetIfChanged() {
  if ((await state()).hasChanges) {
    expect((await call(marketer, `${base}/reset`, 'POST', {})).status).toBe(200);
  }
}

afterEach(resetIfChanged);

describe('GET process', () => {
  it('shows the demo process: active on the demo number, no changes, link of the active text', async () => {
    const body = await state(viewer);
    expect(body.workVersion).toMatchObject({
      id: processId,
      phoneNumberId: phone,
      doiKeyword: 'Anmelden',
      optOutKeyword: 'Stop',
      doiMethod: 1,
      daysToWait: 7,
      clickToChatNumber: '+494012345670',
    });
    expect(body.activeVersion).toMatchObject({ version: 2, doiKeyword: 'Anmelden' });
    expect(body.hasChanges).toBe(false);
    expect(body.phoneNumbers.map((p) => p.phoneNumber)).toEqual([
      demoWaba.phoneNumbers[0].phoneNumber,
      demoWaba.phoneNumbers[1].phoneNumber,
    ]);
    expect(body.earlierKeywords).toEqual({ doiKeywords: ['Anmelden'], optOutKeywords: ['Stop'] });
    expect(body.chatLink).toBe(
      `https://wa.me/494012345670?text=${encodeURIComponent(body.activeVersion!.clickToChatMessage)}`,
    );
  });

  it('answers 403 without the double opt-in right', async () => {
    expect((await call(nobody, `${base}/process`)).status).toBe(403);
    expect((await call(nobody, `${base}/process/${processId}`, 'POST', {})).status).toBe(403);
    expect((await call(nobody, `${base}/process/${processId}/validate`)).status).toBe(403);
    expect((await call(nobody, `${base}/activate`, 'POST', {})).status).toBe(403);
    expect((await call(nobody, `${base}/reset`, 'POST', {})).status).toBe(403);
  });
});

describe('POST process/{id}', () => {
  it('saves the work version; the active one stays; a user action is written', async () => {
    const response = await save({ clickToChatMessage: 'Bitte anmelden' });
    expect(response.status).toBe(200);
    const body: DoiProcessState = await response.json();
    expect(body.workVersion.clickToChatMessage).toBe('Bitte anmelden');
    expect(body.activeVersion!.clickToChatMessage).not.toBe('Bitte anmelden');
    expect(body.hasChanges).toBe(true);
    const [action] = await server.db.query<{ event: string; action_type: string }>(
      `select details ->> 'event' as event, action_type from user_actions
       where action_group = 'WhatsAppDoubleOptIn' order by id desc limit 1`,
    );
    expect(action).toEqual({ event: 'doiProcessEdited', action_type: 'edit' });
  });

  async function refused(change: Parameters<typeof settings>[1], errorKey: string) {
    const before = await state();
    const response = await save(change);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errorKey).toBe(errorKey);
    // Nothing was saved.
    expect((await state()).workVersion).toEqual(before.workVersion);
    return body.details as { field: string; reason: string }[];
  }

  it('refuses missing fields with requiredFields, naming each', async () => {
    const details = await refused(
      { doiKeyword: '  ', replyMessage: '', daysToWait: undefined as unknown as number },
      'requiredFields',
    );
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'doiKeyword', reason: 'required' },
        { field: 'replyMessage', reason: 'required' },
        { field: 'daysToWait', reason: 'required' },
      ]),
    );
  });

  it('refuses equal keywords, in any letter case, with identicalKeywords', async () => {
    expect(await refused({ optOutKeyword: 'anmelden ' }, 'identicalKeywords')).toEqual([
      { field: 'optOutKeyword', reason: 'keywordsIdentical' },
    ]);
  });

  it('refuses a keyword an earlier version used for the opposite purpose with keywordReuse', async () => {
    expect(await refused({ doiKeyword: 'STOP', optOutKeyword: 'Ende' }, 'keywordReuse')).toEqual([
      { field: 'doiKeyword', reason: 'keywordReused' },
    ]);
    expect(
      await refused({ doiKeyword: 'Start', optOutKeyword: 'anmelden' }, 'keywordReuse'),
    ).toEqual([{ field: 'optOutKeyword', reason: 'keywordReused' }]);
  });

  it('refuses days to wait outside 0 to 90 or not whole with invalidWaitTime', async () => {
    for (const daysToWait of [-1, 91, 2.5, 'x']) {
      expect(await refused({ daysToWait: daysToWait as number }, 'invalidWaitTime')).toEqual([
        { field: 'daysToWait', reason: 'waitTime' },
      ]);
    }
    for (const daysToWait of [0, 90]) {
      expect((await save({ daysToWait })).status).toBe(200);
    }
  });

  it('refuses texts that are too long or hold markup', async () => {
    expect(await refused({ doiKeyword: 'x'.repeat(21) }, 'invalidField')).toEqual([
      { field: 'doiKeyword', reason: 'tooLong', params: { max: 20 } } as never,
    ]);
    expect(await refused({ replyMessage: '<b>Hallo</b>' }, 'invalidField')).toEqual([
      { field: 'replyMessage', reason: 'noHtml' },
    ]);
  });

  it("refuses another account's number and an inactive number", async () => {
    const [otherWaba] = await server.db.query<{ id: number }>(
      `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
       values (2, '888000111222333', 'Stadtwerke', 'x') returning id`,
    );
    const [otherPhone] = await server.db.query<{ id: number }>(
      `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, phone_number)
       values ($1, '888000111222444', '+49 30 5555') returning id`,
      [otherWaba.id],
    );
    try {
      const response = await call(
        marketer,
        `${base}/process/${processId}`,
        'POST',
        settings(otherPhone.id),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).details).toEqual([
        { field: 'phoneNumberId', reason: 'invalid' },
      ]);
      const second = await phoneRowOf(server, demoWaba.phoneNumbers[1].phoneNumberId);
      await server.db.query('update whatsapp_phone_numbers set active = false where id = $1', [
        second,
      ]);
      const inactive = await call(
        marketer,
        `${base}/process/${processId}`,
        'POST',
        settings(second),
      );
      expect(inactive.status).toBe(400);
      expect(await inactive.json()).toMatchObject({
        errorKey: 'noAccountAvailable',
        details: [{ field: 'phoneNumberId', reason: 'phoneInactive' }],
      });
      await server.db.query('update whatsapp_phone_numbers set active = true where id = $1', [
        second,
      ]);
    } finally {
      await server.db.query(`delete from whatsapp_accounts where account_id = 2`);
    }
  });

  it("answers 404 for another account's process and for id 0 while one exists", async () => {
    const [other] = await server.db.query<{ id: number }>(
      `insert into doi_processes (account_id, doi_keyword, opt_out_keyword, click_to_chat_message,
         doi_message_body, days_to_wait, doi_method, confirmation_message, opt_out_message, reply_message)
       values (2, 'Ja', 'Nein', 'Hallo', 'Bitte Ja', 1, 0, 'Danke', 'Tschüss', 'Hm') returning id`,
    );
    try {
      expect(
        (await call(admin, `${base}/process/${other.id}`, 'POST', settings(phone))).status,
      ).toBe(404);
      expect((await call(admin, `${base}/process/${other.id}/validate`)).status).toBe(404);
      expect((await call(admin, `${base}/process/0`, 'POST', settings(phone))).status).toBe(404);
      expect((await call(admin, `${base}/activate`, 'POST', { id: other.id })).status).toBe(404);
      expect((await call(admin, `${base}/reset`, 'POST', { id: other.id })).status).toBe(404);
      const [row] = await server.db.query<{ doi_keyword: string }>(
        'select doi_keyword from doi_processes where id = $1',
        [other.id],
      );
      expect(row.doi_keyword).toBe('Ja');
    } finally {
      await server.db.query('delete from doi_processes where account_id = 2');
    }
  });
});

describe('GET process/{id}/validate', () => {
  it('is valid with no warning for the demo process', async () => {
    const response = await call(viewer, `${base}/process/${processId}/validate`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('warns when the opt-in keyword is missing from the DOI message', async () => {
    expect((await save({ doiMessageBody: 'Bitte bestätigen Sie.' })).status).toBe(200);
    const result: DoiValidation = await (
      await call(viewer, `${base}/process/${processId}/validate`)
    ).json();
    expect(result).toEqual({
      valid: true,
      errors: [],
      warnings: [{ field: 'doiMessageBody', reason: 'keywordMissing', errorKey: 'keywordMissing' }],
    });
  });

  it('reports noAccountAvailable for an account without a number', async () => {
    await server.db.query('update whatsapp_phone_numbers set active = false');
    try {
      const result: DoiValidation = await (
        await call(viewer, `${base}/process/${processId}/validate`)
      ).json();
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([
        { field: 'phoneNumberId', reason: 'noPhoneNumber', errorKey: 'noAccountAvailable' },
      ]);
    } finally {
      await server.db.query('update whatsapp_phone_numbers set active = true');
    }
  });
});

describe('activate and reset', () => {
  it('refuse with noChanges while the work version equals the active one', async () => {
    for (const path of ['activate', 'reset']) {
      const response = await call(marketer, `${base}/${path}`, 'POST', {});
      expect(response.status).toBe(409);
      expect((await response.json()).errorKey).toBe('noChanges');
    }
  });

  it('reset returns the work version to the active one', async () => {
    await save({ replyMessage: 'Anders' });
    const response = await call(marketer, `${base}/reset`, 'POST', { id: processId });
    expect(response.status).toBe(200);
    const body: DoiProcessState = await response.json();
    expect(body.hasChanges).toBe(false);
    expect(body.workVersion.replyMessage).toBe(body.activeVersion!.replyMessage);
  });

  it('activate makes a new version with its time; the link carries the new text', async () => {
    const before = await state();
    await save({ clickToChatMessage: 'Neuer Newsletter, bitte!' });
    const response = await call(marketer, `${base}/activate`, 'POST', {});
    expect(response.status).toBe(200);
    const body: DoiProcessState = await response.json();
    expect(body.activeVersion).toMatchObject({
      version: before.activeVersion!.version + 1,
      clickToChatMessage: 'Neuer Newsletter, bitte!',
    });
    expect(new Date(body.workVersion.lastActivatedOn!).getTime()).toBeGreaterThan(
      new Date(before.workVersion.lastActivatedOn!).getTime(),
    );
    expect(body.hasChanges).toBe(false);
    expect(body.chatLink).toBe('https://wa.me/494012345670?text=Neuer%20Newsletter%2C%20bitte!');
    const [action] = await server.db.query<{ event: string }>(
      `select details ->> 'event' as event from user_actions
       where action_group = 'WhatsAppDoubleOptIn' order by id desc limit 1`,
    );
    expect(action.event).toBe('doiProcessActivated');
    // Back to the demo text, as a further version.
    await save({ clickToChatMessage: before.activeVersion!.clickToChatMessage });
    expect((await call(marketer, `${base}/activate`, 'POST', {})).status).toBe(200);
  });

  it('refuses to activate a work version that breaks a rule', async () => {
    // Stored before the rule existed, say: the server checks again at activation.
    await server.db.query(`update doi_processes set opt_out_keyword = 'ANMELDEN' where id = $1`, [
      processId,
    ]);
    const response = await call(marketer, `${base}/activate`, 'POST', {});
    expect(response.status).toBe(400);
    expect((await response.json()).errorKey).toBe('identicalKeywords');
  });
});

describe('the process keeps its number', () => {
  it('refuses to remove the number or unlink its WABA, naming the process', async () => {
    const response = await call(admin, `/WhatsAppApi/account/phoneNumber/${phone}`, 'DELETE');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      errorKey: 'phoneNumberRemovalInUse',
      details: [{ field: 'doubleOptIn', reason: 'inUse', params: { name: 'Anmelden / Stop' } }],
    });
    const [waba] = await server.db.query<{ id: number }>(
      'select whatsapp_account_id as id from whatsapp_phone_numbers where id = $1',
      [phone],
    );
    expect((await call(admin, `/WhatsAppApi/account/${waba.id}`, 'DELETE')).status).toBe(409);
    // A status change is not blocked by the process.
    const patch = [{ op: 'replace', path: '/active', value: false }];
    expect(
      (await call(admin, `/WhatsAppApi/account/phoneNumber/${phone}`, 'PATCH', patch)).status,
    ).toBe(200);
    patch[0].value = true;
    await call(admin, `/WhatsAppApi/account/phoneNumber/${phone}`, 'PATCH', patch);
  });
});
