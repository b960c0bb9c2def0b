/** `GetPriceInformation`: recipients per country times the dated rate, -1 when undeterminable. */
import type { PriceInformation } from '../../../../src/common/newsletters';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import {
  accountIdOf,
  groupWith,
  insertNewsletter,
  mixedAudience,
  snapshot,
} from './newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let nobody: string;
let accountId: number;
let groupId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [marketer, nobody] = await Promise.all([
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'sso-demo', 'relay-sso'),
  ]);
  accountId = await accountIdOf(server.db);
  groupId = (await groupWith(server.db, accountId, 'Preisgruppe', mixedAudience)).id;
});
afterAll(() => server?.close());

async function price(newsletterId: number, token = marketer): Promise<PriceInformation> {
  const response = await call(
    token,
    `/WhatsAppApi/newsletter/GetPriceInformation?newsletterId=${newsletterId}`,
  );
  expect(response.status).toBe(200);
  return response.json();
}

it('multiplies the effective recipients per country by the marketing rate', async () => {
  const id = await insertNewsletter(server.db, { accountId, profileId: groupId });
  const info = await price(id);
  expect(info).toMatchObject({ category: 'MARKETING', currency: 'EUR', priceDate: '2025-07-01' });
  expect(info.countries).toEqual([
    { country: 'DE', countryPrefix: '49', recipients: 2, rate: 0.1131, price: 0.2262 },
    { country: 'FR', countryPrefix: '33', recipients: 1, rate: 0.0712, price: 0.0712 },
  ]);
  expect(info.price).toBeCloseTo(0.2974, 4);
});

it('takes the newest rate valid today, not one dated in the future', async () => {
  await server.db.query(
    `insert into whatsapp_prices (category, country_prefix, country, price_eur, valid_from) values
       ('MARKETING', '49', 'DE', 0.2000, current_date - 1),
       ('MARKETING', '33', 'FR', 9.0000, current_date + 30)`,
  );
  const id = await insertNewsletter(server.db, { accountId, profileId: groupId });
  const info = await price(id);
  expect(info.countries.find((c) => c.country === 'DE')).toMatchObject({ rate: 0.2, price: 0.4 });
  expect(info.countries.find((c) => c.country === 'FR')).toMatchObject({ rate: 0.0712 });
  await server.db.query(`delete from whatsapp_prices where valid_from <> '2025-07-01'`);
});

it('answers -1 when a country has no rate or the newsletter has no group', async () => {
  const utility = await insertNewsletter(server.db, {
    accountId,
    profileId: groupId,
    snapshot: snapshot('spring_offer', 'UTILITY'),
  });
  expect((await price(utility)).price).toBe(-1);
  const noGroup = await insertNewsletter(server.db, { accountId, profileId: null });
  expect(await price(noGroup)).toMatchObject({ price: -1, countries: [] });
});

it('answers 403 without the right and 404 for another account’s newsletter', async () => {
  const id = await insertNewsletter(server.db, { accountId, profileId: groupId });
  const path = `/WhatsAppApi/newsletter/GetPriceInformation?newsletterId=${id}`;
  expect((await call(nobody, path)).status).toBe(403);
  const other = await insertNewsletter(server.db, {
    accountId: await accountIdOf(server.db, 'Stadtwerke Sonnenfeld'),
  });
  const response = await call(
    marketer,
    `/WhatsAppApi/newsletter/GetPriceInformation?newsletterId=${other}`,
  );
  expect(response.status).toBe(404);
});
