/**
 * A person's image or document: kept by the emulator as a media object with its bytes, reported
 * in the messages webhook as Meta reports it, and served as Meta's Media API does (the node's url,
 * valid 5 minutes, answers the bytes to the business token only).
 */
import { createHash } from 'node:crypto';
import type { MessagesValue } from '../../src/server/cloudapi/graphTypes';
import type { PersonMessage } from '../../src/emulator/emulator';
import { call, startEmulator, type EmulatorHarness } from '../support/emulator';
import {
  advanceEmulatorClock,
  controlOfHarness,
  personSendsDocument,
  personSendsImage,
  receivedMessages,
  type Person,
} from '../support/personSide';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };
let other: { accessToken: string; phoneNumberIds: string[] };
let person: Person;

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba();
  other = harness.emulator.emulator.addWaba();
  person = { phoneNumberId: waba.phoneNumberIds[0], from: '+49 170 0000201', name: 'Anna' };
});
afterAll(() => harness.close());

const at = () => controlOfHarness(harness);
const photo = Buffer.from('\xff\xd8\xff\xe0 not really a JPEG, but bytes all the same', 'latin1');
const sha256 = (bytes: Buffer, encoding: 'hex' | 'base64') =>
  createHash('sha256').update(bytes).digest(encoding);

/** The messages webhook that reported `message`. */
async function webhookOf(message: PersonMessage) {
  const received = await harness.waitForWebhooks((all) =>
    all.some((w) =>
      (w.body.entry[0].changes[0].value as MessagesValue).messages?.some(
        (m) => m.id === message.id,
      ),
    ),
  );
  const hook = received.find((w) =>
    (w.body.entry[0].changes[0].value as MessagesValue).messages?.some((m) => m.id === message.id),
  )!;
  return (hook.body.entry[0].changes[0].value as MessagesValue).messages![0] as PersonMessage;
}

const node = (id: string, token = waba.accessToken, query = '') =>
  call(`${harness.base}/${id}${query}`, { token });

