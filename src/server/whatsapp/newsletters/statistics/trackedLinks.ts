/**
 * Tracked links (issue 9): a template's link buttons are submitted to Meta as
 * `{publicUrl}/r/{{1}}`, and each message carries its recipient's token as the suffix. A click
 * opens `GET /r/{token}`, which records a Cta reaction (the statistics count clicks and
 * different people per link) and forwards to the marketer's URL. A recipient's clicks on one link
 * count once within `clickWindowSeconds` of the last counted one (a reload, a double tap or a
 * script repeating the call adds nothing), decided by one atomic upsert. The token names newsletter,
 * subscriber and button and is signed with a key kept per installation, so nothing is stored per
 * message and a made-up token leads nowhere. Other senders' links (answers in a conversation,
 * conversations/answersLinks.ts) use the same tokens; `uncountedTarget`, given where the app is
 * composed, forwards them without counting.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { keptSecret } from '../../../db/keptSecret';
import { escapeHtml, pickLanguage, text } from '../../../http/texts';
import type { SendSnapshot } from '../sendSnapshot';

export const trackedUrlOf = (publicUrl: string, suffix: string) => `${publicUrl}/r/${suffix}`;

/** What a token names: a newsletter's button for a subscriber (or another sender's message). */
export interface TrackedLink {
  newsletterId: number;
  subscriberId: number;
  buttonIndex: number;
}

/** Where a link that is not a newsletter's leads, counted nowhere; null for a newsletter's. */
export type UncountedLinkTarget = (link: TrackedLink) => Promise<string | null>;

export interface LinkTokens {
  tokenFor(newsletterId: number, subscriberId: number, buttonIndex: number): string;
  /** The link a token names; null when it is not one of ours. */
  read(token: string): TrackedLink | null;
}

export async function linkTokens(db: Database): Promise<LinkTokens> {
  const kept = await keptSecret(db, 'link_signing_key', () => ({
    hex: randomBytes(32).toString('hex'),
  }));
  const key = Buffer.from(kept.hex, 'hex');
  const signatureOf = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url').slice(0, 16);
  return {
    tokenFor(newsletterId, subscriberId, buttonIndex) {
      const payload = [newsletterId, subscriberId, buttonIndex]
        .map((n) => n.toString(36))
        .join('-');
      return `${payload}-${signatureOf(payload)}`;
    },
    read(token) {
      const match = /^([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)-([\w-]{16})$/.exec(token);
      if (!match) return null;
      const payload = `${match[1]}-${match[2]}-${match[3]}`;
      const expected = Buffer.from(signatureOf(payload));
      const given = Buffer.from(match[4]);
      if (!timingSafeEqual(expected, given)) return null;
      return {
        newsletterId: parseInt(match[1], 36),
        subscriberId: parseInt(match[2], 36),
        buttonIndex: parseInt(match[3], 36),
      };
    },
  };
}

/** The URL of the newsletter's link button `index`, from the snapshot it was sent with. */
function targetOf(snapshot: SendSnapshot | null, index: number): string | null {
  const button = snapshot?.components.find((c) => c.sub_type === 'url' && c.index === index);
  const parameter = button?.parameters[0];
  return parameter?.type === 'linkToken' ? parameter.url : null;
}

export async function trackedLinkRoutes(
  app: FastifyInstance,
  {
    db,
    tokens,
    clickWindowSeconds,
    uncountedTarget,
  }: {
    db: Database;
    tokens: LinkTokens;
    clickWindowSeconds: number;
    uncountedTarget: UncountedLinkTarget;
  },
) {
  app.get<{ Params: { token: string } }>(
    '/r/:token',
    { config: { public: true, limitedAs: 'click' }, schema: { hide: true } },
    async (request, reply) => {
      const link = tokens.read(request.params.token);
      // Another sender's link (an answer in a conversation) forwards and counts nowhere.
      const uncounted = link && (await uncountedTarget(link));
      if (uncounted) return reply.redirect(uncounted, 302);
      const [newsletter] = link
        ? await db.query<{ send_snapshot: SendSnapshot | null }>(
            'select send_snapshot from whatsapp_newsletters where id = $1',
            [link.newsletterId],
          )
        : [];
      const target =
        link && newsletter ? targetOf(newsletter.send_snapshot, link.buttonIndex) : null;
      if (!link || !target) {
        const language = pickLanguage(request.headers['accept-language']);
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><meta charset="utf-8"><title>Relay</title><p>${escapeHtml(
              text(language, 'server.trackedLink.unknown'),
            )}</p>`,
          );
      }
      // Only the newsletter's recipients count (a test send's link just forwards), and only
      // when this token's last counted click is older than the window.
      await db.query(
        `with fresh as (
           insert into tracked_link_clicks as c (token, counted_at) values ($5, now())
           on conflict (token) do update set counted_at = now()
             where c.counted_at <= now() - make_interval(secs => $6)
           returning 1)
         insert into whatsapp_newsletter_reactions
           (newsletter_id, subscriber_id, telnr, type, content, reacted_at, source_key)
         select newsletter_id, subscriber_id, telnr, 'Cta', $3, now(), $4
         from whatsapp_newsletter_recipients
         where newsletter_id = $1 and subscriber_id = $2 and exists (select 1 from fresh)`,
        [
          link.newsletterId,
          link.subscriberId,
          target,
          `click:${randomUUID()}`,
          request.params.token,
          clickWindowSeconds,
        ],
      );
      return reply.redirect(target, 302);
    },
  );
}
