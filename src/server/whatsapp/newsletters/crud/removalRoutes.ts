/**
 * Archiving (`PATCH newsletter/newsletters/archive`, final) and deleting (`DELETE
 * newsletter/newsletters`), both with a list of ids as the body. Archiving follows the status
 * rules of spec section 4 (Draft, ReadyToSend and Sent can be archived; an archived one stays so);
 * deleting is refused while planned or sending, and once sent (its statistics stay). A refusal
 * (409) lists every refused newsletter with its name and status, and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  NewsletterStatus,
  wentOutStatuses,
  newsletterErrorKeys,
  type NewsletterRefusalReason,
} from '../../../../common/newsletters';
import { nextStatus } from '../../../../common/newsletterTransitions';
import type { Database, Queryable } from '../../../db/database';
import { HttpError, notFound } from '../../../http/httpError';
import { recordNewsletterAction, requireRight } from '../guard';
import { errors, idsBody } from '../schemas';

interface Target {
  id: number;
  name: string;
  status: NewsletterStatus;
  was_sent: boolean;
}

async function targetsOf(tx: Queryable, accountId: number, ids: number[]): Promise<Target[]> {
  const rows = await tx.query<Target>(
    `select id, name, status, sending_started_at is not null as was_sent
     from whatsapp_newsletters where account_id = $1 and id = any($2::int[])
     order by id for update`,
    [accountId, ids],
  );
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(`Newsletters ${missing.join(', ')} are unknown.`);
  return rows;
}

function refuse(
  errorKey: string,
  refused: { target: Target; reason: NewsletterRefusalReason }[],
): HttpError {
  return new HttpError(
    409,
    errorKey,
    `Refused: ${refused.map(({ target }) => `"${target.name}"`).join(', ')}.`,
    refused.map(({ target, reason }) => ({
      field: 'newsletter',
      reason,
      params: { id: target.id, name: target.name, status: target.status },
    })),
  );
}

export async function newsletterRemovalRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.patch<{ Body: number[] }>(
    '/WhatsAppApi/newsletter/newsletters/archive',
    {
      config: { rights: ['WhatsAppCampaigns.Edit'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Archives newsletters for good; refused for planned or sending ones',
        body: idsBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const access = requireRight(request, 'WhatsAppCampaigns.Edit');
      await db.transaction(async (tx) => {
        const targets = await targetsOf(tx, access.accountId, [...new Set(request.body)]);
        const toArchive = targets.filter((t) => t.status !== NewsletterStatus.archive);
        const refused = toArchive.filter((t) => nextStatus(t.status, 'archive') === null);
        if (refused.length > 0) {
          throw refuse(
            newsletterErrorKeys.archiveRefused,
            refused.map((target) => ({ target, reason: 'statusNotArchivable' })),
          );
        }
        for (const target of toArchive) {
          await tx.query(
            `update whatsapp_newsletters set status = $3, modified_at = now(), modified_by = $4
             where account_id = $1 and id = $2`,
            [access.accountId, target.id, NewsletterStatus.archive, access.userId],
          );
          await recordNewsletterAction(tx, access, 'newsletterArchived', 'archive', target);
        }
      });
      return reply.code(204).send();
    },
  );

  app.delete<{ Body: number[] }>(
    '/WhatsAppApi/newsletter/newsletters',
    {
      config: { rights: ['WhatsAppCampaigns.Delete'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Deletes newsletters; refused while planned or sending, and once sent',
        body: idsBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const access = requireRight(request, 'WhatsAppCampaigns.Delete');
      const ids = [...new Set(request.body)];
      await db.transaction(async (tx) => {
        const targets = await targetsOf(tx, access.accountId, ids);
        const running = targets.filter(
          (t) => t.status === NewsletterStatus.planned || t.status === NewsletterStatus.active,
        );
        if (running.length > 0) {
          throw refuse(
            newsletterErrorKeys.deleteRefusedByStatus,
            running.map((target) => ({ target, reason: 'sendingPlannedOrActive' })),
          );
        }
        const sent = targets.filter((t) => t.was_sent || wentOutStatuses.includes(t.status));
        if (sent.length > 0) {
          throw refuse(
            newsletterErrorKeys.deleteAlreadySent,
            sent.map((target) => ({ target, reason: 'alreadySent' })),
          );
        }
        await tx.query(
          'delete from whatsapp_newsletters where account_id = $1 and id = any($2::int[])',
          [access.accountId, ids],
        );
        for (const target of targets) {
          await recordNewsletterAction(tx, access, 'newsletterDeleted', 'delete', target);
        }
      });
      return reply.code(204).send();
    },
  );
}
