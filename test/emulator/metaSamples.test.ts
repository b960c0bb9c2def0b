/**
 * Meta's documented samples (metaSamples/, each naming the page it comes from) run through our
 * client's parsing and the webhook parser, and compared field by field with what the emulator
 * answers or sends for the same case: every key of the sample must be there with the same JSON
 * type; values that depend on neither ids nor time (product, object, field, type, code, success)
 * must be equal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import { CloudApiError, isGraphErrorBody } from '../../src/server/cloudapi/errors';
import type {
  GraphErrorBody,
  InboundMessage,
  SendMessageRequest,
} from '../../src/server/cloudapi/graphTypes';
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
  type ReceivedWebhook,
} from '../support/emulator';
import {
  differences,
  requiredPart,
  sample,
  sampleFiles,
  sampleFolder,
  type Json,
} from '../support/metaSamples';

const folder = sampleFolder;
const files = sampleFiles();

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
  expect(files.length).toBeGreaterThanOrEqual(25);
  const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
  for (const file of files) {
    const { _source, _kind, _taken, body } = sample(file);
    expect(_source).toMatch(/^https:\/\/developers\.facebook\.com\//);
    expect(_taken.length).toBeGreaterThan(20);
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

describe('media', () => {
  it("answers a person's image as Meta's Retrieve Media URL, and deletes it as Meta does", async () => {
    const image = await inbound({ type: 'image', text: 'The best succulent ever?' });
    const [message] = messagesOf(image) as InboundMessage[];
    const id = message.image!.id;
    const node = await call(`${harness.base}/${id}`, { token: waba.accessToken });
    expect(differences(sample('answer-media-url.json').body, node.body)).toEqual([]);
    const deleted = await call(`${harness.base}/${id}`, {
      method: 'DELETE',
      token: waba.accessToken,
    });
    expect(deleted.body).toEqual(sample('answer-media-delete.json').body);
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

/** A change of a received webhook: its field and value. */
const changeOf = (w: ReceivedWebhook) =>
  w.body.entry[0].changes[0] as unknown as { field: string; value: Record<string, unknown> };
const statusesOf = (w: ReceivedWebhook) =>
  (changeOf(w).value.statuses ?? []) as { id: string; status: string }[];
const messagesOf = (w: ReceivedWebhook) => (changeOf(w).value.messages ?? []) as { id: string }[];

/** The first webhook received that `matches`, waiting for it. */
async function webhookWhere(matches: (w: ReceivedWebhook) => boolean): Promise<ReceivedWebhook> {
  const all = await harness.waitForWebhooks((received) => received.some(matches));
  return all.find(matches)!;
}

const statusWebhook = (wamid: string, status: string) =>
  webhookWhere((w) => statusesOf(w).some((s) => s.id === wamid && s.status === status));

/** A WABA of its own for a case that changes the number (throughput, limits). */
const ownWaba = (name: string) => harness.emulator.emulator.addWaba({ name });

let personCount = 0;
const newPerson = () => `49152${String(++personCount).padStart(8, '0')}`;

/** A marketing template to a person outside any window, once for the cases that need it. */
let templateSend: Promise<string> | undefined;
function sentTemplate(): Promise<string> {
  templateSend ??= (async () => {
    await approvedTemplate(harness, waba.accessToken, waba.wabaId, 'sample_offer');
    const sent = await client.sendTemplate(waba.accessToken, waba.phoneNumberIds[0], {
      to: newPerson(),
      name: 'sample_offer',
      language: 'de',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Sheena' }] }],
    });
    return sent.wamid;
  })();
  return templateSend;
}

/** A person's message of `type` to the first number, as the emulator's control API makes it. */
async function inbound(
  input: Omit<
    Parameters<EmulatorHarness['emulator']['emulator']['inbound']>[0],
    'phoneNumberId' | 'from'
  >,
): Promise<ReceivedWebhook> {
  const message = harness.emulator.emulator.inbound({
    phoneNumberId: waba.phoneNumberIds[0],
    from: newPerson(),
    name: 'Sheena Nelson',
    ...input,
  });
  return webhookWhere((w) => messagesOf(w).some((m) => m.id === message.id));
}

