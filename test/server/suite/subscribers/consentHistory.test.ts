/** A subscriber's consent history: the demo steps, status changes by hand, rights and scope. */
import type { ConsentHistoryEntry } from '../../../../src/common/doubleOptIn';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../../whatsapp/doubleOptIn/doiTestServer';

let server: TestServer;
let marketer: string;
let nobody: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [marketer, nobody] = await Promise.all([
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'sso-demo', 'relay-sso'),
  ]);
});
afterAll(() => server?.close());

const history = (uniqueId: string, token = marketer) =>
  call(token, `/SubscriberAPI/Subscribers/${uniqueId}/consentHistory`);

async function demoSubscriber(accountId: number, status: string) {
  const [row] = await server.db.query<{ unique_id: string }>(
    `select s.unique_id from subscribers s where s.account_id = $1 and s.doi_status = $2
       and s.telnr_valid and s.telnr is not null order by s.id limit 1`,
    [accountId, status],
  );
  return row.unique_id;
}

it('shows the demo steps of an opted-out subscriber, newest first, with their proof', async () => {
  const response = await history(await demoSubscriber(1, 'optedOut'));
  expect(response.status).toBe(200);
  const entries: ConsentHistoryEntry[] = await response.json();
  expect(entries.map((e) => [e.event, e.status])).toEqual([
    ['optedOut', 'optedOut'],
    ['confirmed', 'confirmed'],
    ['requested', 'pending'],
  ]);
  for (const entry of entries) {
    expect(entry.processVersion).toEqual(expect.any(Number));
    expect(entry.inboundMessageId).toMatch(/^wamid\./);
    // In words: what the person sent or tapped, and what we answered.
    expect(entry.inbound?.text).toEqual(expect.any(String));
    expect(entry.answer?.text).toEqual(expect.any(String));
  }
  expect(entries.map((e) => e.inbound?.kind)).toEqual(['text', 'button', 'text']);
  const times = entries.map((e) => new Date(e.at).getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

it('records a DOI status set by hand, naming the user', async () => {
  const uniqueId = await demoSubscriber(1, 'unknown');
  const subscriber = await (await call(marketer, `/SubscriberAPI/Subscribers/${uniqueId}`)).json();
  const {
    uniqueId: _u,
    telnrValid: _t,
    deactivated: _d,
    createdAt: _c,
    updatedAt: _up,
    ...input
  } = subscriber;
  const saved = await call(marketer, `/SubscriberAPI/Subscribers/${uniqueId}`, 'PUT', {
    ...input,
    doiStatus: 'confirmed',
  });
  expect(saved.status).toBe(200);
  const [latest] = (await (await history(uniqueId)).json()) as ConsentHistoryEntry[];
  expect(latest).toMatchObject({
    event: 'changedByUser',
    status: 'confirmed',
    userName: 'Max Marketing',
    processVersion: null,
  });
  // Saving without a status change adds nothing.
  await call(marketer, `/SubscriberAPI/Subscribers/${uniqueId}`, 'PUT', {
    ...input,
    doiStatus: 'confirmed',
  });
  expect(await (await history(uniqueId)).json()).toHaveLength(1);
});

it("needs Subscriber.View and answers 404 for another account's subscriber", async () => {
  const ours = await demoSubscriber(1, 'confirmed');
  expect((await history(ours, nobody)).status).toBe(403);
  expect((await history(await demoSubscriber(2, 'confirmed'))).status).toBe(404);
});
