/**
 * Effective and excluded recipients of a newsletter's group (spec section 7): counts with each
 * exclusion reason, and the detail lists. Right WhatsAppCampaigns.View; the group must belong to
 * the caller's account.
 */
import type { FastifyInstance } from 'fastify';
import {
  exclusionReasons,
  type EffectiveRecipientCount,
  type ExcludedSubscriberCount,
  type RecipientDetailPage,
} from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { errorSchema } from '../../../suite/subscribers/schemas';
import { recipientDetails } from './recipientDetails';
import {
  countQuerystring,
  detailQuerystring,
  recipientSetOf,
  type DetailQuerystring,
  type RecipientQuerystring,
} from './recipientParams';
import { keptRecipientCounts } from './keptRecipientCounts';

const right = 'WhatsAppCampaigns.View' as const;
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const base = '/SubscriberAPI/WhatsApp';

const detailPageSchema = {
  type: 'object',
  properties: {
    subscribers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          uniqueId: { type: 'string' },
          firstname: { type: ['string', 'null'] },
          lastname: { type: ['string', 'null'] },
          email: { type: ['string', 'null'] },
          telnr: { type: ['string', 'null'] },
          culture: { type: 'string' },
          doiStatus: { type: 'string' },
          exclusionReason: { type: ['string', 'null'] },
        },
      },
    },
    totalCount: { type: 'integer' },
    nextAfter: { type: ['string', 'null'] },
  },
} as const;

export async function recipientRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: RecipientQuerystring }>(
    `${base}/effectiveRecipients/count`,
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'How many members of the group receive the newsletter (one per number)',
        querystring: countQuerystring,
        response: {
          200: { type: 'object', properties: { count: { type: 'integer' } } },
          ...errors,
        },
      },
    },
    async (request): Promise<EffectiveRecipientCount> => {
      const { accountId } = requireAccess(request);
      const set = await recipientSetOf(db, accountId, request.query);
      return { count: (await keptRecipientCounts(db, set)).effective };
    },
  );

  app.get<{ Querystring: RecipientQuerystring }>(
    `${base}/excludedSubscribers/count`,
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'How many members of the group are excluded, and for which reason',
        querystring: countQuerystring,
        response: {
          200: {
            type: 'object',
            properties: {
              count: { type: 'integer' },
              exclusionReasons: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    exclusionReason: { type: 'string' },
                    count: { type: 'integer' },
                  },
                },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request): Promise<ExcludedSubscriberCount> => {
      const { accountId } = requireAccess(request);
      const set = await recipientSetOf(db, accountId, request.query);
      const counts = await keptRecipientCounts(db, set);
      return {
        count: counts.excluded,
        exclusionReasons: exclusionReasons.map((exclusionReason) => ({
          exclusionReason,
          count: counts.byReason[exclusionReason],
        })),
      };
    },
  );

  for (const [path, excluded] of [
    ['effectiveRecipients/detail', false],
    ['excludedSubscribers/detail', true],
  ] as const) {
    app.get<{ Querystring: DetailQuerystring }>(
      `${base}/${path}`,
      {
        config: { rights: [right] },
        schema: {
          tags: ['WhatsApp'],
          summary: excluded
            ? 'The excluded members with their reason, sorted (telnr ascending), paged by after (nextAfter) or skip'
            : 'The members who receive the newsletter, sorted (telnr ascending), paged by after (nextAfter) or skip',
          querystring: detailQuerystring,
          response: { 200: detailPageSchema, ...errors },
        },
      },
      async (request): Promise<RecipientDetailPage> => {
        const { accountId } = requireAccess(request);
        const query = request.query;
        const set = await recipientSetOf(db, accountId, query);
        return recipientDetails(db, set, {
          excluded,
          exclusionReason: query.exclusionReason,
          culture: query.culture,
          orderBy: query.orderBy,
          orderDesc: query.orderDesc,
          skip: query.skip,
          take: query.take,
          after: query.after,
        });
      },
    );
  }
}