async function templateEvent(name: string, status: 'PAUSED' | 'DISABLED') {
  const created = await approvedTemplate(harness, waba.accessToken, waba.wabaId, name);
  harness.emulator.emulator.setTemplateStatus(created.id, status);
  return webhookWhere(
    (w) =>
      changeOf(w).field === 'message_template_status_update' &&
      changeOf(w).value.event === status &&
      changeOf(w).value.message_template_id === Number(created.id),
  );
}

/** How the emulator is brought to send the webhook of each sample's case. */
const webhookCases: Record<string, (file: string) => Promise<ReceivedWebhook>> = {
  templateStatuses: async (file) =>
    statusWebhook(await sentTemplate(), file.includes('read') ? 'read' : 'sent'),
  serviceStatuses: async () => {
    const person = newPerson();
    await writes(person);
    const sent = await client.sendSessionMessage(waba.accessToken, waba.phoneNumberIds[0], {
      to: person,
      body: 'Yes, it does.',
    });
    return statusWebhook(sent.wamid, 'delivered');
  },
  failedStatus: async () => {
    await sentTemplate();
    const person = newPerson();
    harness.emulator.emulator.setRecipient(person, { failCode: 131026 });
    const sent = await client.sendTemplate(waba.accessToken, waba.phoneNumberIds[0], {
      to: person,
      name: 'sample_offer',
      language: 'de',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Sheena' }] }],
    });
    return statusWebhook(sent.wamid, 'failed');
  },
  quickReply: async () =>
    inbound({
      type: 'button',
      text: 'Unsubscribe',
      payload: 'Unsubscribe',
      messageId: await sentTemplate(),
    }),
  interactiveButton: async () =>
    inbound({ type: 'interactive', text: 'Ja', payload: 'yes', messageId: await sentTemplate() }),
  interactiveList: async () =>
    inbound({
      type: 'interactive',
      text: 'Row 1',
      payload: 'row_1',
      listRow: { description: 'Row 1 description' },
      messageId: await sentTemplate(),
    }),
  reaction: async () =>
    inbound({ type: 'reaction', emoji: '\u{1F600}', messageId: await sentTemplate() }),
  inboundImage: async () => inbound({ type: 'image', text: 'The best succulent ever?' }),
  templatePaused: async () => templateEvent('sample_paused', 'PAUSED'),
  templateRejected: async () => {
    const created = await client.createTemplate(waba.accessToken, waba.wabaId, {
      name: 'sample_rejected',
      language: 'en_US',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: '{{1}}', example: { body_text: [['Sheena']] } }],
    });
    return webhookWhere(
      (w) =>
        changeOf(w).value.event === 'REJECTED' &&
        changeOf(w).value.message_template_id === Number(created.id),
    );
  },
  templateDisabled: async () => templateEvent('sample_disabled', 'DISABLED'),
  throughputUpgrade: async () => {
    const own = ownWaba('Throughput');
    harness.emulator.emulator.updatePhone(own.phoneNumberIds[0], { throughput: 1000 });
    return webhookWhere(
      (w) => w.body.entry[0].id === own.wabaId && changeOf(w).value.event === 'THROUGHPUT_UPGRADE',
    );
  },
  limitUpgrade: async () => {
    const own = ownWaba('Limit');
    harness.emulator.emulator.updatePhone(own.phoneNumberIds[0], { messagingLimit: 2000 });
    return webhookWhere(
      (w) => w.body.entry[0].id === own.wabaId && changeOf(w).value.event === 'UPGRADE',
    );
  },
  capabilityUpdate: async () => {
    const own = ownWaba('Capability');
    harness.emulator.emulator.updateWaba(own.wabaId, { messagingLimit: 2000 });
    return webhookWhere(
      (w) =>
        w.body.entry[0].id === own.wabaId && changeOf(w).field === 'business_capability_update',
    );
  },
};

