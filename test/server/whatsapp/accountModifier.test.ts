import type { WhatsAppAccountDto } from '../../../src/common/whatsappAccounts';
import { finishEmbeddedSignup } from '../../support/emulator';
import { accessTokenOf, api } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * Spec section 3: creator and modifier are recorded for accounts. The creator of a WABA is who
 * linked it; each status change of it or its numbers, and each number added or removed, records
 * the modifier, whose name stays when the user is deleted.
 */
let server: TestServer;
let admin: string;
let marketer: string;

const tokenOf = (username: string, password: string) =>
  accessTokenOf(server.baseUrl, username, password);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenOf('admin', 'relay-admin');
  marketer = await tokenOf('marketer', 'relay-marketer');
});
afterAll(() => server?.close());

const call = async (token: string, path: string, method = 'GET', body?: unknown) => {
  const response = await api(server.baseUrl, token, path, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  expect(response.status).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as WhatsAppAccountDto);
};

// The signup popup's Finish carries the signed-in opener's token (emulator access, issue 21).
const finishSignup = (input: { name?: string; wabaId?: string } = {}) =>
  finishEmbeddedSignup(server.baseUrl, marketer, input);

const wabaOf = async (id: number) =>
  ((await call(admin, '/WhatsAppApi/account')) as unknown as WhatsAppAccountDto[]).find(
    (waba) => waba.id === id,
  )!;

it('records who linked a WABA and who changed it last', async () => {
  const signup = await finishSignup({ name: 'Fjord Tours' });
  const linked = (await call(marketer, '/WhatsAppApi/account/EmbeddedSignup', 'POST', signup))!;
  // Unchanged since the link: the linker made the last change.
  expect(linked).toMatchObject({ userName: 'Max Marketing', modifiedBy: 'Max Marketing' });
  expect(linked.modifiedAt).toBe(linked.linkedAt);

  const deactivated = (await call(admin, `/WhatsAppApi/account/${linked.id}`, 'PATCH', [
    { op: 'replace', path: '/active', value: false },
  ]))!;
  expect(deactivated).toMatchObject({ userName: 'Max Marketing', modifiedBy: 'Anna Admin' });
  expect(Date.parse(deactivated.modifiedAt)).toBeGreaterThan(Date.parse(linked.linkedAt));

  // A number's status change and a number added or removed change the WABA too.
  await call(marketer, `/WhatsAppApi/account/${linked.id}`, 'PATCH', [
    { op: 'replace', path: '/active', value: true },
  ]);
  const phoneId = linked.phoneNumbers[0].id;
  await call(admin, `/WhatsAppApi/account/phoneNumber/${phoneId}`, 'PATCH', [
    { op: 'replace', path: '/active', value: false },
  ]);
  expect((await wabaOf(linked.id)).modifiedBy).toBe('Anna Admin');
  const added = await finishSignup({ wabaId: signup.wabaId });
  const withTwo = (await call(marketer, `/WhatsAppApi/account/EmbeddedSignupPhoneNumber`, 'POST', {
    ...added,
    businessAccountId: linked.id,
  }))!;
  expect(withTwo.modifiedBy).toBe('Max Marketing');
  await call(admin, `/WhatsAppApi/account/phoneNumber/${phoneId}`, 'DELETE');
  expect((await wabaOf(linked.id)).modifiedBy).toBe('Anna Admin');

  // The names stay when the users are deleted.
  await call(marketer, `/WhatsAppApi/account/phoneNumber/${withTwo.phoneNumbers[1].id}`, 'PATCH', [
    { op: 'replace', path: '/active', value: false },
  ]);
  await server.db.query(`delete from users where username = 'marketer'`);
  expect(await wabaOf(linked.id)).toMatchObject({
    userName: 'Max Marketing',
    modifiedBy: 'Max Marketing',
  });
});
