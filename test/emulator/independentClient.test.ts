/**
 * An independent Cloud API client against the emulator (issue 22, "Must show"): whatsapp-api-js,
 * which no one here wrote, sends a text, an interactive reply-button and a template message to
 * the emulator's Graph API, and verifies (X-Hub-Signature-256 with the app secret) and parses the
 * emulator's webhooks: the person's message with umlauts and emoji, and every status of the
 * three sends. The library only knows https://graph.facebook.com; its fetch is pointed at the
 * emulator, nothing else of it is changed.
 */
import { WhatsAppAPI } from 'whatsapp-api-js';
import {
  ActionButtons,
  Body,
  BodyComponent,
  BodyParameter,
  Button,
  Interactive,
  Language,
  Template,
  Text,
} from 'whatsapp-api-js/messages';
import type { OnMessageArgs, OnStatusArgs } from 'whatsapp-api-js/emitters';
import {
  apiVersion,
  appSecret,
  approvedTemplate,
  startEmulator,
  type EmulatorHarness,
  type ReceivedWebhook,
} from '../support/emulator';

let harness: EmulatorHarness;
beforeAll(async () => {
  harness = await startEmulator();
});
afterAll(() => harness.close());

function libraryFor(token: string) {
  const api = new WhatsAppAPI({
    token,
    appSecret,
    v: apiVersion,
    ponyfill: {
      fetch: (input, init) =>
        fetch(String(input).replace('https://graph.facebook.com', harness.graphUrl), init),
    },
  });
  const messages: OnMessageArgs[] = [];
  const statuses: OnStatusArgs[] = [];
  api.on.message = (args) => void messages.push(args);
  api.on.status = (args) => void statuses.push(args);
  /** Hands a delivery to the library as a web framework would: parsed body, raw body, header. */
  const receive = (hook: ReceivedWebhook) =>
    api.post(hook.body as never, hook.raw, String(hook.headers['x-hub-signature-256']));
  return { api, messages, statuses, receive };
}

const messagesOf = (phoneNumberId: string) => (hook: ReceivedWebhook) =>
  hook.body.entry[0].changes[0].field === 'messages' &&
  (hook.body.entry[0].changes[0].value as { metadata: { phone_number_id: string } }).metadata
    .phone_number_id === phoneNumberId;

it('sends text, interactive and template messages and reads the signed webhooks', async () => {
  const waba = harness.emulator.emulator.addWaba();
  const phoneId = waba.phoneNumberIds[0];
  await approvedTemplate(harness, waba.accessToken, waba.wabaId);
  const library = libraryFor(waba.accessToken);
  const ours = messagesOf(phoneId);

  // The person writes first, which opens the window for text and interactive messages.
  const person = '491510009876';
  const greeting = 'Grüße aus Köln 👋 – schöne Grüße, Ihr Jürgen';
  harness.emulator.emulator.inbound({
    phoneNumberId: phoneId,
    from: person,
    name: 'Jürgen Weiß',
    type: 'text',
    text: greeting,
  });
  const [inbound] = (await harness.waitForWebhooks((r) => r.some(ours))).filter(ours);
  await library.receive(inbound);
  expect(library.messages).toHaveLength(1);
  const [received] = library.messages;
  expect(received).toMatchObject({ phoneID: phoneId, from: person, name: 'Jürgen Weiß' });
  expect(received.message).toMatchObject({ type: 'text', text: { body: greeting } });

  const sent = await Promise.all([
    library.api.sendMessage(phoneId, person, new Text('Danke, Jürgen! Bis bald 😊')),
    library.api.sendMessage(
      phoneId,
      person,
      new Interactive(
        new ActionButtons(new Button('ja', 'Ja, gern 👍'), new Button('nein', 'Nein, danke')),
        new Body('Möchten Sie über neue Reisen informiert werden?'),
      ),
    ),
    library.api.sendMessage(
      phoneId,
      person,
      new Template(
        'spring_offer',
        new Language('de'),
        new BodyComponent(new BodyParameter('Jürgen')),
      ),
    ),
  ]);
  const wamids = sent.map((response) => {
    if (!('messages' in response)) throw new Error(JSON.stringify(response));
    return response.messages[0].id;
  });
  expect(new Set(wamids).size).toBe(3);
  const requests = harness.emulator.emulator.sent.filter((m) => m.phoneNumberId === phoneId);
  expect(requests.map((m) => m.request.type)).toEqual(['text', 'interactive', 'template']);

  // Each of the three is sent, delivered and read; every status webhook verifies and parses.
  const statusHooks = (
    await harness.waitForWebhooks(
      (r) => r.filter(ours).filter((hook) => hook.raw.includes('"read"')).length >= 3,
    )
  ).filter((hook) => ours(hook) && hook !== inbound);
  for (const hook of statusHooks) await library.receive(hook);
  for (const wamid of wamids) {
    expect(library.statuses.filter((s) => s.id === wamid).map((s) => s.status)).toEqual(
      expect.arrayContaining(['sent', 'delivered', 'read']),
    );
  }
  const pricingOf = (wamid: string) => library.statuses.find((s) => s.id === wamid)?.pricing;
  expect(pricingOf(wamids[0])).toMatchObject({ billable: false, type: 'free_customer_service' });
  expect(pricingOf(wamids[2])).toMatchObject({ category: 'marketing' });

  // The person taps a button: the reply verifies and parses too, umlaut and emoji included.
  harness.emulator.emulator.inbound({
    phoneNumberId: phoneId,
    from: person,
    name: 'Jürgen Weiß',
    type: 'interactive',
    payload: 'ja',
    text: 'Ja, gern 👍',
    messageId: wamids[1],
  });
  const tap = await harness.waitForWebhooks((r) => r.some((h) => h.raw.includes('button_reply')));
  await library.receive(tap.find((h) => h.raw.includes('button_reply'))!);
  expect(library.messages[1].message).toMatchObject({
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: { id: 'ja', title: 'Ja, gern 👍' } },
    context: { id: wamids[1] },
  });
});

it('refuses a webhook whose bytes or signature were changed', async () => {
  const waba = harness.emulator.emulator.addWaba();
  const phoneId = waba.phoneNumberIds[0];
  const library = libraryFor(waba.accessToken);
  harness.emulator.emulator.inbound({
    phoneNumberId: phoneId,
    from: '491510004321',
    type: 'text',
    text: 'Schöne Grüße 🌻',
  });
  const [hook] = (await harness.waitForWebhooks((r) => r.some(messagesOf(phoneId)))).filter(
    messagesOf(phoneId),
  );
  const signature = String(hook.headers['x-hub-signature-256']);
  expect(await library.api.verifyRequestSignature(hook.raw, signature)).toBe(true);
  const tampered = hook.raw.replace('Sch\\u00f6ne', 'Sch\\u00d6ne');
  expect(tampered).not.toBe(hook.raw);
  expect(await library.api.verifyRequestSignature(tampered, signature)).toBe(false);
  const otherSecret = new WhatsAppAPI({ token: 'x', appSecret: 'another-secret', v: apiVersion });
  expect(await otherSecret.verifyRequestSignature(hook.raw, signature)).toBe(false);
  await expect(library.receive({ ...hook, raw: tampered })).rejects.toThrow();
});
