/**
 * Template parameters refused as Meta refuses them: text with a line break, a tab or more than
 * 4 spaces (100), empty text (131008), a media header without its parameter (132000) or with a
 * parameter of another type (132012).
 */
import { call, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
let waba: ReturnType<EmulatorHarness['emulator']['emulator']['addWaba']>;

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({ messagingLimit: null });
  const handle = await harness.client.uploadHeaderHandle(waba.accessToken, {
    data: Buffer.from('89504e470d0a1a0a', 'hex'),
    mimeType: 'image/png',
    filename: 'a.png',
  });
  const created = await harness.client.createTemplate(waba.accessToken, waba.wabaId, {
    name: 'image_offer',
    language: 'de',
    category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
      {
        type: 'BODY',
        text: 'Hallo {{1}}, unser Angebot wartet auf dich.',
        example: { body_text: [['Anna']] },
      },
    ],
  });
  await harness.waitForWebhooks((received) =>
    received.some((w) => JSON.stringify(w.body).includes(`"message_template_id":${created.id}`)),
  );
});
afterAll(() => harness.close());

const image = { type: 'image', image: { link: 'https://example.com/a.png' } };
const send = (components: unknown[]) =>
  call(`${harness.base}/${waba.phoneNumberIds[0]}/messages`, {
    token: waba.accessToken,
    body: {
      messaging_product: 'whatsapp',
      to: '491510000123',
      type: 'template',
      template: { name: 'image_offer', language: { code: 'de' }, components },
    },
  });
const body = (text: string) => ({ type: 'body', parameters: [{ type: 'text', text }] });

it('takes the image header and a clean text parameter', async () => {
  const sent = await send([{ type: 'header', parameters: [image] }, body('Anna Maria')]);
  expect(sent.status).toBe(200);
});

it.each([
  ['a line break', 'Anna\nMaria'],
  ['a tab', 'Anna\tMaria'],
  ['five spaces', 'Anna     Maria'],
])('refuses a text parameter with %s', async (_what, text) => {
  const refused = await send([{ type: 'header', parameters: [image] }, body(text)]);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatchObject({
    message: '(#100) Invalid parameter',
    code: 100,
    error_data: {
      messaging_product: 'whatsapp',
      details: 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
    },
  });
});

it('refuses an empty text parameter', async () => {
  const refused = await send([{ type: 'header', parameters: [image] }, body(' ')]);
  expect(refused.body.error).toMatchObject({
    code: 131008,
    error_data: { details: 'Parameter of type text is missing text value' },
  });
});

it('refuses an image header without its parameter, or given a text one', async () => {
  const missing = await send([body('Anna')]);
  expect(missing.body.error).toMatchObject({
    code: 132000,
    error_data: {
      details:
        'header: number of localizable_params (0) does not match the expected number of params (1)',
    },
  });
  const text = await send([
    { type: 'header', parameters: [{ type: 'text', text: 'Bild' }] },
    body('Anna'),
  ]);
  expect(text.body.error).toMatchObject({
    code: 132012,
    error_data: { details: 'header: Format mismatch, expected IMAGE, received TEXT' },
  });
});
