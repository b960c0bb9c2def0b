import type { FirstSteps } from '../../../src/common/firstSteps';
import { accessTokenOf, api, refresh, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * `GET /WhatsAppApi/Dashboard/firstSteps` (issue 23 point 10): each step answers from the current
 * account's own data, and only the steps the caller may view are listed.
 */
let server: TestServer;
let admin: string;
let nobody: string;
/** The marketer, switched to the second demo account. */
let marketerOfB: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await accessTokenOf(server.baseUrl, 'admin', 'relay-admin');
  nobody = await accessTokenOf(server.baseUrl, 'sso-demo', 'relay-sso');
  // The marketer's refresh token brings the switch to the second account into a new token.
  const signedIn = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
  if (!signedIn.ok) throw new Error('sign-in of marketer failed');
  const marketer = signedIn.tokens;
  await api(server.baseUrl, marketer.access_token, '/api/Authorization/user/switchaccount/2', {
    method: 'PATCH',
  });
  const refreshed = (await (await refresh(server.baseUrl, marketer.refresh_token)).json()) as {
    access_token: string;
  };
  marketerOfB = refreshed.access_token;
});
afterAll(() => server?.close());

async function stepsOf(token: string) {
  const response = await api(server.baseUrl, token, '/WhatsAppApi/Dashboard/firstSteps');
  expect(response.status).toBe(200);
  return ((await response.json()) as FirstSteps).steps;
}
const doneOf = (steps: FirstSteps['steps']) =>
  Object.fromEntries(steps.map((step) => [step.key, step.done]));

/** Takes every first step back for account 2, so its checklist starts empty. */
async function undoStepsOfB() {
  const db = server.db;
  await db.query(
    `update whatsapp_phone_numbers set active = false where whatsapp_account_id in
       (select id from whatsapp_accounts where account_id = 2)`,
  );
  await db.query('update doi_processes set active_version_id = null where account_id = 2');
  await db.query('update whatsapp_templates set status = 0 where account_id = 2 and status = 2');
  await db.query('update whatsapp_newsletters set sending_started_at = null where account_id = 2');
}

describe('first steps', () => {
  it("answers each step from the current account's data only", async () => {
    const before = doneOf(await stepsOf(admin));
    await undoStepsOfB();
    expect(doneOf(await stepsOf(marketerOfB))).toEqual({
      linkNumber: false,
      activateDoubleOptIn: false,
      approveTemplate: false,
      sendNewsletter: false,
    });
    // Account 1's answer does not move with account 2's data.
    expect(doneOf(await stepsOf(admin))).toEqual(before);
  });

  it('ticks a step once its module has it done', async () => {
    await undoStepsOfB();
    const [template] = await server.db.query<{ id: number }>(
      "insert into whatsapp_templates (account_id, name, language, status) values (2, 'first_step', 'de', 2) returning id",
    );
    expect(doneOf(await stepsOf(marketerOfB)).approveTemplate).toBe(true);
    await server.db.query('delete from whatsapp_templates where id = $1', [template.id]);
    expect(doneOf(await stepsOf(marketerOfB)).approveTemplate).toBe(false);
  });

  it('lists only the steps the caller may view, in order', async () => {
    expect((await stepsOf(admin)).map((step) => step.key)).toEqual([
      'linkNumber',
      'activateDoubleOptIn',
      'approveTemplate',
      'sendNewsletter',
    ]);
    // A member without WhatsApp rights sees no steps, so the start page shows no checklist.
    expect(await stepsOf(nobody)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const response = await fetch(`${server.baseUrl}/WhatsAppApi/Dashboard/firstSteps`);
    expect(response.status).toBe(401);
  });
});
