/**
 * Every list call has a bounded page (issue 24): a page size of -1 (the spec's "all"), zero, or
 * beyond the call's limit answers 400 with the validation error naming `take`, never a 5xx and
 * never the whole list; an offset beyond what a list can hold is refused the same way. The routes
 * are every one of src/server that takes skip/take.
 */
import { startTestServer, type TestServer } from '../../support/testServer';
import { caller, tokenOf } from '../whatsapp/doubleOptIn/doiTestServer';
import {
  accountIdOf,
  groupWith,
  insertNewsletter,
} from '../whatsapp/newsletters/newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let profileId: string;
let newsletterId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  admin = await tokenOf(server, 'admin', 'relay-admin');
  const accountId = await accountIdOf(server.db);
  const group = await groupWith(server.db, accountId, 'Seitengrenzen', [
    { key: 'a', telnr: '+4915199000001' },
  ]);
  profileId = group.profileId;
  newsletterId = await insertNewsletter(server.db, { accountId, profileId: group.id });
});
afterAll(() => server?.close());

interface ListCall {
  name: string;
  /** The call with a page of `take` rows from `skip` on. */
  request(take: number, skip?: number): [path: string, method?: string, body?: unknown];
  maxTake: number;
  maxSkip?: number;
}

const query = (path: string, take: number, skip = 0) =>
  `${path}${path.includes('?') ? '&' : '?'}take=${take}&skip=${skip}`;

const lists: ListCall[] = [
  {
    name: 'subscriber list',
    request: (take, skip) => [query('/SubscriberAPI/Subscribers', take, skip)],
    maxTake: 200,
    maxSkip: 10_000_000,
  },
  {
    name: 'recipient detail (effective)',
    request: (take, skip) => [
      query(
        `/SubscriberAPI/WhatsApp/effectiveRecipients/detail?profileId=${profileId}`,
        take,
        skip,
      ),
    ],
    maxTake: 500,
    maxSkip: 10_000_000,
  },
  {
    name: 'recipient detail (excluded)',
    request: (take, skip) => [
      query(
        `/SubscriberAPI/WhatsApp/excludedSubscribers/detail?profileId=${profileId}`,
        take,
        skip,
      ),
    ],
    maxTake: 500,
    maxSkip: 10_000_000,
  },
  ...(['delivery', 'reaction', 'recipients'] as const).map((kind): ListCall => ({
    name: `statistics ${kind} details`,
    request: (take, skip = 0) => [
      `/WhatsAppApi/statistic/${newsletterId}/${kind}/details`,
      'POST',
      { take, skip },
    ],
    maxTake: 500,
    maxSkip: 10_000_000,
  })),
  {
    name: 'newsletter list',
    request: (take, skip = 0) => ['/WhatsAppApi/newsletter/newsletters', 'POST', { take, skip }],
    maxTake: 500,
  },
  {
    name: 'template list',
    request: (take, skip = 0) => ['/WhatsAppApi/template/templates', 'POST', { take, skip }],
    maxTake: 500,
  },
  {
    name: 'import rejections',
    request: (take, skip) => [query('/SubscriberAPI/Imports/1/rejections', take, skip)],
    maxTake: 500,
  },
];

describe.each(lists)('$name', ({ request, maxTake, maxSkip }) => {
  it(`refuses take -1, 0, ${maxTake + 1} and 2^31 with 400 naming take`, async () => {
    for (const take of [-1, 0, maxTake + 1, 2 ** 31]) {
      const response = await call(admin, ...request(take));
      expect({ take, status: response.status }).toEqual({ take, status: 400 });
      const body = (await response.json()) as { errorKey: string; details: { field: string }[] };
      expect(body.errorKey).toBe('validation');
      expect(body.details.map((detail) => detail.field)).toContain('take');
    }
  });

  it(`answers a page of ${maxTake} rows at most`, async () => {
    const response = await call(admin, ...request(maxTake));
    // The import of id 1 may not exist: a 404 is an answer too, never a 5xx.
    expect([200, 404]).toContain(response.status);
  });

  if (maxSkip) {
    it('refuses an offset beyond what a list can hold', async () => {
      const response = await call(admin, ...request(10, maxSkip + 1));
      expect(response.status).toBe(400);
    });
  }
});
