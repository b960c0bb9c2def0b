/**
 * Submitting for approval against the bundled emulator: the status becomes Check, the review's
 * webhook sets Approved (or Rejected with Meta's reason) and tells the submitter; a rejected
 * template is resubmitted as name_v2; the failures of spec section 8 answer their errorInfo.
 */
import {
  ButtonType,
  HeaderFormat,
  TemplateQuality,
  TemplateStatus,
  type TemplateEditorState,
} from '../../../../src/common/templates';
import {
  applyTemplateQualityUpdate,
  applyTemplateStatusUpdate,
} from '../../../../src/server/whatsapp/templates/statusWebhook';
import { loadTemplateForSending } from '../../../../src/server/whatsapp/templates';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { content, imageAsset, templateCalls, tokenOf, wabaOf } from './templateFixtures';

let server: TestServer;
let marketer: string;
let viewer: string;
let waba: number;
let calls: ReturnType<typeof templateCalls>;

const base = '/WhatsAppApi/template';

beforeAll(async () => {
  server = await startTestServer({ EMULATOR_REVIEW_DELAY_MS: '200' });
  calls = templateCalls(server);
  [marketer, viewer] = await Promise.all([
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
  ]);
  waba = await wabaOf(server);
});
afterAll(() => server?.close());

async function state(id: number): Promise<TemplateEditorState> {
  return (await calls.call(marketer, `${base}/${id}`)).json();
}

/** Waits until the template leaves Check (the review's webhook was applied). */
async function reviewed(id: number): Promise<TemplateEditorState> {
  for (let i = 0; i < 100; i++) {
    const current = await state(id);
    if (current.template.status !== TemplateStatus.check) return current;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`template ${id} was not reviewed`);
}

const submit = (id: number, token = marketer) =>
  calls.call(token, `${base}/${id}/approval`, 'POST', {});

