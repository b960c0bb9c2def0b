/**
 * The double opt-in messages we send (doubleOptIn/answerJob.ts) appear in the person's thread as
 * kind doubleOptIn once settled: sent (with their wamid, so their delivery state shows) or
 * failed. The person's keyword or button that caused them is in the thread already.
 */
import type { Queryable } from '../../db/database';
import { previewLength } from './ingestInbound';

export async function doiAnswerIntoThread(tx: Queryable, outboundId: number): Promise<void> {
  await tx.query(
    `with answer as (
       select c.id as conversation_id, coalesce(o.sent_at, now()) as at, o.wamid, o.body,
         o.state, o.buttons
       from doi_outbound_messages o
       join doi_process_versions v on v.id = o.process_version_id
       join whatsapp_conversations c on c.phone_number_row_id = v.phone_number_id
         and c.wa_id = regexp_replace(o.to_wa_id, '\\D', '', 'g')
       where o.id = $1 and o.state in ('sent', 'failed')
     ),
     added as (
       insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, wamid,
         text, send_state, data)
       select conversation_id, at, 'out', 'doubleOptIn', wamid, body, state,
         jsonb_build_object('buttons', buttons)
       from answer
       on conflict (wamid, conversation_id) where wamid is not null do nothing
       returning conversation_id, at, text
     )
     update whatsapp_conversations c
        set last_message_at = a.at, last_message_kind = 'doubleOptIn',
            last_message_direction = 'out', last_message_preview = left(a.text, ${previewLength})
       from added a
      where c.id = a.conversation_id and a.at >= c.last_message_at`,
    [outboundId],
  );
}
