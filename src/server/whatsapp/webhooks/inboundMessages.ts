import type { InboundMessage } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import { secondsToDate } from './webhookValues';

/**
 * What recipients send us: text replies, quick-reply button clicks and emoji reactions, each
 * stored once by its message id. Other message types (images, locations …) stay in the stored
 * change only.
 */
export async function applyInboundMessage(
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
): Promise<void> {
  const at = secondsToDate(message.timestamp);
  const context = message.context?.id ?? null;
  if (message.type === 'text' && message.text) {
    await tx.query(
      `insert into whatsapp_inbound_replies (wamid, phone_number_id, from_wa_id, context_wamid, body, sent_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (wamid) do nothing`,
      [message.id, phoneNumberId, message.from, context, message.text.body ?? '', at],
    );
  } else if (message.type === 'button' && message.button) {
    await storeClick(tx, phoneNumberId, message, at, message.button.payload, message.button.text);
  } else if (message.type === 'interactive' && message.interactive?.type === 'button_reply') {
    const reply = message.interactive.button_reply;
    await storeClick(tx, phoneNumberId, message, at, reply.id, reply.title);
  } else if (message.type === 'reaction' && typeof message.reaction?.message_id === 'string') {
    await applyReaction(tx, phoneNumberId, message, at);
  }
}

async function storeClick(
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
  at: Date,
  payload: string,
  text: string,
) {
  await tx.query(
    `insert into whatsapp_button_clicks (wamid, phone_number_id, from_wa_id, context_wamid, payload, text, clicked_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (wamid) do nothing`,
    [
      message.id,
      phoneNumberId,
      message.from,
      message.context?.id ?? null,
      payload ?? '',
      text ?? '',
      at,
    ],
  );
}

/**
 * A person's reaction to a message replaces their earlier one; an empty emoji removes it (kept
 * as null so an older reaction that arrives late cannot bring it back).
 */
async function applyReaction(
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
  at: Date,
) {
  const reaction = message.reaction!;
  await tx.query(
    `insert into whatsapp_reactions as r (reacted_wamid, from_wa_id, phone_number_id, emoji, reaction_wamid, reacted_at)
     values ($1, $2, $3, nullif($4, ''), $5, $6)
     on conflict (reacted_wamid, from_wa_id) do update set
       emoji = excluded.emoji, reaction_wamid = excluded.reaction_wamid,
       phone_number_id = excluded.phone_number_id, reacted_at = excluded.reacted_at
     where excluded.reacted_at >= r.reacted_at`,
    [reaction.message_id, message.from, phoneNumberId, reaction.emoji ?? '', message.id, at],
  );
}
