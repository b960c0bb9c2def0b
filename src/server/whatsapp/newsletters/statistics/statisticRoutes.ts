/**
 * The statistics calls of spec section 7 (right WhatsAppStatistic.View; "add to group" also
 * SubscriberGroup.Edit): the sent newsletters of a period, the last sent, one newsletter, its
 * overview, its exclusions, and the delivery, reaction and recipient detail lists with their
 * "add to group". Every newsletter is looked up in the caller's account: another's is 404.
 */
import type { FastifyInstance } from 'fastify';
import type {
  NewsletterStatistics,
  StatisticAddToProfile,
  StatisticPeriod,
} from '../../../../common/statistics';
import type { AddedToProfile } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { profileSchema } from '../../../suite/subscribers/schemas';
import { errors, idParams } from '../schemas';
import { findNewsletter } from '../newsletterStore';
import { addShownToProfile } from './addShownToProfile';
import { detailPage, type DetailRequest } from './detailPages';
import type { DetailKind } from './detailSources';
import { newsletterStatistics } from './overview';
import {
  detailBody,
  detailKinds,
  entrySchema,
  excludedSchema,
  newsletterSchema,
  periodSchema,
  statisticsSchema,
} from './schemas';
import {
  excludedSubscribers,
  lastSentNewsletter,
  statisticNewsletter,
  statisticNewsletters,
} from './statisticNewsletters';

const view = { rights: ['WhatsAppStatistic.View' as const] };
const base = '/WhatsAppApi/statistic';

type IdRequest = { Params: { id: number } };

export async function statisticRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Body: StatisticPeriod }>(
    `${base}/newsletter`,
    {
      config: view,
      schema: {
        tags: ['WhatsApp'],
        summary: 'Newsletters sent in the period (by send date), newest first',
        body: periodSchema,
        response: {
          200: {
            type: 'object',
            properties: { newsletters: { type: 'array', items: entrySchema } },
          },
          ...errors,
        },
      },
    },
    async (request) => ({
      newsletters: await statisticNewsletters(db, requireAccess(request).accountId, {
        from: request.body?.from ?? null,
        to: request.body?.to ?? null,
      }),
    }),
  );

  app.get(
    `${base}/lastSent`,
    {
      config: view,
      schema: {
        tags: ['WhatsApp'],
        summary: 'The newsletter sent last, or null: the statistics open on it',
        response: {
          200: {
            type: 'object',
            properties: { newsletter: { ...entrySchema, nullable: true } },
          },
          ...errors,
        },
      },
    },
    async (request) => ({
      newsletter: await lastSentNewsletter(db, requireAccess(request).accountId),
    }),
  );

  app.get<IdRequest>(
    `${base}/newsletter/:id`,
    {
      config: view,
      schema: {
        tags: ['WhatsApp'],
        summary: 'What was sent, when, by whom, to how many, at what expected price',
        params: idParams,
        response: { 200: newsletterSchema, ...errors },
      },
    },
    async (request) => statisticNewsletter(db, requireAccess(request).accountId, request.params.id),
  );

  app.get<IdRequest>(
    `${base}/:id/statistics`,
    {
      config: view,
      schema: {
        tags: ['WhatsApp'],
        summary: 'Delivery counts, failure reasons, time course, reactions and link clicks',
        params: idParams,
        response: { 200: statisticsSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterStatistics> => {
      await findNewsletter(db, requireAccess(request).accountId, request.params.id);
      return newsletterStatistics(db, request.params.id);
    },
  );

  app.get<IdRequest>(
    `${base}/:id/excludedSubscribers`,
    {
      config: view,
      schema: {
        tags: ['WhatsApp'],
        summary: 'Members of the group left out at send start, by reason',
        params: idParams,
        response: { 200: excludedSchema, ...errors },
      },
    },
    async (request) => {
      await findNewsletter(db, requireAccess(request).accountId, request.params.id);
      return excludedSubscribers(db, request.params.id);
    },
  );

  for (const kind of Object.keys(detailKinds) as DetailKind[]) {
    const { filterName, page } = detailKinds[kind];
    const detailRequest = (body: Record<string, unknown>): DetailRequest => ({
      ...body,
      filter: body[filterName] as string | undefined,
    });

    app.post<IdRequest & { Body: Record<string, unknown> }>(
      `${base}/:id/${kind}/details`,
      {
        config: view,
        schema: {
          tags: ['WhatsApp'],
          summary: `One page of the ${kind} details: filtered by ${filterName}, searched, sorted`,
          params: idParams,
          body: detailBody(kind, false),
          response: { 200: page, ...errors },
        },
      },
      async (request) => {
        await findNewsletter(db, requireAccess(request).accountId, request.params.id);
        return detailPage(db, kind, request.params.id, detailRequest(request.body ?? {}));
      },
    );

    app.post<IdRequest & { Body: Record<string, unknown> & StatisticAddToProfile }>(
      `${base}/:id/${kind}/addToProfile`,
      {
        config: { rights: ['WhatsAppStatistic.View', 'SubscriberGroup.Edit'] },
        schema: {
          tags: ['WhatsApp'],
          summary: `Puts the people the ${kind} details show into a new or existing group`,
          params: idParams,
          body: detailBody(kind, true),
          response: {
            200: {
              type: 'object',
              properties: { added: { type: 'integer' }, profile: profileSchema },
            },
            ...errors,
          },
        },
      },
      async (request): Promise<AddedToProfile> => {
        const { accountId, userId } = requireAccess(request);
        await findNewsletter(db, accountId, request.params.id);
        return addShownToProfile(db, { accountId, userId }, kind, request.params.id, {
          ...detailRequest(request.body),
          targetProfileName: request.body.targetProfileName,
          targetProfileId: request.body.targetProfileId,
          subscriberIds: request.body.subscriberIds,
        });
      },
    );
  }
}
