/**
 * Graph details as Meta answers them (issue 22, point 8): OAuth and parameter errors, unknown ids,
 * debug_token, template nodes and filters, the access_token query parameter, and the message
 * types Meta takes besides templates (reaction, mark-as-read, image, list).
 */
import {
  appId,
  appSecret,
  approvedTemplate,
  call,
  personWrites,
  startEmulator,
  type EmulatorHarness,
} from '../support/emulator';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[]; code: string };
let other: { wabaId: string; accessToken: string };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({ name: 'Nordlicht' });
  other = harness.emulator.emulator.addWaba({ name: 'Fremd' });
});
afterAll(() => harness.close());

const messages = () => `${harness.base}/${waba.phoneNumberIds[0]}/messages`;
const post = (body: unknown) => call(messages(), { token: waba.accessToken, body });

const writes = (person: string) => personWrites(harness, waba.phoneNumberIds[0], person);

const statusesOf = (wamid: string) =>
  harness.webhooks.flatMap((w) =>
    w.body.entry.flatMap((e) =>
      e.changes.flatMap((c) =>
        c.field === 'messages' ? (c.value.statuses ?? []).filter((s) => s.id === wamid) : [],
      ),
    ),
  );

describe('errors', () => {
  it('answers a send without messaging_product with code 100, not 131009', async () => {
    const response = await post({ to: '491700000001', type: 'text', text: { body: 'Hi' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 100,
      type: 'OAuthException',
      message: '(#100) The parameter messaging_product is required.',
    });
  });

  it('tells a wrong client secret (code 1) from a reused code (100/36009)', async () => {
    const exchange = (code: string, secret = appSecret) =>
      call(
        `${harness.base}/oauth/access_token?client_id=${appId}&client_secret=${secret}&code=${code}`,
      );
    const wrongSecret = await exchange(waba.code, 'wrong');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error).toMatchObject({
      code: 1,
      type: 'OAuthException',
      message: 'Error validating client secret.',
    });
    expect(wrongSecret.body.error).not.toHaveProperty('error_subcode');
    expect((await exchange(waba.code)).status).toBe(200);
    const reused = await exchange(waba.code);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({
      code: 100,
      error_subcode: 36009,
      message: 'This authorization code has been used.',
    });
    expect((await exchange('AQnever-issued')).body.error).toMatchObject({
      code: 100,
      error_subcode: 36007,
    });
  });

  it("answers GET on an unknown id with Meta's get wording, never post", async () => {
    for (const id of ['123456789012345', other.wabaId]) {
      const response = await call(`${harness.base}/${id}?fields=id,name`, {
        token: waba.accessToken,
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 100,
        error_subcode: 33,
        type: 'GraphMethodException',
      });
      expect(response.body.error.message).toMatch(
        new RegExp(`^Unsupported get request\\. Object with ID '${id}' does not exist`),
      );
      expect(response.body.error.message).not.toMatch(/post/i);
    }
  });
});

describe('access', () => {
  it('takes the token as access_token query parameter, as Graph does', async () => {
    const url = `${harness.base}/${waba.wabaId}?fields=id,name&access_token=${waba.accessToken}`;
    expect(await call(url)).toEqual({
      status: 200,
      body: { id: waba.wabaId, name: 'Nordlicht' },
    });
    const person = '491700000010';
    await writes(person);
    const sent = await call(`${messages()}?access_token=${waba.accessToken}`, {
      body: { messaging_product: 'whatsapp', to: person, type: 'text', text: { body: 'Hi' } },
    });
    expect(sent.status).toBe(200);
  });

  it('still refuses anonymous and unknown tokens with 190', async () => {
    for (const url of [
      `${harness.base}/${waba.wabaId}`,
      `${harness.base}/${waba.wabaId}?access_token=EAAGunknown`,
      `${harness.base}/debug_token?input_token=${waba.accessToken}`,
    ]) {
      const response = await call(url);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe(190);
    }
  });
});

