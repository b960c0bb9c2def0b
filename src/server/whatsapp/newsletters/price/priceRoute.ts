/** `GET /WhatsAppApi/newsletter/GetPriceInformation?newsletterId` (spec section 7). */
import type { FastifyInstance } from 'fastify';
import type { PriceInformation } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { errorSchema } from '../../../suite/subscribers/schemas';
import { findNewsletter } from '../newsletterStore';
import { newsletterRecipientSet } from '../recipients/newsletterRecipientSet';
import { priceInformation } from './priceInformation';

export async function priceRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { newsletterId: number } }>(
    '/WhatsAppApi/newsletter/GetPriceInformation',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Expected price in euros: recipients per country times the rate of the template category; -1 when it cannot be determined',
        querystring: {
          type: 'object',
          properties: { newsletterId: { type: 'integer', minimum: 1 } },
          required: ['newsletterId'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              newsletterId: { type: 'integer' },
              category: { type: 'string' },
              currency: { type: 'string' },
              price: { type: 'number' },
              priceDate: { type: ['string', 'null'] },
              countries: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    country: { type: 'string' },
                    countryPrefix: { type: 'string' },
                    recipients: { type: 'integer' },
                    rate: { type: 'number' },
                    price: { type: 'number' },
                  },
                },
              },
            },
          },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<PriceInformation> => {
      const { accountId } = requireAccess(request);
      const newsletter = await findNewsletter(db, accountId, request.query.newsletterId);
      return priceInformation(db, newsletter, await newsletterRecipientSet(db, newsletter));
    },
  );
}
