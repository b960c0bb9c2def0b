/**
 * `POST /WhatsAppApi/newsletter/unschedule {newsletterId}` (ours, right WhatsAppCampaigns.Edit):
 * a Planned newsletter becomes a Draft again, to be edited and checked anew. Its recipient rows,
 * the kept exclusions and the frozen figures go, since the group and template may change before
 * the next send. Stop stays for running sends (spec section 4).
 */
import type { FastifyInstance } from 'fastify';
import {
  NewsletterStatus,
  newsletterErrorKeys,
  type SendInformation,
} from '../../../../common/newsletters';
import { nextStatus } from '../../../../common/newsletterTransitions';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { requireAccess } from '../../../plugins/auth';
import { recordNewsletterAction } from '../guard';
import { findNewsletter } from '../newsletterStore';
import { errors } from '../schemas';
import { sendInformation, sendInformationSchema } from './sendInformation';

export async function unscheduleRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Body: { newsletterId: number } }>(
    '/WhatsAppApi/newsletter/unschedule',
    {
      config: { rights: ['WhatsAppCampaigns.Edit'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Takes a planned newsletter off the plan: it becomes an editable draft',
        body: {
          type: 'object',
          properties: { newsletterId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['newsletterId'],
          additionalProperties: false,
        },
        response: { 200: sendInformationSchema, ...errors },
      },
    },
    async (request): Promise<SendInformation> => {
      const access = requireAccess(request);
      const id = request.body.newsletterId;
      await db.transaction(async (tx) => {
        // The lock keeps the engine from making it Active meanwhile (planned.ts updates it).
        const newsletter = await findNewsletter(tx, access.accountId, id, true);
        const to = nextStatus(newsletter.status, 'unschedule');
        if (to === null || newsletter.sending_started_at !== null) {
          throw new HttpError(
            409,
            newsletterErrorKeys.unscheduleNotPossible,
            newsletter.status === NewsletterStatus.active
              ? 'The send has begun; stop it instead.'
              : 'Only a planned newsletter can be taken off the plan.',
          );
        }
        await tx.query('delete from whatsapp_newsletter_recipients where newsletter_id = $1', [id]);
        await tx.query('delete from whatsapp_newsletter_exclusions where newsletter_id = $1', [id]);
        // Its counts go too (the deletion above added its own negative row).
        await tx.query('delete from whatsapp_newsletter_delivery_counts where newsletter_id = $1', [
          id,
        ]);
        await tx.query(
          `update whatsapp_newsletters set status = $2, send_date = null, sender_user_id = null,
             sender_name = null, total_count = 0, effective_recipients = null,
             excluded_recipients = null, expected_price = null, send_action_id = null,
             modified_by = $3, modified_at = now()
           where id = $1`,
          [id, to, access.userId],
        );
        await recordNewsletterAction(tx, access, 'newsletterUnscheduled', 'unschedule', newsletter);
      });
      return sendInformation(db, access.accountId, id);
    },
  );
}
