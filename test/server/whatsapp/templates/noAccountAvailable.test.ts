import { emptyTemplate } from '../../../../src/common/templates';
import { api, refresh, signIn } from '../../../support/signIn';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { giveWhatsAppConsent } from '../../../support/whatsAppConsent';

/**
 * Spec section 8, "no account available": in an account without any WhatsApp business account
 * (the second demo account), saving a template without one names that, not a missing field.
 */
let server: TestServer;
let marketerOfB: string;

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
  if (!signedIn.ok) throw new Error('sign-in failed');
  await api(
    server.baseUrl,
    signedIn.tokens.access_token,
    '/api/Authorization/user/switchaccount/2',
    {
      method: 'PATCH',
    },
  );
  const refreshed = await refresh(server.baseUrl, signedIn.tokens.refresh_token);
  marketerOfB = ((await refreshed.json()) as { access_token: string }).access_token;
  await giveWhatsAppConsent(server.baseUrl, marketerOfB);
});
afterAll(() => server?.close());

it('refuses a template without a business account as "no account available", storing nothing', async () => {
  const [{ id: accountB }] = await server.db.query<{ id: number }>(
    `select id from accounts where name = 'Stadtwerke Sonnenfeld'`,
  );
  expect(
    await server.db.query('select 1 from whatsapp_accounts where account_id = $1', [accountB]),
  ).toEqual([]);
  const templates = () =>
    server.db.query('select id from whatsapp_templates where account_id = $1 order by id', [
      accountB,
    ]);
  const before = await templates();
  const defaults = await api(server.baseUrl, marketerOfB, '/WhatsAppApi/template/0');
  expect(await defaults.json()).toMatchObject({
    businessAccounts: [],
    template: { businessAccountId: null },
  });

  const response = await api(server.baseUrl, marketerOfB, '/WhatsAppApi/template', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...emptyTemplate('de', null),
      id: 0,
      name: 'Ohne Konto',
    }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    errorKey: 'templateNoAccountAvailable',
    details: [{ field: 'businessAccountId', reason: 'templateNoAccountAvailable' }],
  });
  expect(await templates()).toEqual(before);
});
