/** Phone numbers, the embedded signup's calls (code exchange, subscribed_apps, register), media. */
import { createHash } from 'node:crypto';
import { appId, appSecret, call, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
let waba: ReturnType<EmulatorHarness['emulator']['emulator']['addWaba']>;

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({
    name: 'Stadtwerke',
    messagingLimit: 2000,
    subscribed: false,
    phoneNumbers: [
      { displayPhoneNumber: '+49 30 1111111', verifiedName: 'Stadtwerke', qualityRating: 'GREEN' },
      {
        displayPhoneNumber: '+49 30 2222222',
        qualityRating: 'YELLOW',
        throughput: 1000,
        registered: false,
      },
    ],
  });
});
afterAll(() => harness.close());

it('exchanges a signup code once for a business token', async () => {
  const query = (code: string, secret = appSecret) =>
    `${harness.base}/oauth/access_token?client_id=${appId}&client_secret=${secret}&code=${code}`;
  // Meta: a wrong secret is code 1, a code spent before 100/36009 (graphDetails.test.ts).
  expect((await call(query(waba.code, 'wrong'))).body.error.code).toBe(1);
  const exchanged = await call(query(waba.code));
  expect(exchanged).toEqual({
    status: 200,
    body: { access_token: expect.stringMatching(/^EAAG/), token_type: 'bearer' },
  });
  expect((await call(query(waba.code))).body.error.code).toBe(100);
  const other = await call(`${harness.base}/${waba.wabaId}`, {
    token: exchanged.body.access_token,
  });
  expect(other.body).toMatchObject({ id: waba.wabaId, name: 'Stadtwerke' });
});

it('subscribes the app to the WABA', async () => {
  const url = `${harness.base}/${waba.wabaId}/subscribed_apps`;
  expect((await call(url, { token: waba.accessToken })).body).toEqual({ data: [] });
  expect(await call(url, { method: 'POST', token: waba.accessToken })).toEqual({
    status: 200,
    body: { success: true },
  });
  expect((await call(url, { token: waba.accessToken })).body.data).toHaveLength(1);
});

it('lists phone numbers with quality, status, name status and throughput', async () => {
  const listed = await call(`${harness.base}/${waba.wabaId}/phone_numbers`, {
    token: waba.accessToken,
  });
  expect(listed.body).toEqual({
    data: [
      {
        id: waba.phoneNumberIds[0],
        display_phone_number: '+49 30 1111111',
        verified_name: 'Stadtwerke',
        quality_rating: 'GREEN',
        code_verification_status: 'VERIFIED',
        name_status: 'APPROVED',
        status: 'CONNECTED',
        platform_type: 'CLOUD_API',
        throughput: { level: 'STANDARD' },
        account_mode: 'LIVE',
        whatsapp_business_manager_messaging_limit: 'TIER_2K',
      },
      expect.objectContaining({
        id: waba.phoneNumberIds[1],
        quality_rating: 'YELLOW',
        status: 'PENDING',
        throughput: { level: 'HIGH' },
      }),
    ],
    paging: { cursors: { before: expect.any(String), after: expect.any(String) } },
  });
  const fields = await call(
    `${harness.base}/${waba.phoneNumberIds[0]}?fields=quality_rating,status`,
    { token: waba.accessToken },
  );
  expect(fields.body).toEqual({
    id: waba.phoneNumberIds[0],
    quality_rating: 'GREEN',
    status: 'CONNECTED',
  });
});

it('registers a number with a six-digit pin', async () => {
  const url = `${harness.base}/${waba.phoneNumberIds[1]}/register`;
  const bad = await call(url, {
    token: waba.accessToken,
    body: { messaging_product: 'whatsapp', pin: '12' },
  });
  expect(bad.body.error.code).toBe(100);
  const good = await call(url, {
    token: waba.accessToken,
    body: { messaging_product: 'whatsapp', pin: '123456' },
  });
  expect(good.body).toEqual({ success: true });
  const phone = await harness.client.getPhoneNumber(waba.accessToken, waba.phoneNumberIds[1]);
  expect(phone).toMatchObject({ status: 'CONNECTED', platform_type: 'CLOUD_API' });
});

it('refuses an object the token may not see', async () => {
  const other = harness.emulator.emulator.addWaba();
  const response = await call(`${harness.base}/${other.wabaId}/phone_numbers`, {
    token: waba.accessToken,
  });
  expect(response.status).toBe(400);
  expect(response.body.error).toMatchObject({ code: 100, error_subcode: 33 });
});

it('steers numbers through the control API', async () => {
  const updated = await call(
    `${harness.graphUrl}/_emulator/phone_numbers/${waba.phoneNumberIds[0]}`,
    {
      method: 'PATCH',
      token: harness.controlKey,
      body: { qualityRating: 'RED', status: 'FLAGGED', throughput: 1000 },
    },
  );
  expect(updated.body).toMatchObject({
    quality_rating: 'RED',
    status: 'FLAGGED',
    throughput: { level: 'HIGH' },
  });
});