it('submits, goes to Check, and is approved by webhook; the submitter is told', async () => {
  const path = await imageAsset(server);
  const body = content(waba);
  body.components.header = { headerFormat: HeaderFormat.image, headerValue: path };
  const { template } = await calls.create(marketer, body);
  expect((await submit(template.id, viewer)).status).toBe(403);

  const response = await submit(template.id);
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.templateStatus).toBe(TemplateStatus.check);
  expect(new Date(answer.startDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const after = await reviewed(template.id);
  expect(after.template.status).toBe(TemplateStatus.approved);
  expect(after.editable).toBe(false);
  expect(after.template.graphName).toMatch(/^testvorlage_\d+_\d+$/);

  const notifications = await server.db.query<{ text: string; link_url: string }>(
    `select n.text, n.link_url from notifications n join users u on u.id = n.user_id
     where u.username = 'marketer' and n.link_url = $1`,
    [`/WhatsApp/Templates/Edit/${template.id}`],
  );
  expect(notifications).toEqual([
    {
      text: `Die WhatsApp-Vorlage „${template.name}“ wurde genehmigt.`,
      link_url: expect.any(String),
    },
  ]);

  const forSending = await loadTemplateForSending(server.db, 1, template.id);
  expect(forSending).toMatchObject({
    graphName: after.template.graphName,
    language: 'de',
    headerImagePath: path,
    bodyText: 'Hallo {{1}}, unsere neuen Reisen für {{2}} sind da. Antworte mit Stop zum Abmelden.',
    placeholders: [
      { index: 1, placeholder: 'firstname', defaultValue: 'Reisefreundin' },
      { index: 2, placeholder: 'city', defaultValue: 'Hamburg' },
    ],
  });
  expect(await loadTemplateForSending(server.db, 2, template.id)).toBeNull();
  // Approved: not submitted again.
  expect((await submit(template.id)).status).toBe(409);

  // The image went through Meta's resumable upload (the emulator refuses other handles, so the
  // approval shows it took this one); the handle is kept with the image.
  const [kept] = await server.db.query<{ header_handle: string; header_handle_image: string }>(
    'select header_handle, header_handle_image from whatsapp_templates where id = $1',
    [template.id],
  );
  expect(kept).toEqual({ header_handle: expect.stringMatching(/^4::/), header_handle_image: path });
});

it('shows Meta’s reason when rejected, and resubmits as name_v2', async () => {
  const body = content(waba);
  body.components.body.text = 'Unsere Angebote für {{city}} der Woche sind da, liebe {{firstname}}';
  const { template } = await calls.create(marketer, body);
  expect((await submit(template.id)).status).toBe(200);
  const rejected = await reviewed(template.id);
  expect(rejected.template.status).toBe(TemplateStatus.rejected);
  expect(rejected.template.rejectionReason).toBe(
    'INVALID_FORMAT: Variables: the body may not start or end with a variable.',
  );
  expect(rejected.editable).toBe(true);
  const first = rejected.template.graphName!;

  await calls.call(marketer, `${base}/${template.id}/body`, 'POST', {
    body: { ...body.components.body, text: `${body.components.body.text}, bis bald.` },
    footer: body.components.footer,
  });
  expect((await submit(template.id)).status).toBe(200);
  const approved = await reviewed(template.id);
  expect(approved.template.status).toBe(TemplateStatus.approved);
  expect(approved.template.graphName).toBe(`${first}_v2`);
  expect(approved.template.rejectionReason).toBeNull();
});

it('answers duplicateName when Meta has the name in this language, and stays a draft', async () => {
  const stamp = Date.now();
  const one = await calls.create(marketer, content(waba, { name: `Angebot Süß ${stamp}` }));
  const two = await calls.create(marketer, content(waba, { name: `Angebot Süß ${stamp}!` }));
  expect((await submit(one.template.id)).status).toBe(200);
  const response = await submit(two.template.id);
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({
    errorKey: 'approvalDuplicateName',
    details: [{ field: 'errorInfo', reason: 'approvalDuplicateName' }],
  });
  expect((await state(two.template.id)).template.status).toBe(TemplateStatus.draft);
});

it('answers invalidPhoneNumber for a button number that does not exist', async () => {
  const body = content(waba);
  body.components.buttons[0] = {
    ...body.components.buttons[0],
    buttonType: ButtonType.phoneNumber,
    value: '+4900000001',
  };
  const { template } = await calls.create(marketer, body);
  const response = await submit(template.id);
  expect(response.status).toBe(400);
  expect((await response.json()).errorKey).toBe('approvalInvalidPhoneNumber');
});

it('needs at least one fully linked phone number', async () => {
  const { template } = await calls.create(marketer, content(waba));
  await server.db.query('update whatsapp_phone_numbers set active = false');
  try {
    const response = await submit(template.id);
    expect(response.status).toBe(409);
    expect((await response.json()).errorKey).toBe('templateNoLinkedPhoneNumber');
  } finally {
    await server.db.query('update whatsapp_phone_numbers set active = true');
  }
  expect((await state(template.id)).template.status).toBe(TemplateStatus.draft);
});

it('sets the quality from Meta’s quality webhook', async () => {
  const { template } = await calls.create(marketer, content(waba));
  await server.db.query(
    `update whatsapp_templates set graph_template_id = '777000111', status = 2 where id = $1`,
    [template.id],
  );
  const [{ waba_id }] = await server.db.query<{ waba_id: string }>(
    'select waba_id from whatsapp_accounts where id = $1',
    [waba],
  );
  await applyTemplateQualityUpdate(server.db, {
    wabaId: waba_id,
    field: 'message_template_quality_update',
    value: { message_template_id: 777000111, new_quality_score: 'YELLOW' },
  });
  expect((await state(template.id)).template.quality).toBe(TemplateQuality.medium);
  // Another WABA's webhook does not touch it.
  await applyTemplateQualityUpdate(server.db, {
    wabaId: '1',
    field: 'message_template_quality_update',
    value: { message_template_id: 777000111, new_quality_score: 'RED' },
  });
  expect((await state(template.id)).template.quality).toBe(TemplateQuality.medium);
});

it('pauses, rejects (with the reason, told in the submitter’s language) and ignores archived ones', async () => {
  const { template } = await calls.create(marketer, content(waba));
  const [{ waba_id }] = await server.db.query<{ waba_id: string }>(
    'select waba_id from whatsapp_accounts where id = $1',
    [waba],
  );
  await server.db.query(
    `update whatsapp_templates set graph_template_id = '777000222', status = 2,
       submitted_by = (select id from users where username = 'viewer') where id = $1`,
    [template.id],
  );
  const event = (value: Record<string, unknown>) =>
    applyTemplateStatusUpdate(server.db, {
      wabaId: waba_id,
      field: 'message_template_status_update',
      value: { message_template_id: 777000222, ...value },
    });
  await event({ event: 'PAUSED', reason: 'NONE' });
  expect((await state(template.id)).template.status).toBe(TemplateStatus.paused);
  await event({ event: 'REINSTATED', reason: 'NONE' });
  expect((await state(template.id)).template.status).toBe(TemplateStatus.approved);
  await event({
    event: 'DISABLED',
    reason: 'NONE',
    other_info: { title: 'x', description: 'Low quality for too long.' },
  });
  const disabled = (await state(template.id)).template;
  expect(disabled.status).toBe(TemplateStatus.rejected);
  expect(disabled.rejectionReason).toBe('DISABLED: Low quality for too long.');
  const told = await server.db.query<{ text: string }>(
    `select text from notifications where link_url = $1 order by id`,
    [`/WhatsApp/Templates/Edit/${template.id}`],
  );
  // The viewer reads English.
  expect(told.map((n) => n.text)).toEqual([
    `The WhatsApp template “${template.name}” was paused by Meta.`,
    `The WhatsApp template “${template.name}” was approved.`,
    `The WhatsApp template “${template.name}” was rejected: DISABLED: Low quality for too long.`,
  ]);
  await server.db.query('update whatsapp_templates set status = 4 where id = $1', [template.id]);
  await event({ event: 'APPROVED', reason: 'NONE' });
  expect((await state(template.id)).template.status).toBe(TemplateStatus.archive);
});

it('deletes a submitted template at Meta too', async () => {
  const admin = await tokenOf(server, 'admin', 'relay-admin');
  const { template } = await calls.create(marketer, content(waba));
  expect((await submit(template.id)).status).toBe(200);
  await reviewed(template.id);
  const [{ business_token, waba_id, graph_template_id }] = await server.db.query<{
    business_token: string;
    waba_id: string;
    graph_template_id: string;
  }>(
    `select w.business_token, w.waba_id, t.graph_template_id from whatsapp_templates t
     join whatsapp_accounts w on w.id = t.whatsapp_account_id where t.id = $1`,
    [template.id],
  );
  const { client, tokens } = server.app.cloudApi;
  const known = async () =>
    (await client.listTemplates(tokens.decrypt(business_token), waba_id)).map((t) => t.id);
  expect(await known()).toContain(graph_template_id);
  const response = await calls.call(admin, `${base}/templates`, 'DELETE', [template.id]);
  expect(response.status).toBe(204);
  expect(await known()).not.toContain(graph_template_id);
});

it('follows the emulator’s pause, unpause and disable webhooks, sent with Meta’s fields', async () => {
  const { template } = await calls.create(marketer, content(waba));
  expect((await submit(template.id)).status).toBe(200);
  expect((await reviewed(template.id)).template.status).toBe(TemplateStatus.approved);
  const [{ graph_template_id }] = await server.db.query<{ graph_template_id: string }>(
    'select graph_template_id from whatsapp_templates where id = $1',
    [template.id],
  );
  /** Meta changes the template's status; resolves once the product shows `expected`. */
  const metaSets = async (status: string, expected: TemplateStatus) => {
    const response = await fetch(
      `${server.baseUrl}/_graph/_emulator/templates/${graph_template_id}/status`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${server.config.whatsapp.emulator.controlKey}`,
        },
        body: JSON.stringify({ status }),
      },
    );
    expect(response.status).toBe(200);
    for (let i = 0; i < 100; i++) {
      const current = await state(template.id);
      if (current.template.status === expected) return current.template;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`template ${template.id} did not become ${expected} after ${status}`);
  };
  await metaSets('PAUSED', TemplateStatus.paused);
  await metaSets('APPROVED', TemplateStatus.approved);
  expect((await metaSets('DISABLED', TemplateStatus.rejected)).rejectionReason).toBe('DISABLED');
  const values = await server.db.query<{ value: Record<string, unknown> }>(
    `select value from whatsapp_webhook_changes
     where field = 'message_template_status_update' and value ->> 'message_template_id' = $1
     order by id`,
    [graph_template_id],
  );
  expect(values.map(({ value }) => [value.event, value.other_info ?? value.disable_info])).toEqual([
    ['APPROVED', undefined],
    ['PAUSED', { title: 'FIRST_PAUSE', description: expect.stringContaining('3 hours') }],
    ['APPROVED', { title: 'UNPAUSE', description: expect.any(String) }],
    ['DISABLED', { disable_date: expect.any(Number) }],
  ]);
});