describe('debug_token', () => {
  it("describes a business token in Meta's shape, asked with the app token", async () => {
    const appToken = encodeURIComponent(`${appId}|${appSecret}`);
    const response = await call(
      `${harness.base}/debug_token?input_token=${waba.accessToken}&access_token=${appToken}`,
    );
    expect(response).toEqual({
      status: 200,
      body: {
        data: {
          app_id: appId,
          type: 'SYSTEM_USER',
          application: expect.any(String),
          data_access_expires_at: 0,
          expires_at: 0,
          is_valid: true,
          issued_at: expect.any(Number),
          scopes: ['whatsapp_business_management', 'whatsapp_business_messaging'],
          granular_scopes: [
            { scope: 'whatsapp_business_management', target_ids: [waba.wabaId] },
            { scope: 'whatsapp_business_messaging', target_ids: [waba.wabaId] },
          ],
          user_id: expect.stringMatching(/^\d+$/),
        },
      },
    });
  });

  it('answers is_valid false for a token it does not know (asked with a business token)', async () => {
    const response = await call(`${harness.graphUrl}/debug_token?input_token=EAAGgone`, {
      token: waba.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ is_valid: false, error: { code: 190 } });
  });
});

describe('templates', () => {
  let templateId: string;
  beforeAll(async () => {
    templateId = (await approvedTemplate(harness, waba.accessToken, waba.wabaId, 'offer')).id;
    await harness.client.createTemplate(waba.accessToken, waba.wabaId, {
      name: 'receipt',
      language: 'de',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Danke für Ihre Bestellung.' }],
    });
  });

  it('answers GET /{template-id} with the message template object', async () => {
    const response = await call(`${harness.base}/${templateId}`, { token: waba.accessToken });
    expect(response).toEqual({
      status: 200,
      body: {
        id: templateId,
        name: 'offer',
        language: 'de',
        status: 'APPROVED',
        category: 'MARKETING',
        parameter_format: 'POSITIONAL',
        components: [expect.objectContaining({ type: 'BODY' })],
        quality_score: { score: 'UNKNOWN' },
      },
    });
    const picked = await call(`${harness.base}/${templateId}?fields=name,status`, {
      token: waba.accessToken,
    });
    expect(picked.body).toEqual({ id: templateId, name: 'offer', status: 'APPROVED' });
    const foreign = await call(`${harness.base}/${templateId}`, { token: other.accessToken });
    expect(foreign.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('filters the template list by category, language, content and status', async () => {
    const names = async (query: string) => {
      const response = await call(
        `${harness.base}/${waba.wabaId}/message_templates?fields=name&${query}`,
        { token: waba.accessToken },
      );
      expect(response.status).toBe(200);
      return (response.body.data as { name: string }[]).map((t) => t.name).sort();
    };
    expect(await names('category=UTILITY')).toEqual(['receipt']);
    expect(await names('category=MARKETING')).toEqual(['offer']);
    expect(await names('category=MARKETING,UTILITY')).toEqual(['offer', 'receipt']);
    expect(await names(`category=${encodeURIComponent('["UTILITY"]')}`)).toEqual(['receipt']);
    expect(await names('language=en_US')).toEqual([]);
    expect(await names('content=bestellung')).toEqual(['receipt']);
    expect(await names('status=APPROVED&category=MARKETING')).toEqual(['offer']);
  });
});

describe('messages Meta takes besides templates', () => {
  const base = (to: string) => ({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
  });

  it('reacts to a received message (sent webhook only) and removes it with an empty emoji', async () => {
    const person = '491700000020';
    const received = await writes(person);
    const reacted = await post({
      ...base(person),
      type: 'reaction',
      reaction: { message_id: received, emoji: '\u{1F44D}' },
    });
    expect(reacted.status).toBe(200);
    expect(reacted.body.messages[0].id).toMatch(/^wamid\./);
    const removed = await post({
      ...base(person),
      type: 'reaction',
      reaction: { message_id: received, emoji: '' },
    });
    expect(removed.status).toBe(200);
    const wamid = reacted.body.messages[0].id as string;
    await harness.waitForWebhooks(() => statusesOf(wamid).length > 0);
    // Delivered/read would follow within about 30 ms at this harness's speed; none may come.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statusesOf(wamid).map((s) => s.status)).toEqual(['sent']);
  });

  it('refuses a bad reaction and fails one on an unknown message by webhook 131009', async () => {
    const person = '491700000021';
    const received = await writes(person);
    const bad = await post({
      ...base(person),
      type: 'reaction',
      reaction: { message_id: received, emoji: 'ok' },
    });
    expect(bad.body.error.code).toBe(131009);
    const noId = await post({
      ...base(person),
      type: 'reaction',
      reaction: { emoji: '\u{1F600}' },
    });
    expect(noId.body.error.code).toBe(131008);
    const unknown = await post({
      ...base(person),
      type: 'reaction',
      reaction: { message_id: 'wamid.unknown', emoji: '\u{1F600}' },
    });
    expect(unknown.status).toBe(200);
    const wamid = unknown.body.messages[0].id as string;
    await harness.waitForWebhooks(() => statusesOf(wamid).length > 0);
    expect(statusesOf(wamid)[0]).toMatchObject({ status: 'failed', errors: [{ code: 131009 }] });
  });

  it('marks a received message read with the typing indicator: {success: true}', async () => {
    const received = await writes('491700000022');
    const read = { messaging_product: 'whatsapp', status: 'read', message_id: received };
    expect(await post(read)).toEqual({ status: 200, body: { success: true } });
    expect(await post({ ...read, typing_indicator: { type: 'text' } })).toEqual({
      status: 200,
      body: { success: true },
    });
    const unknown = await post({ ...read, message_id: 'wamid.never' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe(100);
  });

  it('sends an image by link or uploaded id, with a caption, and refuses what Meta refuses', async () => {
    const person = '491700000023';
    await writes(person);
    const byLink = await post({
      ...base(person),
      type: 'image',
      image: { link: 'https://example.org/a.png', caption: 'Unser Laden' },
    });
    expect(byLink.status).toBe(200);
    const mediaId = await harness.client.uploadMedia(waba.accessToken, waba.phoneNumberIds[0], {
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      mimeType: 'image/png',
      filename: 'a.png',
    });
    expect((await post({ ...base(person), type: 'image', image: { id: mediaId } })).status).toBe(
      200,
    );
    const refused = [
      { image: {} },
      { image: { id: mediaId, link: 'https://example.org/a.png' } },
      { image: { link: 'ftp://example.org/a.png' } },
      { image: { id: '999' } },
      { image: { id: mediaId, caption: 'x'.repeat(1025) } },
    ];
    const codes = [];
    for (const body of refused)
      codes.push((await post({ ...base(person), type: 'image', ...body })).body.error.code);
    expect(codes).toEqual([131008, 131009, 131009, 131009, 131009]);
  });

  it("sends a list within Meta's limits and refuses one beyond them", async () => {
    const person = '491700000024';
    await writes(person);
    const rows = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `Zeile ${i}` }));
    const list = (action: unknown, extra: Record<string, unknown> = {}) =>
      post({
        ...base(person),
        type: 'interactive',
        interactive: { type: 'list', body: { text: 'Bitte wählen' }, action, ...extra },
      });
    const good = await list(
      {
        button: 'Auswahl',
        sections: [
          { title: 'Termine', rows: rows(5, 'a') },
          { title: 'Orte', rows: [...rows(4, 'b'), { id: 'c', title: 'x', description: 'y' }] },
        ],
      },
      { header: { type: 'text', text: 'Kopf' }, footer: { text: 'Fuß' } },
    );
    expect(good.status).toBe(200);
    const refused = [
      { button: 'Auswahl', sections: [{ rows: rows(11, 'a') }] },
      {
        button: 'Auswahl',
        sections: Array.from({ length: 11 }, (_, i) => ({
          title: `S${i}`,
          rows: rows(1, `s${i}`),
        })),
      },
      { button: 'x'.repeat(21), sections: [{ rows: rows(1, 'a') }] },
      { button: 'Auswahl', sections: [{ rows: [{ id: 'a', title: 'x'.repeat(25) }] }] },
      { button: 'Auswahl', sections: [{ rows: rows(1, 'a') }, { rows: rows(1, 'b') }] },
      { button: 'Auswahl', sections: [{ title: 'x'.repeat(25), rows: rows(1, 'a') }] },
      {
        button: 'Auswahl',
        sections: [{ rows: [{ id: 'a', title: 'a', description: 'x'.repeat(73) }] }],
      },
      { button: 'Auswahl', sections: [] },
    ];
    const codes = [];
    for (const action of refused) codes.push((await list(action)).body.error.code);
    expect(codes).toEqual([131009, 131009, 131009, 131009, 131008, 131009, 131009, 131008]);
    const imageHeader = await list(
      { button: 'Auswahl', sections: [{ rows: rows(1, 'a') }] },
      { header: { type: 'image', image: { link: 'https://example.org/a.png' } } },
    );
    expect(imageHeader.body.error.code).toBe(131009);
  });

  it('keeps image, list and reaction inside the customer service window (131047)', async () => {
    const response = await post({
      ...base('491700000025'),
      type: 'image',
      image: { link: 'https://example.org/a.png' },
    });
    expect(response.body.error.code).toBe(131047);
  });
});
