import type { InboundMessage } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import { recordNewsletterReaction } from '../newsletters/statistics/reactionCapture';
import type { ReactionType } from '../../../common/statistics';
import { openServiceWindow } from './serviceWindows';
import { secondsToDate } from './webhookValues';

/** A text or button click stored for the first time, as later features (double opt-in) see it. */
export interface StoredInbound {
  /** The Graph id of our number the person wrote to. */
  phoneNumberId: string;
  wamid: string;
  /** The person's WhatsApp id (their number's digits). */
  from: string;
  /** Their WhatsApp profile name, when the webhook names it. */
  profileName: string | null;
  at: Date;
  kind: 'text' | 'button';
  /** The text, or the tapped button's title. */
  text: string;
  /** The tapped button's payload or id; null for a text. */
  payload: string | null;
}

/**
 * Called inside the processing transaction, once per message: a replayed or repeated webhook
 * finds the message stored already and calls nobody.
 */
export type InboundListener = (tx: Queryable, message: StoredInbound) => Promise<void>;

/**
 * What recipients send us: text replies, quick-reply button clicks and emoji reactions, each
 * stored once by its message id. Other message types (images, locations …) stay in the stored
 * change only. A text or click stored for the first time goes on to `listener`.
 */
export async function applyInboundMessage(
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
  listener?: InboundListener,
  profileName: string | null = null,
): Promise<void> {
  const at = secondsToDate(message.timestamp);
  // Whatever the person sends opens the number's customer service window; a system message
  // (a changed number) is not theirs.
  if (message.type !== 'system') await openServiceWindow(tx, phoneNumberId, message.from, at);
  const context = message.context?.id ?? null;
  const base = { phoneNumberId, wamid: message.id, from: message.from, profileName, at };
  // A reply to one of our messages is a reaction to its newsletter (statistics), if any.
  const reactedTo = (type: ReactionType, content: string | null, contextWamid = context) =>
    contextWamid
      ? recordNewsletterReaction(tx, {
          contextWamid,
          from: message.from,
          type,
          content,
          at,
          messageId: message.id,
        })
      : Promise.resolve();
  if (message.type === 'text' && message.text) {
    const body = message.text.body ?? '';
    const stored = await tx.query(
      `insert into whatsapp_inbound_replies (wamid, phone_number_id, from_wa_id, context_wamid, body, sent_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (wamid) do nothing returning wamid`,
      [message.id, phoneNumberId, message.from, context, body, at],
    );
    if (stored.length > 0) {
      await reactedTo('Text', body);
      await listener?.(tx, { ...base, kind: 'text', text: body, payload: null });
    }
  } else if (message.type === 'button' && message.button) {
    const { payload, text } = message.button;
    if (await storeClick(tx, phoneNumberId, message, at, payload, text)) {
      await reactedTo('QuickReply', text ?? '');
      await listener?.(tx, { ...base, kind: 'button', text: text ?? '', payload: payload ?? '' });
    }
  } else if (message.type === 'interactive' && message.interactive?.type === 'button_reply') {
    const reply = message.interactive.button_reply;
    if (await storeClick(tx, phoneNumberId, message, at, reply.id, reply.title)) {
      await reactedTo('QuickReply', reply.title ?? '');
      await listener?.(tx, {
        ...base,
        kind: 'button',
        text: reply.title ?? '',
        payload: reply.id ?? '',
      });
    }
  } else if (message.type === 'reaction' && typeof message.reaction?.message_id === 'string') {
    await applyReaction(tx, phoneNumberId, message, at);
    const { emoji, message_id: reacted } = message.reaction;
    await reactedTo('Emoji', emoji ? emoji : null, reacted);
  } else if (message.type !== 'text' && message.type !== 'button') {
    await reactedTo('Others', message.type);
  }
}

/** Stores a click once; true when it was new. */
async function storeClick(
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
  at: Date,
  payload: string,
  text: string,
): Promise<boolean> {
  const stored = await tx.query(
    `insert into whatsapp_button_clicks (wamid, phone_number_id, from_wa_id, context_wamid, payload, text, clicked_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (wamid) do nothing returning wamid`,
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
  return stored.length > 0;
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
