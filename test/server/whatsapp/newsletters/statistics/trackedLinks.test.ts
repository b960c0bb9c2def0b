/**
 * Tracked links (issue 9): link buttons are submitted as our redirect with a per-recipient
 * suffix, each recipient's message carries its own signed token, and a click is counted per link
 * and per person before it forwards; a made-up token leads nowhere.
 */
import { NewsletterStatus } from '../../../../../src/common/newsletters';
import { ButtonType } from '../../../../../src/common/templates';
import type { NewsletterStatistics } from '../../../../../src/common/statistics';
import { personalize } from '../../../../../src/server/whatsapp/newsletters/sending/personalize';
import {
  linkTokens,
  type LinkTokens,
} from '../../../../../src/server/whatsapp/newsletters/statistics/trackedLinks';
import { graphDefinitionOf } from '../../../../../src/server/whatsapp/templates/graphDefinition';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { caller, tokenOf } from '../../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith, insertNewsletter, snapshot } from '../newsletterFixtures';

let server: TestServer;
let tokens: LinkTokens;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await linkTokens(server.db);
});
afterAll(() => server?.close());

const target = 'https://reisen.example/herbst?utm=whatsapp';

/** A sent newsletter with one tracked link button (index 1) and two recipients. */
async function sentWithLink() {
  const accountId = await accountIdOf(server.db);
  const group = await groupWith(server.db, accountId, `Links ${Date.now()}`, [
    { key: 'a', telnr: '+4915122200001' },
    { key: 'b', telnr: '+4915122200002' },
    { key: 'outsider', telnr: '+4915122200003' },
  ]);
  const id = await insertNewsletter(server.db, {
    accountId,
    profileId: group.id,
    status: NewsletterStatus.sent,
    snapshot: {
      ...snapshot(),
      components: [
        ...snapshot().components,
        {
          type: 'button',
          sub_type: 'url',
          index: 1,
          parameters: [{ type: 'linkToken', url: target }],
        },
      ],
    },
  });
  const people = await server.db.query<{ id: number; key: string; telnr: string }>(
    `select s.id, split_part(s.lastname, ' ', 2) as key, s.telnr from subscribers s
     join profile_subscribers ps on ps.subscriber_id = s.id where ps.profile_id = $1`,
    [group.id],
  );
  const idOf = (key: string) => Number(people.find((p) => p.key === key)!.id);
  for (const person of people.filter((p) => p.key !== 'outsider')) {
    await server.db.query(
      `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state)
       values ($1, $2, $3, 'sent')`,
      [id, person.id, person.telnr],
    );
  }
  return { id, idOf };
}

const open = (token: string) => fetch(`${server.baseUrl}/r/${token}`, { redirect: 'manual' });

describe('tracked links', () => {
  it('submits link buttons as the redirect with a variable suffix and an example', () => {
    const definition = graphDefinitionOf(
      'herbst',
      'de',
      {
        header: null,
        body: { text: 'Hallo!', placeholderDefaultValues: [] },
        footer: { text: '' },
        buttons: [
          {
            id: 1,
            text: 'Ansehen',
            value: target,
            buttonType: ButtonType.callToAction,
            order: 0,
            linkType: 0,
          },
        ],
      } as never,
      'https://relay.example',
      true,
    );
    expect(definition.components.at(-1)).toEqual({
      type: 'BUTTONS',
      buttons: [
        {
          type: 'URL',
          text: 'Ansehen',
          url: 'https://relay.example/r/{{1}}',
          example: ['https://relay.example/r/example'],
        },
      ],
    });
  });

  it("puts each recipient's own token into the link button", () => {
    const components = personalize(
      {
        ...snapshot(),
        components: [
          {
            type: 'button',
            sub_type: 'url',
            index: 1,
            parameters: [{ type: 'linkToken', url: target }],
          },
        ],
      } as never,
      { firstname: 'Anna', lastname: null, email: null, telnr: '+49151', custom_fields: {} },
      (index) => tokens.tokenFor(7, 42, index),
    );
    expect(components).toEqual([
      {
        type: 'button',
        sub_type: 'url',
        index: 1,
        parameters: [{ type: 'text', text: tokens.tokenFor(7, 42, 1) }],
      },
    ]);
    expect(tokens.read(tokens.tokenFor(7, 42, 1))).toEqual({
      newsletterId: 7,
      subscriberId: 42,
      buttonIndex: 1,
    });
  });

  it('counts clicks per link and per person, once within the window, then forwards', async () => {
    const { id, idOf } = await sentWithLink();
    // a clicks twice at once (counted once), b once, and a again after the window (counted).
    const clicks = [
      tokens.tokenFor(id, idOf('a'), 1),
      tokens.tokenFor(id, idOf('a'), 1),
      tokens.tokenFor(id, idOf('b'), 1),
    ];
    const first = await Promise.all(clicks.map(open));
    // The window (60 s by default) has passed for these tokens.
    await server.db.query(
      `update tracked_link_clicks set counted_at = counted_at - interval '61 seconds'`,
    );
    for (const response of [...first, await open(clicks[0])]) {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(target);
    }
    // Not a recipient (a test send): forwarded, not counted.
    expect((await open(tokens.tokenFor(id, idOf('outsider'), 1))).status).toBe(302);

    const marketer = await tokenOf(server, 'marketer', 'relay-marketer');
    const response = await caller(server)(marketer, `/WhatsAppApi/statistic/${id}/statistics`);
    const statistics = (await response.json()) as NewsletterStatistics;
    expect(statistics.linkStatistics).toEqual([{ url: target, clicks: 3, uniqueClicks: 2 }]);
    expect(statistics.reactions.counts.Cta).toBe(3);
  });

  it('leads a made-up or altered token nowhere', async () => {
    const { id, idOf } = await sentWithLink();
    const real = tokens.tokenFor(id, idOf('a'), 1);
    const altered = real.replace(/^[0-9a-z]+/, (n) => (parseInt(n, 36) + 1).toString(36));
    for (const token of [altered, 'nonsense', tokens.tokenFor(id, idOf('a'), 0)]) {
      const response = await open(token);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Dieser Link ist ungültig');
    }
  });
});
