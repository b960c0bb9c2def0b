/**
 * Writes one demo conversation (issue 25) step by step as the product would have written it:
 * the person's messages as ingestion stores them (ingestInbound.ts: unread count, last message,
 * service window, a closed conversation reopened, the assignee told), a newsletter the person
 * answers brought into the thread (newsletterInThread.ts), our answers with Meta's delivery
 * states, and the team's notes and actions with their latest actions and notification
 * (teamRecord.ts). Every step has its own time in the past, which the product's calls give `now()`.
 */
import type { ConversationEventType } from '../../common/conversations';
import { pickLanguage, text } from '../http/texts';
import { conversationName, searchTextOf } from '../whatsapp/conversations/conversationOfPerson';
import { previewLength } from '../whatsapp/conversations/ingestInbound';
import { threadPath } from '../whatsapp/conversations/inboundNotification';
import { conversationActionGroup } from '../whatsapp/conversations/teamRecord';
import type { Queryable } from './database';

/** The newsletter message a person answered: its recipient row, as the send path stored it. */
export interface SentNewsletter {
  newsletterId: number;
  wamid: string;
  sentAt: Date;
  deliveredAt: Date;
  readAt: Date | null;
}

export type DemoStep =
  | {
      /** The person writes, taps a quick reply or reacts (to the newsletter when `answers`). */
      by: 'person';
      kind: 'text' | 'button' | 'reaction';
      text: string;
      at: Date;
      answers?: SentNewsletter;
    }
  /** Someone of the team opened the thread (mark-as-read leaves no message of its own). */
  | { by: 'read'; at: Date }
  | { by: 'answer'; author: number; text: string; at: Date; readAt: Date | null }
  | { by: 'note'; author: number; text: string; at: Date }
  | {
      by: 'event';
      author: number;
      type: ConversationEventType;
      assignee?: number;
      at: Date;
    };

export interface DemoConversation {
  accountId: number;
  /** Our number: its row id and Graph id. */
  phone: { rowId: number; graphId: string };
  waId: string;
  profileName: string;
  steps: DemoStep[];
}

const minute = 60_000;

