/**
 * Meta's documented samples (metaSamples/, each naming the page it comes from) run through our
 * client's parsing and the webhook parser, and compared field by field with what the emulator
 * answers or sends for the same case: every key of the sample must be there with the same JSON
 * type; values that depend on neither ids nor time (product, object, field, type, code, success)
 * must be equal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import { CloudApiError, isGraphErrorBody } from '../../src/server/cloudapi/errors';
import type { SendMessageRequest } from '../../src/server/cloudapi/graphTypes';
import { httpTransport, type Transport } from '../../src/server/cloudapi/transport';
import { readEnvelope } from '../../src/server/whatsapp/webhooks/envelope';
import {
  apiVersion,
  appId,
  appSecret,
  approvedTemplate,
  call,
  personWrites,
  startEmulator,
  type EmulatorHarness,
} from '../support/emulator';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Sample {
  _source: string;
  _kind: 'request' | 'answer' | 'error' | 'webhook';
  _answer?: string;
  body: Json;
}

const folder = path.join(__dirname, 'metaSamples');
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
const sample = (file: string): Sample =>
  JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Sample;

/** Keys whose values are the same in every answer of their kind. */
const fixedValues = new Set(['messaging_product', 'object', 'field', 'type', 'code', 'success']);

const kindOf = (value: Json | undefined) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** What of `expected`'s shape `actual` lacks: missing keys, other types, other fixed values. */
function differences(expected: Json, actual: Json | undefined, at = '$'): string[] {
  if (kindOf(expected) !== kindOf(actual)) {
    return [`${at}: ${kindOf(expected)} expected, ${kindOf(actual)} found`];
  }
  if (Array.isArray(expected)) {
    const items = actual as Json[];
    if (expected.length > 0 && items.length === 0) return [`${at}: empty array`];
    return expected.length > 0 ? differences(expected[0], items[0], `${at}[0]`) : [];
  }
  if (expected !== null && typeof expected === 'object') {
    const object = actual as Record<string, Json>;
    return Object.entries(expected).flatMap(([key, value]) => {
      if (!(key in object)) return [`${at}.${key}: missing`];
      const found = object[key];
      if (fixedValues.has(key) && typeof value !== 'object' && value !== found) {
        return [`${at}.${key}: ${JSON.stringify(value)} expected, ${JSON.stringify(found)} found`];
      }
      return differences(value, found, `${at}.${key}`);
    });
  }
  return [];
}

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };
/** Every request body our client sent, as sent. */
const sentBodies: unknown[] = [];
let client: CloudApiClient;

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({ name: 'Lucky Shrub' });
  const recording: Transport = (url, request) => {
    if (request.body && request.headers['content-type'] === 'application/json') {
      sentBodies.push(JSON.parse(request.body.toString('utf8')));
    }
    return httpTransport(url, request);
  };
  client = new CloudApiClient({
    graphUrl: harness.graphUrl,
    apiVersion,
    appId,
    appSecret,
    timeoutMs: 5000,
    transport: recording,
  });
});
afterAll(() => harness.close());

/** A client that answers every call with `body` (status `status`): our parsing of Meta's bytes. */
const answering = (status: number, body: Json) =>
  new CloudApiClient({
    graphUrl: 'https://graph.facebook.com',
    apiVersion,
    appId,
    appSecret,
    timeoutMs: 5000,
    transport: async () => ({ status, text: JSON.stringify(body) }),
  });

const writes = (person: string) =>
  personWrites(harness, waba.phoneNumberIds[0], person, 'Does it come in blue?');