describe("Meta's webhook payloads against the emulator's", () => {
  const webhookFiles = files.filter((f) => sample(f)._kind === 'webhook' && sample(f)._case);
  it.each(webhookFiles)('%s: parsed alike, and the emulator sends its fields', async (file) => {
    const meta = sample(file);
    const make = webhookCases[meta._case!];
    expect(make).toBeDefined();

    const parsed = readEnvelope(Buffer.from(JSON.stringify(meta.body)));
    expect(parsed).toBeDefined();
    const field = (meta.body as { entry: { changes: { field: string }[] }[] }).entry[0].changes[0]
      .field;
    expect(parsed!.every((change) => change.field === field)).toBe(true);

    const received = await make(file);
    expect(differences(meta.body, received.body as unknown as Json)).toEqual([]);
    const emulated = readEnvelope(Buffer.from(received.raw));
    expect(emulated).toHaveLength(parsed!.length);
    expect(differences(parsed as unknown as Json, emulated as unknown as Json)).toEqual([]);
  });
});

const messagesUrl = () => `${harness.base}/${waba.phoneNumberIds[0]}/messages`;
const templateBody = (to: string, name: string, parameters: string[]) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name,
    language: { code: 'de' },
    components: parameters.length
      ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
      : [],
  },
});

/** How the emulator is brought to answer each error sample's case. */
const errorCases: Record<string, () => Promise<{ status: number; body: Json }>> = {
  freeFormOutsideWindow: () =>
    call(messagesUrl(), {
      token: waba.accessToken,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: newPerson(),
        type: 'text',
        text: { body: 'Hi' },
      },
    }),
  pairRate: async () => {
    await sentTemplate();
    const person = newPerson();
    for (let i = 0; i < 60; i++) {
      const answer = await call(messagesUrl(), {
        token: waba.accessToken,
        body: templateBody(person, 'sample_offer', ['Sheena']),
      });
      if (answer.status !== 200) return answer;
    }
    throw new Error('60 templates to one person were all taken');
  },
  throughput: async () => {
    const own = ownWaba('Slow');
    await approvedTemplate(harness, own.accessToken, own.wabaId, 'slow_offer');
    harness.emulator.emulator.updatePhone(own.phoneNumberIds[0], { throughput: 1 });
    for (let i = 0; i < 5; i++) {
      const answer = await call(`${harness.base}/${own.phoneNumberIds[0]}/messages`, {
        token: own.accessToken,
        body: templateBody(newPerson(), 'slow_offer', ['Sheena']),
      });
      if (answer.status !== 200) return answer;
    }
    throw new Error('5 sends at once were all taken at 1 message per second');
  },
  parameterCount: async () => {
    await sentTemplate();
    return call(messagesUrl(), {
      token: waba.accessToken,
      body: templateBody(newPerson(), 'sample_offer', []),
    });
  },
  templateMissing: () =>
    call(messagesUrl(), {
      token: waba.accessToken,
      body: templateBody(newPerson(), 'no_such_template', []),
    }),
  messagingProductMissing: () =>
    call(messagesUrl(), {
      token: waba.accessToken,
      body: { recipient_type: 'individual', to: newPerson(), type: 'text', text: { body: 'Hi' } },
    }),
  expiredToken: () =>
    call(messagesUrl(), {
      token: 'EAAGexpiredtoken',
      body: templateBody(newPerson(), 'sample_offer', ['Sheena']),
    }),
};

describe("Meta's error bodies against the emulator's", () => {
  const errorFiles = files.filter((f) => sample(f)._kind === 'error' && sample(f)._case);
  it.each(errorFiles)('%s: classified alike, and the emulator answers its fields', async (file) => {
    const meta = sample(file);
    const make = errorCases[meta._case!];
    expect(make).toBeDefined();
    expect(isGraphErrorBody(meta.body)).toBe(true);

    const emulated = await make();
    expect(emulated.status).toBeGreaterThanOrEqual(400);
    expect(emulated.status).toBeLessThan(500);
    expect(differences(requiredPart(meta), emulated.body)).toEqual([]);
    const ours = CloudApiError.fromBody(
      emulated.status,
      emulated.body as unknown as GraphErrorBody,
    );
    const theirs = CloudApiError.fromBody(emulated.status, meta.body as unknown as GraphErrorBody);
    expect(ours).toMatchObject({ code: theirs.code, action: theirs.action });
  });
});