async function download(url: string, token?: string) {
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

it("reports the person's image with its media id, type, hash and caption", async () => {
  const sent = await personSendsImage(at(), person, {
    bytes: photo,
    mimeType: 'image/jpeg',
    caption: 'Ist das der Stand?',
  });
  expect(await webhookOf(sent)).toEqual({
    from: '491700000201',
    id: sent.id,
    timestamp: expect.stringMatching(/^\d+$/),
    type: 'image',
    image: {
      caption: 'Ist das der Stand?',
      mime_type: 'image/jpeg',
      sha256: sha256(photo, 'base64'),
      id: expect.stringMatching(/^\d+$/),
    },
  });
});

it("answers the media's url, type, hash and size, and the url answers the bytes", async () => {
  const sent = await personSendsImage(at(), person, { bytes: photo, mimeType: 'image/jpeg' });
  const media = await node(sent.image!.id);
  expect(media.status).toBe(200);
  expect(media.body).toEqual({
    messaging_product: 'whatsapp',
    url: expect.stringContaining(`${harness.graphUrl}/whatsapp_business/attachments/?mid=`),
    mime_type: 'image/jpeg',
    sha256: sha256(photo, 'hex'),
    file_size: String(photo.length),
    id: sent.image!.id,
  });
  const file = await download(media.body.url, waba.accessToken);
  expect(file).toEqual({ status: 200, type: 'image/jpeg', bytes: photo });
});

it('serves the bytes to the business token only', async () => {
  const sent = await personSendsImage(at(), person, { bytes: photo, mimeType: 'image/jpeg' });
  const { url } = (await node(sent.image!.id)).body;
  const anonymous = await download(url);
  expect(anonymous.status).toBe(401);
  expect(JSON.parse(anonymous.bytes.toString()).error.code).toBe(190);
  expect((await download(url, other.accessToken)).status).toBe(404);
  const foreign = await node(sent.image!.id, other.accessToken);
  expect(foreign.status).toBe(400);
  expect(foreign.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  const forged = new URL(url);
  forged.searchParams.set('ext', String(Number(forged.searchParams.get('ext')) + 3600));
  expect((await download(forged.toString(), waba.accessToken)).status).toBe(404);
});

it('checks phone_number_id when given, and deletes media', async () => {
  const sent = await personSendsImage(at(), person, { bytes: photo, mimeType: 'image/jpeg' });
  const id = sent.image!.id;
  expect(
    (await node(id, waba.accessToken, `?phone_number_id=${person.phoneNumberId}`)).status,
  ).toBe(200);
  const wrong = await node(id, waba.accessToken, '?phone_number_id=123456789012345');
  expect(wrong.status).toBe(400);
  expect(wrong.body.error.code).toBe(100);
  const deleted = await call(`${harness.base}/${id}`, {
    method: 'DELETE',
    token: waba.accessToken,
  });
  expect(deleted).toEqual({ status: 200, body: { success: true } });
  expect((await node(id)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
});

it('sends a small PNG of its own when no bytes are given', async () => {
  const sent = await personSendsImage(at(), person);
  const message = await webhookOf(sent);
  expect(message.image).toMatchObject({ mime_type: 'image/png' });
  const { url, sha256: hash } = (await node(sent.image!.id)).body;
  const file = await download(url, waba.accessToken);
  expect(file.type).toBe('image/png');
  expect(file.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
  expect(sha256(file.bytes, 'hex')).toBe(hash);
  expect(sha256(file.bytes, 'base64')).toBe(message.image!.sha256);
});

it("reports the person's document with its file name", async () => {
  const pdf = Buffer.from('%PDF-1.4\n% a document of the person\n');
  const sent = await personSendsDocument(at(), person, {
    bytes: pdf,
    mimeType: 'application/pdf',
    filename: 'Anmeldung.pdf',
    caption: 'Mein Formular',
  });
  expect((await webhookOf(sent)).document).toEqual({
    caption: 'Mein Formular',
    filename: 'Anmeldung.pdf',
    mime_type: 'application/pdf',
    sha256: sha256(pdf, 'base64'),
    id: expect.stringMatching(/^\d+$/),
  });
  const { url } = (await node(sent.document!.id)).body;
  expect(await download(url, waba.accessToken)).toEqual({
    status: 200,
    type: 'application/pdf',
    bytes: pdf,
  });
  const plain = await personSendsDocument(at(), person);
  expect(plain.document).toMatchObject({ filename: 'Dokument.txt', mime_type: 'text/plain' });
});

it('refuses files Meta does not take, and nothing is reported or kept', async () => {
  // The emulator's own log: a webhook is in it the moment it is sent.
  const log = harness.emulator.emulator.webhooks.log;
  const before = log.length;
  const receivedBefore = (await receivedMessages(at(), { from: person.from })).length;
  const refuse = async (body: Record<string, unknown>) => {
    const response = await call(`${harness.graphUrl}/_emulator/recipients/491700000201/messages`, {
      token: harness.controlKey,
      body: { phoneNumberId: person.phoneNumberId, ...body },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(100);
    return response.body.error.error_data.details as string;
  };
  expect(await refuse({ type: 'image', mimeType: 'image/gif', data: 'R0lGODlh' })).toMatch(
    /image\/jpeg, image\/png/,
  );
  expect(await refuse({ type: 'image', mimeType: 'image/jpeg', data: 'not base64!' })).toMatch(
    /base64/,
  );
  expect(await refuse({ type: 'image', mimeType: 'image/jpeg' })).toMatch(/data/);
  expect(
    await refuse({
      type: 'image',
      mimeType: 'image/png',
      data: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64'),
    }),
  ).toMatch(/at most/);
  expect(
    await refuse({
      type: 'document',
      mimeType: 'text/plain',
      data: 'SGFsbG8=',
      filename: 'a\u0000b',
    }),
  ).toMatch(/filename/);
  expect(await refuse({ type: 'sticker' })).toMatch(/type must be one of/);
  expect((await receivedMessages(at(), { from: person.from })).length).toBe(receivedBefore);
  expect(log.length).toBe(before);
});

// Last: it moves this emulator's clock on.
it('lets a media url expire after 5 minutes on the emulator clock; a new one works', async () => {
  const sent = await personSendsImage(at(), person, { bytes: photo, mimeType: 'image/jpeg' });
  const { url } = (await node(sent.image!.id)).body;
  await advanceEmulatorClock(at(), 5 * 60_000 + 1000);
  expect((await download(url, waba.accessToken)).status).toBe(404);
  const fresh = (await node(sent.image!.id)).body.url;
  expect((await download(fresh, waba.accessToken)).bytes).toEqual(photo);
});