it('uploads media as multipart form data', async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const id = await harness.client.uploadMedia(waba.accessToken, waba.phoneNumberIds[0], {
    data: png,
    mimeType: 'image/png',
    filename: 'header.png',
  });
  expect(id).toMatch(/^\d+$/);
  const media = await call(`${harness.base}/${id}`, { token: waba.accessToken });
  // Meta's Media API answers the size as a string, beside the url that serves the bytes.
  expect(media.body).toEqual({
    messaging_product: 'whatsapp',
    url: expect.stringContaining('/whatsapp_business/attachments/?mid='),
    mime_type: 'image/png',
    sha256: createHash('sha256').update(png).digest('hex'),
    file_size: '8',
    id,
  });
});

it('serves the embedded-signup popup, whose Finish makes a WABA and a code', async () => {
  const page = await fetch(
    `${harness.graphUrl}/_emulator/embedded-signup?origin=${encodeURIComponent('http://localhost:8080')}`,
  );
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('data-origin="http://localhost:8080"');
  expect(html).toContain('<script src="embedded-signup.js" defer></script>');
  const script = await (await fetch(`${harness.graphUrl}/_emulator/embedded-signup.js`)).text();
  expect(script).toContain("type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH'");
  expect(script).toContain('waba_id');

  const finished = await call(`${harness.graphUrl}/_emulator/embedded-signup`, {
    token: harness.controlKey,
    body: { name: 'Popup GmbH', displayPhoneNumber: '+49 151 99999999' },
  });
  expect(finished.status).toBe(201);
  const { accessToken } = await harness.client.exchangeCode(finished.body.code);
  const [phone] = await harness.client.listPhoneNumbers(accessToken, finished.body.wabaId);
  expect(phone).toMatchObject({
    id: finished.body.phoneNumberIds[0],
    display_phone_number: '+49 151 99999999',
    verified_name: 'Popup GmbH',
    status: 'PENDING',
  });
});

it("reports quality, limit and throughput changes as Meta's webhooks", async () => {
  const subscribed = harness.emulator.emulator.addWaba({
    messagingLimit: 250,
    phoneNumbers: [{ displayPhoneNumber: '+49 40 7777', qualityRating: 'GREEN' }],
  });
  const [phoneId] = subscribed.phoneNumberIds;
  const entries = () =>
    harness.webhooks.map((w) => w.body.entry[0]).filter((e) => e.id === subscribed.wabaId);
  const updates = (field: string) =>
    entries()
      .map((e) => e.changes[0])
      .filter((c) => c.field === field)
      .map((c) => c.value);
  harness.emulator.emulator.updatePhone(phoneId, { qualityRating: 'RED' });
  harness.emulator.emulator.updatePhone(phoneId, { qualityRating: 'YELLOW' });
  harness.emulator.emulator.updateWaba(subscribed.wabaId, { messagingLimit: 10_000 });
  harness.emulator.emulator.updatePhone(phoneId, { throughput: 1000 });
  await harness.waitForWebhooks(() => entries().length === 5);
  const number = { display_phone_number: '49407777' };
  const daily = (tier: string) => ({ max_daily_conversations_per_business: tier });
  expect(updates('phone_number_quality_update')).toEqual([
    // Every event carries the daily limit, as the page's syntax has it.
    { ...number, event: 'FLAGGED', current_limit: 'TIER_250', ...daily('TIER_250') },
    { ...number, event: 'UNFLAGGED', current_limit: 'TIER_250', ...daily('TIER_250') },
    {
      ...number,
      event: 'UPGRADE',
      old_limit: 'TIER_250',
      current_limit: 'TIER_10K',
      max_daily_conversations_per_business: 'TIER_10K',
    },
    // Throughput only: the daily limit stays what the UPGRADE made it.
    {
      ...number,
      event: 'THROUGHPUT_UPGRADE',
      current_limit: 'TIER_UNLIMITED',
      ...daily('TIER_10K'),
    },
  ]);
  expect(updates('business_capability_update')).toEqual([
    {
      max_daily_conversations_per_business: 10_000,
      max_phone_numbers_per_business: 20,
      max_phone_numbers_per_waba: 25,
    },
  ]);
  // Account-level webhooks carry their trigger time, as Meta's reference pages show.
  for (const entry of entries()) expect(entry.time).toBeGreaterThan(1_700_000_000);
});

it('refuses the deprecated messaging_limit_tier field as Graph refuses a removed field', async () => {
  const refused = await call(
    `${harness.base}/${waba.phoneNumberIds[0]}?fields=id,messaging_limit_tier`,
    { token: waba.accessToken },
  );
  expect(refused.body.error).toMatchObject({
    code: 100,
    message:
      '(#100) Tried accessing nonexisting field (messaging_limit_tier) on node type (WhatsAppBusinessPhoneNumber)',
  });
});
