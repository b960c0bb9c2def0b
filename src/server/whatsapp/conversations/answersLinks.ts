/**
 * Link buttons of a template sent as an answer. Templates submitted through Relay carry their
 * link buttons as `{publicUrl}/r/{{1}}` (tracked links, newsletters/statistics/trackedLinks.ts),
 * so every message needs a signed token as the suffix. An answer's token names newsletter 0 (no
 * newsletter has that id) and the answer's thread message in the recipient's place; its click
 * forwards to the URL kept with the answer and is counted nowhere, so no newsletter statistic
 * moves.
 */
import type { Queryable } from '../../db/database';
import type { LinkTokens, UncountedLinkTarget } from '../newsletters/statistics/trackedLinks';

/** The newsletter id of an answer's link tokens. */
export const answerLinkNewsletter = 0;

export function answerLinkToken(tokens: LinkTokens, messageId: number, buttonIndex: number) {
  return tokens.tokenFor(answerLinkNewsletter, messageId, buttonIndex);
}

/** Where an answer's link button `buttonIndex` leads; null when the answer has no such link. */
export async function answerLinkTarget(
  db: Queryable,
  messageId: number,
  buttonIndex: number,
): Promise<string | null> {
  const [row] = await db.query<{ url: string | null }>(
    `select link ->> 'url' as url
     from whatsapp_conversation_messages m, jsonb_array_elements(m.data -> 'links') link
     where m.id = $1 and m.direction = 'out' and (link ->> 'index')::int = $2`,
    [messageId, buttonIndex],
  );
  return row?.url ?? null;
}

/** The tracked-link route's view of answers: an answer's link leads to its URL, uncounted. */
export const answerLinks =
  (db: Queryable): UncountedLinkTarget =>
  async (link) =>
    link.newsletterId === answerLinkNewsletter
      ? answerLinkTarget(db, link.subscriberId, link.buttonIndex)
      : null;
