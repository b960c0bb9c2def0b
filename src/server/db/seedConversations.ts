/**
 * Demo conversations (issue 25) of the first demo account on the demo number, so a marketer
 * trying the product finds the inbox in use: a question to the sent demo newsletter (window
 * open, unread), a request assigned to the marketer with our answer and a note, a quick reply
 * tap we answered, a closed one, and a question whose window has closed (template answers
 * only). The people are recipients of the sent demo newsletter; those who answer it are the ones
 * whose reaction its statistics already count (same time, same text), so no figure changes.
 * Seeds once, after the demo newsletters; an account with conversations is left alone.
 */
import { NewsletterStatus } from '../../common/newsletters';
import type { Database, Queryable } from './database';
import { seedDemoConversation, type DemoStep, type SentNewsletter } from './seedConversationThread';
import { demoWaba } from './seedWhatsAppAccounts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

interface Person {
  waId: string;
  firstname: string;
  sent: SentNewsletter;
  /** The person's reaction in the newsletter's statistics, if any. */
  reaction: { type: string; content: string; at: Date } | null;
}

interface PersonRow {
  telnr: string;
  firstname: string | null;
  newsletter_id: number;
  wamid: string;
  sent_at: Date;
  delivery_status: 'delivered' | 'read';
  subscriber_id: string;
  type: string | null;
  content: string | null;
  reacted_at: Date | null;
}

/** The sent newsletter's delivered recipients, each with their first counted reaction. */
async function recipientsOf(tx: Queryable, newsletterId: number): Promise<Person[]> {
  const rows = await tx.query<PersonRow>(
    `select r.telnr, s.firstname, r.newsletter_id, r.wamid, r.sent_at, r.delivery_status,
       r.subscriber_id::text, x.type, x.content, x.reacted_at
     from whatsapp_newsletter_recipients r
     join subscribers s on s.id = r.subscriber_id
     left join lateral (select type, content, reacted_at from whatsapp_newsletter_reactions x
       where x.newsletter_id = r.newsletter_id and x.subscriber_id = r.subscriber_id
       order by reacted_at limit 1) x on true
     where r.newsletter_id = $1 and r.state = 'sent' and r.wamid is not null
       and r.delivery_status in ('delivered', 'read') and s.firstname is not null
     order by r.subscriber_id`,
    [newsletterId],
  );
  // The delivery and read times the demo newsletter's statistics give this recipient.
  return rows.map((row) => {
    const id = Number(row.subscriber_id);
    const delivered = new Date(row.sent_at.getTime() + (id % 5) * minute);
    const readAfter = (5 + ((id * 37) % 100) ** 2 / 10) * minute;
    return {
      waId: row.telnr.replace(/\D/g, ''),
      firstname: row.firstname ?? '',
      sent: {
        newsletterId: row.newsletter_id,
        wamid: row.wamid,
        sentAt: row.sent_at,
        deliveredAt: delivered,
        readAt: row.delivery_status === 'read' ? new Date(row.sent_at.getTime() + readAfter) : null,
      },
      reaction:
        row.type && row.reacted_at
          ? { type: row.type, content: row.content ?? '', at: row.reacted_at }
          : null,
    };
  });
}

