/**
 * A subscriber's consent history (double opt-in): each step with its time, the process version it
 * followed, what the person sent or tapped, what we answered, and the ids of the messages that
 * prove it, newest first. The subscriber screen shows it as a timeline.
 */
import type { FastifyInstance } from 'fastify';
import type { ConsentHistoryEntry } from '../../../common/doubleOptIn';
import type { Database, Queryable } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { errorSchema, uniqueIdParams } from './schemas';
import { findSubscriber } from './subscriberData';

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    event: { type: 'string' },
    status: { type: 'string' },
    at: { type: 'string' },
    processVersion: { type: ['integer', 'null'] },
    inboundMessageId: { type: ['string', 'null'] },
    inbound: {
      type: ['object', 'null'],
      properties: { kind: { type: 'string', enum: ['text', 'button'] }, text: { type: 'string' } },
    },
    outboundMessageId: { type: ['string', 'null'] },
    answer: {
      type: ['object', 'null'],
      properties: {
        text: { type: 'string' },
        buttons: { type: 'array', items: { type: 'string' } },
      },
    },
    userName: { type: ['string', 'null'] },
  },
} as const;

interface EntryRow {
  id: string;
  event: ConsentHistoryEntry['event'];
  status: ConsentHistoryEntry['status'];
  occurred_at: Date | string;
  version: number | null;
  inbound_wamid: string | null;
  inbound_kind: 'text' | 'button' | null;
  inbound_text: string | null;
  outbound_wamid: string | null;
  answer_body: string | null;
  answer_buttons: { title?: string }[] | null;
  user_name: string | null;
}

/** Newest first; the newest 200 steps are plenty for one person. */
export async function consentHistory(
  db: Queryable,
  subscriberId: number,
): Promise<ConsentHistoryEntry[]> {
  const rows = await db.query<EntryRow>(
    `select e.id, e.event, e.status, e.occurred_at, v.version, e.inbound_wamid,
       e.inbound_kind, e.inbound_text, o.wamid as outbound_wamid, o.body as answer_body,
       o.buttons as answer_buttons,
       nullif(trim(u.given_name || ' ' || u.family_name), '') as user_name
     from subscriber_consent_events e
     left join doi_process_versions v on v.id = e.process_version_id
     left join doi_outbound_messages o on o.id = e.outbound_message_id
     left join users u on u.id = e.user_id
     where e.subscriber_id = $1
     order by e.occurred_at desc, e.id desc limit 200`,
    [subscriberId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    event: row.event,
    status: row.status,
    at: new Date(row.occurred_at).toISOString(),
    processVersion: row.version,
    inboundMessageId: row.inbound_wamid,
    inbound:
      row.inbound_kind && row.inbound_text !== null
        ? { kind: row.inbound_kind, text: row.inbound_text }
        : null,
    outboundMessageId: row.outbound_wamid,
    answer:
      row.answer_body !== null
        ? {
            text: row.answer_body,
            buttons: (row.answer_buttons ?? []).map((button) => button.title ?? ''),
          }
        : null,
    userName: row.user_name,
  }));
}

export async function consentHistoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Params: { uniqueId: string } }>(
    '/SubscriberAPI/Subscribers/:uniqueId/consentHistory',
    {
      config: { rights: ['Subscriber.View'] },
      schema: {
        tags: ['Suite'],
        summary: "A subscriber's double opt-in steps with their proof, newest first",
        params: uniqueIdParams,
        response: {
          200: { type: 'array', items: entrySchema },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<ConsentHistoryEntry[]> => {
      const subscriber = await findSubscriber(
        db,
        requireAccess(request).accountId,
        request.params.uniqueId,
      );
      return consentHistory(db, subscriber.id);
    },
  );
}
