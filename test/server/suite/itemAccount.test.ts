import type { ItemAccount } from '../../../src/common/itemAccount';
import { accountIdOf, insertNewsletter } from '../whatsapp/newsletters/newsletterFixtures';
import { accessTokenOf, api } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * `GET /NavigationApi/Navigation/GetItemAccount` (issue 23 point 10): it names an item's account
 * only to members of that account, so a deep link can offer the switch and tells nothing else.
 */
let server: TestServer;
let newsletterOfB: number;

const path = (kind: string, id: number | string) =>
  `/NavigationApi/Navigation/GetItemAccount?kind=${kind}&id=${id}`;

beforeAll(async () => {
  server = await startTestServer();
  newsletterOfB = await insertNewsletter(server.db, {
    accountId: 2,
    name: 'Deep link',
    status: 0,
    snapshot: null,
  });
});
afterAll(() => server?.close());

describe('item account', () => {
  it("names the item's account to a member of it, while in another account", async () => {
    // The marketer is a member of both demo accounts and is in account 1 now.
    const marketer = await accessTokenOf(server.baseUrl, 'marketer', 'relay-marketer');
    const response = await api(server.baseUrl, marketer, path('whatsAppNewsletter', newsletterOfB));
    expect(response.status).toBe(200);
    expect(((await response.json()) as ItemAccount).accountId).toBe(2);
  });

  it('names the account of an SSO mapping and of a media folder as well (every item route)', async () => {
    const [mapping] = await server.db.query<{ id: number }>(
      "insert into sso_mappings (account_id, external_id, name) values (2, 'deep-link', 'Tief') returning id",
    );
    const [folder] = await server.db.query<{ id: number }>(
      "insert into media_folders (account_id, name) values (2, 'Tief') returning id",
    );
    const marketer = await accessTokenOf(server.baseUrl, 'marketer', 'relay-marketer');
    for (const [kind, id] of [
      ['ssoMapping', mapping.id],
      ['mediaFolder', folder.id],
    ] as const) {
      const response = await api(server.baseUrl, marketer, path(kind, id));
      expect(response.status).toBe(200);
      expect(((await response.json()) as ItemAccount).accountId).toBe(2);
    }
  });

  it('answers 404 to a non-member, for an unknown item and for a kind it does not know', async () => {
    // An account nobody is a member of, with a newsletter.
    const [other] = await server.db.query<{ id: number }>(
      "insert into accounts (name) values ('Fremd') returning id",
    );
    const foreign = await insertNewsletter(server.db, {
      accountId: other.id,
      name: 'Fremd',
      status: 0,
      snapshot: null,
    });
    const admin = await accessTokenOf(server.baseUrl, 'admin', 'relay-admin');
    expect((await api(server.baseUrl, admin, path('whatsAppNewsletter', foreign))).status).toBe(
      404,
    );
    expect((await api(server.baseUrl, admin, path('whatsAppNewsletter', 999_999))).status).toBe(
      404,
    );
    expect((await api(server.baseUrl, admin, path('nonsense', 1))).status).toBe(400);
    expect((await api(server.baseUrl, admin, path('whatsAppTemplate', 'x'))).status).toBe(400);
    expect((await api(server.baseUrl, admin, path('whatsAppTemplate', 1e12))).status).toBe(400);
    expect(await accountIdOf(server.db)).toBe(1);
  });
});