export async function seedDemoConversation(tx: Queryable, demo: DemoConversation): Promise<void> {
  let sequence = 0;
  /** Meta's message ids are opaque; the demo's are recognisable as such. */
  const demoWamid = (waId: string) => `wamid.demo.conversation.${waId}.${++sequence}`;
  const [first] = demo.steps;
  const [created] = await tx.query<{ id: string }>(
    `insert into whatsapp_conversations (account_id, phone_number_row_id, wa_id, subscriber_id,
       profile_name, last_message_at, created_at)
     values ($1, $2, $3, (select id from subscribers where account_id = $1 and telnr = '+' || $3
       order by id limit 1), $4, $5, $5)
     returning id::text`,
    [demo.accountId, demo.phone.rowId, demo.waId, demo.profileName, first.at],
  );
  const id = created.id;
  await tx.query(
    `update whatsapp_conversations c set search_text = ${searchTextOf('c')}
    where c.id = $1`,
    [id],
  );
  const [{ name }] = await tx.query<{ name: string }>(
    `select ${conversationName('c')} as name from whatsapp_conversations c where c.id = $1`,
    [id],
  );
  const message = async (
    at: Date,
    direction: 'in' | 'out' | 'internal',
    kind: string,
    body: string,
    more: { wamid?: string; data?: object; sendState?: 'sent'; author?: number } = {},
  ) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, wamid,
         text, data, send_state, author_user_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $2) returning id::text`,
      [
        id,
        at,
        direction,
        kind,
        more.wamid ?? null,
        body,
        JSON.stringify(more.data ?? {}),
        more.sendState ?? null,
        more.author ?? null,
      ],
    );
    return row.id;
  };
  const moveLast = (at: Date, preview: string, kind: string, direction: 'in' | 'out') =>
    tx.query(
      `update whatsapp_conversations set last_message_at = $2, last_message_preview = $3,
         last_message_kind = $4, last_message_direction = $5 where id = $1`,
      [id, at, preview, kind, direction],
    );
  const teamAction = (author: number, event: string, at: Date, details: object) =>
    tx.query(
      `insert into user_actions (account_id, user_id, action_group, caption, details, action_type,
         item_id, created_at)
       values ($1, $2, $3, $4, $5, 'edit', $6, $7)`,
      [
        demo.accountId,
        author,
        conversationActionGroup,
        name,
        JSON.stringify({ event, ...details }),
        id,
        at,
      ],
    );
  const notify = async (userId: number, key: string, values: Record<string, string>, at: Date) => {
    const [user] = await tx.query<{ locale: string | null }>(
      'select locale from users where id = $1',
      [userId],
    );
    await tx.query(
      `insert into notifications (account_id, user_id, source, text, link_url, created_at)
       values ($1, $2, 'whatsApp', $3, $4, $5)`,
      [demo.accountId, userId, text(pickLanguage(user?.locale), key, values), threadPath(id), at],
    );
  };
  /** Meta's statuses of one of our messages, as the status webhooks leave them. */
  const statuses = (wamid: string, sentAt: Date, deliveredAt: Date, readAt: Date | null) =>
    tx.query(
      `insert into whatsapp_message_statuses (wamid, phone_number_id, recipient_wa_id, status,
         sent_at, delivered_at, read_at, updated_at)
       values ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz,
         coalesce($7::timestamptz, $6::timestamptz)) on conflict (wamid) do nothing`,
      [
        wamid,
        demo.phone.graphId,
        demo.waId,
        readAt ? 'read' : 'delivered',
        sentAt,
        deliveredAt,
        readAt,
      ],
    );

  let state: 'open' | 'closed' = 'open';
  let assignee: number | null = null;
  let unread = 0;
  let lastInbound: Date | null = null;
  let lastNewsletter: number | null = null;
  const newsletterMessages = new Map<string, string>();
  for (const step of demo.steps) {
    if (step.by === 'person') {
      const data: Record<string, unknown> = step.kind === 'button' ? { payload: step.text } : {};
      if (step.answers) {
        const sent = step.answers;
        let target = newsletterMessages.get(sent.wamid);
        if (!target) {
          target = await message(sent.sentAt, 'out', 'newsletter', '', {
            wamid: sent.wamid,
            data: { newsletterId: sent.newsletterId },
            sendState: 'sent',
          });
          newsletterMessages.set(sent.wamid, target);
          await statuses(sent.wamid, sent.sentAt, sent.deliveredAt, sent.readAt);
        }
        data.replyTo = target;
        lastNewsletter = sent.newsletterId;
      }
      const wamid = demoWamid(demo.waId);
      await message(step.at, 'in', step.kind, step.text, { wamid, data });
      if (state === 'closed') {
        await message(step.at, 'internal', 'event', '', {
          data: { event: { type: 'reopened', assigneeId: null } },
        });
        state = 'open';
      }
      await personMessageElsewhere(tx, demo, step, wamid);
      unread += 1;
      lastInbound = step.at;
      await moveLast(step.at, step.text.slice(0, previewLength), step.kind, 'in');
      if (assignee !== null) {
        await notify(assignee, 'whatsapp.conversations.notification.newMessage', { name }, step.at);
      }
      continue;
    }
    // The team had the thread open: its messages were read.
    unread = 0;
    if (step.by === 'read') continue;
    if (step.by === 'answer') {
      const wamid = demoWamid(demo.waId);
      await message(step.at, 'out', 'text', step.text, {
        wamid,
        sendState: 'sent',
        author: step.author,
      });
      await statuses(wamid, step.at, new Date(step.at.getTime() + minute), step.readAt);
      await moveLast(step.at, step.text.replace(/\s+/g, ' ').slice(0, 120), 'text', 'out');
    } else if (step.by === 'note') {
      const noteId = await message(step.at, 'internal', 'note', step.text, {
        author: step.author,
      });
      await teamAction(step.author, 'conversationNoteAdded', step.at, {
        messageId: Number(noteId),
      });
    } else {
      const assigneeId = step.assignee ?? null;
      await message(step.at, 'internal', 'event', '', {
        data: { event: { type: step.type, assigneeId } },
        author: step.author,
      });
      const events = {
        assigned: 'conversationAssigned',
        unassigned: 'conversationUnassigned',
        closed: 'conversationClosed',
        reopened: 'conversationReopened',
      } as const;
      await teamAction(step.author, events[step.type], step.at, assigneeId ? { assigneeId } : {});
      if (step.type === 'assigned' && assigneeId !== null) {
        assignee = assigneeId;
        if (assigneeId !== step.author) {
          const [by] = await tx.query<{ name: string }>(
            `select coalesce(nullif(trim(given_name || ' ' || family_name), ''), username) as name
             from users where id = $1`,
            [step.author],
          );
          await notify(
            assigneeId,
            'whatsapp.conversations.notification.assigned',
            { by: by?.name ?? '', name },
            step.at,
          );
        }
      }
      if (step.type === 'unassigned') assignee = null;
      if (step.type === 'closed') state = 'closed';
      if (step.type === 'reopened') state = 'open';
    }
  }
  await tx.query(
    `update whatsapp_conversations set state = $2, assigned_user_id = $3, unread_count = $4,
       last_inbound_at = $5, last_newsletter_id = $6 where id = $1`,
    [id, state, assignee, unread, lastInbound, lastNewsletter],
  );
}

/**
 * What the webhook processing keeps of a person's message beside the thread
 * (webhooks/inboundMessages.ts): the number's service window, and the stored text, click or
 * reaction. The newsletter statistics' reactions are the demo newsletter's own (seedNewsletters),
 * which the scenarios' answers to it match; nothing is counted twice.
 */
async function personMessageElsewhere(
  tx: Queryable,
  demo: DemoConversation,
  step: Extract<DemoStep, { by: 'person' }>,
  wamid: string,
): Promise<void> {
  const phone = demo.phone.graphId;
  await tx.query(
    `insert into whatsapp_service_windows as w (phone_number_id, wa_id, last_inbound_at)
     values ($1, $2, $3) on conflict (phone_number_id, wa_id) do update
       set last_inbound_at = greatest(w.last_inbound_at, excluded.last_inbound_at)`,
    [phone, demo.waId, step.at],
  );
  const context = step.answers?.wamid ?? null;
  if (step.kind === 'text') {
    await tx.query(
      `insert into whatsapp_inbound_replies (wamid, phone_number_id, from_wa_id, context_wamid,
         body, sent_at) values ($1, $2, $3, $4, $5, $6)`,
      [wamid, phone, demo.waId, context, step.text, step.at],
    );
  } else if (step.kind === 'button') {
    await tx.query(
      `insert into whatsapp_button_clicks (wamid, phone_number_id, from_wa_id, context_wamid,
         payload, text, clicked_at) values ($1, $2, $3, $4, $5::text, $5::text, $6)`,
      [wamid, phone, demo.waId, context, step.text, step.at],
    );
  } else if (context) {
    await tx.query(
      `insert into whatsapp_reactions (reacted_wamid, from_wa_id, phone_number_id, emoji,
         reaction_wamid, reacted_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (reacted_wamid, from_wa_id) do nothing`,
      [context, demo.waId, phone, step.text, wamid, step.at],
    );
  }
}