it('has samples, each naming the Meta documentation page it comes from and listed in the README', () => {
  expect(files.length).toBeGreaterThanOrEqual(8);
  const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
  for (const file of files) {
    const { _source, _kind, body } = sample(file);
    expect(_source).toMatch(/^https:\/\/developers\.facebook\.com\//);
    expect(['request', 'answer', 'error', 'webhook']).toContain(_kind);
    expect(body).toBeDefined();
    expect(readme).toContain(file);
  }
});

describe('webhooks', () => {
  it("parses Meta's text message webhook and the emulator's alike", async () => {
    const meta = sample('webhook-text-message.json').body;
    const parsed = readEnvelope(Buffer.from(JSON.stringify(meta)));
    expect(parsed).toEqual([
      expect.objectContaining({ wabaId: '102290129340398', field: 'messages' }),
    ]);

    const id = await writes('16505551234');
    const [received] = await harness
      .waitForWebhooks((all) => all.some((w) => w.raw.includes(id)))
      .then((all) => all.filter((w) => w.raw.includes(id)));
    expect(differences(meta, received.body as unknown as Json)).toEqual([]);
    const emulated = readEnvelope(Buffer.from(received.raw));
    expect(emulated).toHaveLength(1);
    expect(differences(parsed as unknown as Json, emulated as unknown as Json)).toEqual([]);
  });
});

describe('requests', () => {
  /** Meta's example ids replaced by the emulator's: the person, their message, our upload. */
  async function prepared(body: Json): Promise<Record<string, unknown>> {
    const request = structuredClone(body) as Record<string, Record<string, unknown>>;
    const person = '4915112345678';
    const received = await writes(person);
    if ('to' in request) (request as Record<string, unknown>).to = person;
    if ('message_id' in request) (request as Record<string, unknown>).message_id = received;
    if (request.reaction) request.reaction.message_id = received;
    if (request.image?.id) {
      request.image.id = await client.uploadMedia(waba.accessToken, waba.phoneNumberIds[0], {
        data: new Uint8Array([0xff, 0xd8, 0xff]),
        mimeType: 'image/jpeg',
        filename: 'aloe.jpg',
      });
    }
    return request;
  }

  const sends = files.filter((f) => f.startsWith('request-') && !f.includes('mark-read'));
  it.each(sends)(
    'the emulator takes %s as Meta documents it; the client reads the answer',
    async (file) => {
      const request = await prepared(sample(file).body);
      const sent = await client.sendMessage(
        waba.accessToken,
        waba.phoneNumberIds[0],
        request as unknown as SendMessageRequest,
      );
      expect(sent.wamid).toMatch(/^wamid\./);
      expect(sent.waId).toBe('4915112345678');
      expect(harness.emulator.emulator.sentMessage(sent.wamid)?.request).toEqual(request);
    },
  );

  it("marks read with the typing indicator in Meta's request shape and answer", async () => {
    const meta = sample('request-mark-read-typing-indicator.json');
    const request = await prepared(meta.body);
    sentBodies.length = 0;
    await client.markRead(
      waba.accessToken,
      waba.phoneNumberIds[0],
      String(request.message_id),
      true,
    );
    expect(sentBodies).toEqual([request]);
    const answer = await call(`${harness.base}/${waba.phoneNumberIds[0]}/messages`, {
      token: waba.accessToken,
      body: request,
    });
    expect(answer.status).toBe(200);
    expect(differences(sample(meta._answer!).body, answer.body)).toEqual([]);
    expect(answer.body).toEqual(sample(meta._answer!).body);
  });
});

describe('answers', () => {
  it("reads Meta's template node, and the emulator's GET /{template-id} has its fields", async () => {
    const meta = sample('answer-template-node.json').body;
    const parsed = await answering(200, meta).getTemplate('EAAG', 'WHATS-APP-MESSAGE-TEMPLATE-ID');
    expect(parsed).toMatchObject({ name: 'shiptest', status: 'REJECTED', language: 'en_US' });

    const created = await approvedTemplate(harness, waba.accessToken, waba.wabaId, 'shiptest');
    const template = await client.getTemplate(waba.accessToken, created.id);
    expect(differences(meta, template as unknown as Json)).toEqual([]);
    const raw = await call(`${harness.base}/${created.id}`, { token: waba.accessToken });
    expect(differences(meta, raw.body)).toEqual([]);
  });
});

describe('errors', () => {
  it("classifies Meta's error body and the emulator answers the same case in its shape", async () => {
    const meta = sample('error-response.json').body;
    expect(isGraphErrorBody(meta)).toBe(true);
    const refused = await answering(400, meta)
      .sendMessage('EAAG', '106540352242922', {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '16505551234',
        type: 'text',
        text: { body: 'Hi' },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CloudApiError);
    expect(refused).toMatchObject({ code: 131009, action: 'giveUp', httpStatus: 400 });

    const person = '4915112345679';
    await writes(person);
    const rows = Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, title: `Row ${i}` }));
    const emulated = await call(`${harness.base}/${waba.phoneNumberIds[0]}/messages`, {
      token: waba.accessToken,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: person,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: 'Body text' },
          action: { button: 'Button text', sections: [{ rows }] },
        },
      },
    });
    expect(emulated.status).toBe(400);
    expect(differences(meta, emulated.body)).toEqual([]);
    expect(CloudApiError.fromBody(emulated.status, emulated.body)).toMatchObject({
      code: 131009,
      action: 'giveUp',
    });
  });
});
