/**
 * `GET /WhatsAppApi/newsletter/getSendInformation?newsletterId` (right WhatsAppCampaigns.View)
 * and `POST /WhatsAppApi/newsletter/stopSending {newsletterId}` (WhatsAppCampaigns.StopSending):
 * sent messages stay, unsent rows are removed, the status becomes Stopped; refused with 409
 * stopNotPossible once the distribution finished, and for a planned send, which is unscheduled
 * instead (spec sections 4 and 8).
 */
import type { FastifyInstance } from 'fastify';
import { NewsletterStatus, type SendInformation } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { requireAccess } from '../../../plugins/auth';
import { errors } from '../schemas';
import { recordNewsletterAction } from '../guard';
import { findNewsletter } from '../newsletterStore';
import { keepStoppedFigures, stopNewsletter } from './newsletterEnd';
import { sendInformation, sendInformationSchema } from './sendInformation';

/**
 * Messages whose requests were under way when the send stopped end as sent or failed within a
 * second or two; the answer waits for them (at most `maxMs`), so the figures it shows are final.
 * Polling ends with a stop (spec section 4), so a later change would not be seen.
 */
async function settledInFlight(db: Database, id: number, maxMs = 10_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from whatsapp_newsletter_recipients
       where newsletter_id = $1 and state in ('claimed', 'attempting')`,
      [id],
    );
    if (row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function sendRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { newsletterId: number } }>(
    '/WhatsAppApi/newsletter/getSendInformation',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Progress of the send: started, finished, stopped, sent of totalCount',
        querystring: {
          type: 'object',
          properties: { newsletterId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['newsletterId'],
        },
        response: { 200: sendInformationSchema, ...errors },
      },
    },
    async (request): Promise<SendInformation> =>
      sendInformation(db, requireAccess(request).accountId, request.query.newsletterId),
  );

  app.post<{ Body: { newsletterId: number } }>(
    '/WhatsAppApi/newsletter/stopSending',
    {
      config: { rights: ['WhatsAppCampaigns.StopSending'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Stops a running send: unsent recipients are removed',
        body: {
          type: 'object',
          properties: { newsletterId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['newsletterId'],
        },
        response: { 200: sendInformationSchema, ...errors },
      },
    },
    async (request): Promise<SendInformation> => {
      const access = requireAccess(request);
      const { accountId } = access;
      const id = request.body.newsletterId;
      await db.transaction(async (tx) => {
        const newsletter = await findNewsletter(tx, accountId, id);
        if (!(await stopNewsletter(tx, id, null))) {
          throw new HttpError(
            409,
            'stopNotPossible',
            newsletter.status === NewsletterStatus.planned
              ? 'A planned send is taken off the plan (unschedule), not stopped.'
              : 'The send has finished; it cannot be stopped.',
          );
        }
        await recordNewsletterAction(tx, access, 'newsletterStopped', 'stop', newsletter);
      });
      await settledInFlight(db, id);
      await keepStoppedFigures(db, id);
      return sendInformation(db, accountId, id);
    },
  );
}
