/**
 * `POST /SubscriberAPI/WhatsApp/personalizationCoverage {profileId, fields}`: for each field the
 * template's placeholders read, how many members of the group have a value (spec section 5:
 * the pre-send check warns below 100 %, errs above 10 % missing, errs for an empty group).
 */
import type { FastifyInstance } from 'fastify';
import type { PersonalizationCoverage } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { errorSchema, uuidString } from '../../../suite/subscribers/schemas';
import { findProfile, resolveFields } from '../../../suite/subscribers/subscriberData';
import { personalizationCoverage } from './coverage';

export async function coverageRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Body: { profileId: string; fields: string[] } }>(
    '/SubscriberAPI/WhatsApp/personalizationCoverage',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Share of the group with a value per personalisation field, and the worst share',
        body: {
          type: 'object',
          properties: {
            profileId: uuidString,
            fields: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } },
          },
          required: ['profileId', 'fields'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              subscriberCount: { type: 'integer' },
              fields: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    field: { type: 'string' },
                    filled: { type: 'integer' },
                    coverageRate: { type: 'number' },
                  },
                },
              },
              worstCoverageRate: { type: 'number' },
            },
          },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<PersonalizationCoverage> => {
      const { accountId } = requireAccess(request);
      const profile = await findProfile(db, accountId, request.body.profileId);
      const fields =
        request.body.fields.length === 0
          ? []
          : await resolveFields(db, accountId, request.body.fields.join(','));
      return personalizationCoverage(db, accountId, profile, fields);
    },
  );
}