/** The scenarios, by the people they need; answers the conversations to write. */
function scenarios(people: Person[], marketer: number, admin: number) {
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  const after = (at: Date, ms: number) => new Date(at.getTime() + ms);
  const taken = new Set<Person>();
  const pick = (test: (person: Person) => boolean) => {
    const person = people.find((p) => !taken.has(p) && test(p));
    if (person) taken.add(person);
    return person;
  };
  const reacted = (type: string) => pick((p) => p.reaction?.type === type);
  const quiet = () => pick((p) => p.reaction === null);
  const list: { person: Person | undefined; steps: (person: Person) => DemoStep[] }[] = [
    {
      // Answered the newsletter last week (read then); today a question, not yet read.
      person: reacted('Text'),
      steps: (p) => [
        {
          by: 'person',
          kind: 'text',
          text: p.reaction!.content,
          at: p.reaction!.at,
          answers: p.sent,
        },
        { by: 'read', at: after(p.reaction!.at, 2 * hour) },
        {
          by: 'person',
          kind: 'text',
          text: 'Gibt es die Ostsee-Reisen auch im Februar? Wir wären zwei Erwachsene und ein Kind.',
          at: ago(35 * minute),
        },
        { by: 'person', kind: 'text', text: 'Und darf unser Hund mit? 🐕', at: ago(33 * minute) },
      ],
    },
    {
      // A request the admin gave to the marketer, who noted and answered it.
      person: quiet(),
      steps: (p) => [
        {
          by: 'person',
          kind: 'text',
          text:
            'Guten Tag, meine Reiseunterlagen für Rügen sind noch nicht angekommen. ' +
            'Die Buchungsnummer ist NR-48213.',
          at: ago(3 * hour + 10 * minute),
        },
        { by: 'event', type: 'assigned', author: admin, assignee: marketer, at: ago(3 * hour) },
        {
          by: 'note',
          author: marketer,
          text:
            'NR-48213: Unterlagen lagen noch in der Buchhaltung, gehen heute per Post raus. ' +
            'Freitag nachfragen, ob sie angekommen sind.',
          at: ago(2 * hour + 50 * minute),
        },
        {
          by: 'answer',
          author: marketer,
          text:
            `Hallo ${p.firstname}, vielen Dank für Ihre Nachricht! Ihre Unterlagen zu NR-48213 ` +
            'gehen heute per Post an Sie raus. Viele Grüße vom Nordlicht-Team',
          at: ago(2 * hour + 45 * minute),
          readAt: ago(2 * hour + 30 * minute),
        },
      ],
    },
    {
      // Tapped the newsletter's quick reply last week; answered then, the window has closed.
      person: reacted('QuickReply'),
      steps: (p) => [
        {
          by: 'person',
          kind: 'button',
          text: p.reaction!.content,
          at: p.reaction!.at,
          answers: p.sent,
        },
        {
          by: 'answer',
          author: marketer,
          text:
            'Gern! Unsere Herbstreisen an die Ostsee: 5 Nächte in Binz ab 489 € pro Person, ' +
            'Frühbucher sparen 15 %. Alle Termine: https://nordlicht.example/herbst',
          at: after(p.reaction!.at, 20 * minute),
          readAt: after(p.reaction!.at, 45 * minute),
        },
      ],
    },
    {
      // Liked the newsletter, booked, thanked: answered and closed.
      person: reacted('Emoji'),
      steps: (p) => {
        const wrote = after(p.reaction!.at, day);
        return [
          {
            by: 'person',
            kind: 'reaction',
            text: p.reaction!.content,
            at: p.reaction!.at,
            answers: p.sent,
          },
          {
            by: 'person',
            kind: 'text',
            text: 'Wir haben gestern die Woche in Zingst gebucht – wir freuen uns schon sehr!',
            at: wrote,
          },
          {
            by: 'answer',
            author: marketer,
            text: 'Wie schön, vielen Dank! Wir wünschen Ihnen eine erholsame Zeit an der Ostsee.',
            at: after(wrote, hour),
            readAt: after(wrote, 2 * hour),
          },
          { by: 'event', type: 'closed', author: marketer, at: after(wrote, hour + minute) },
        ];
      },
    },
    {
      // A question nobody answered within a day: only a template can answer it now.
      person: quiet(),
      steps: () => [
        {
          by: 'person',
          kind: 'text',
          text:
            'Hallo, ist das Hotel bei der Lappland-Reise barrierefrei? ' +
            'Meine Mutter ist auf einen Rollstuhl angewiesen.',
          at: ago(2 * day + 3 * hour),
        },
      ],
    },
  ];
  return list.flatMap(({ person, steps }) => (person ? [{ person, steps: steps(person) }] : []));
}

export async function seedConversationDemoData(db: Database): Promise<void> {
  const [phone] = await db.query<{ id: number; account_id: number; newsletter_id: number }>(
    `select p.id, w.account_id, n.id as newsletter_id from whatsapp_phone_numbers p
     join whatsapp_accounts w on w.id = p.whatsapp_account_id
     join whatsapp_newsletters n on n.phone_number_id = p.id and n.status = $2
     where p.phone_number_id = $1 order by n.send_date desc limit 1`,
    [demoWaba.phoneNumbers[0].phoneNumberId, NewsletterStatus.sent],
  );
  if (!phone) return;
  const [has] = await db.query(
    'select 1 from whatsapp_conversations where account_id = $1 limit 1',
    [phone.account_id],
  );
  if (has) return;
  const users = new Map(
    (await db.query<{ id: number; username: string }>('select id, username from users')).map(
      (user) => [user.username, user.id],
    ),
  );
  const marketer = users.get('marketer');
  const admin = users.get('admin');
  if (marketer === undefined || admin === undefined) return;
  await db.transaction(async (tx) => {
    const people = await recipientsOf(tx, phone.newsletter_id);
    for (const { person, steps } of scenarios(people, marketer, admin)) {
      await seedDemoConversation(tx, {
        accountId: phone.account_id,
        phone: { rowId: phone.id, graphId: demoWaba.phoneNumbers[0].phoneNumberId },
        waId: person.waId,
        profileName: person.firstname,
        steps,
      });
    }
  });
}
