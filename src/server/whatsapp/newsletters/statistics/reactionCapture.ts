/**
 * A recipient's reaction to a newsletter message, recorded for the statistics as the webhook
 * arrives: the message it answers (context wamid) names the recipient row, and so the
 * newsletter. The webhook message id is the key, so a repeated webhook counts once; an emoji
 * replaces the person's earlier one on that message unless it is older (out of order).
 * Messages that answer nothing we sent are no newsletter's reaction and are left out.
 */
import type { ReactionType } from '../../../../common/statistics';
import type { Queryable } from '../../../db/database';

export interface NewsletterReaction {
  /** Our message the person reacted to. */
  contextWamid: string;
  /** Their WhatsApp id: with an emoji, part of the key (one current emoji per person). */
  from: string;
  type: ReactionType;
  /** Button title, emoji (null: taken back), text, link or message type. */
  content: string | null;
  at: Date;
  /** The webhook message's id. */
  messageId: string;
}

export async function recordNewsletterReaction(
  tx: Queryable,
  reaction: NewsletterReaction,
): Promise<void> {
  const key =
    reaction.type === 'Emoji'
      ? `emoji:${reaction.contextWamid}:${reaction.from}`
      : reaction.messageId;
  await tx.query(
    `insert into whatsapp_newsletter_reactions as x
       (newsletter_id, subscriber_id, telnr, type, content, reacted_at, source_key)
     select r.newsletter_id, r.subscriber_id, r.telnr, $2, $3, $4, $5
     from whatsapp_newsletter_recipients r where r.wamid = $1
     on conflict (source_key) do update set content = excluded.content,
       reacted_at = excluded.reacted_at
     where x.type = 'Emoji' and excluded.reacted_at >= x.reacted_at`,
    [reaction.contextWamid, reaction.type, reaction.content, reaction.at, key],
  );
}
