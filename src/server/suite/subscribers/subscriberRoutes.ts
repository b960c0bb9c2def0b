import type { FastifyInstance } from 'fastify';
import { recordSubscriberAction } from './subscriberActions';
import {
  subscriberListLimits,
  type Subscriber,
  type SubscriberPage,
} from '../../../common/subscribers';
import type { Database } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../http/pageCursor';
import { requireAccess } from '../../plugins/auth';
import { errorSchema, listQuery, subscriberSchema, uniqueIdParams } from './schemas';
import { subscriberListFilter } from './subscriberListFilter';
import {
  findSubscriber,
  subscriberColumns,
  toSubscriber,
  type SubscriberRow,
} from './subscriberData';
import { recordStatusChangeByUser } from './statusChangeByUser';
import { checkNoDuplicate, checkSubscriber } from './subscriberWrite';

interface ListQuery {
  skip: number;
  take: number;
  after?: string;
  search?: string;
  profileId?: string;
}

const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The subscriber screen's calls (not in spec section 7): a page of the list, searched and limited
 * to a group; one subscriber; create, change, deactivate and activate.
 */
export async function subscriberRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: ListQuery }>(
    '/SubscriberAPI/Subscribers',
    {
      config: { rights: ['Subscriber.View'] },
      schema: {
        tags: ['Suite'],
        summary: 'A page of the subscribers (of a group), searched by name, email or number',
        querystring: listQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              subscribers: { type: 'array', items: subscriberSchema },
              total: { type: 'integer' },
              totalExact: { type: 'boolean' },
              nextAfter: { type: ['string', 'null'] },
            },
          },
          ...errors,
        },
      },
    },
    async (request): Promise<SubscriberPage> => {
      const { accountId } = requireAccess(request);
      const { skip, take, profileId, search: searchText } = request.query;
      const { profile, search, where, params } = await subscriberListFilter(db, accountId, {
        search: searchText,
        profileId,
      });
      // Paging is bound, never written into the SQL text (issue 21). A deep page is a seek by
      // key in id order (issue 24): a group's members from its primary key, the account's
      // subscribers from (account_id, id); skip walks on from there. The key bounds both sides
      // of the group's join, so a merge join in id order starts at the key too.
      const [afterId] = request.query.after ? decodeCursor(request.query.after, ['id']) : [0];
      const page = params.length;
      const rows = await db.query<SubscriberRow>(
        profile.is_system
          ? `select ${subscriberColumns} from subscribers s
             where ${where} and s.id > $${page + 1}
             order by s.id offset $${page + 2} limit $${page + 3}`
          : `select ${subscriberColumns}
             from profile_subscribers ps join subscribers s on s.id = ps.subscriber_id
             where ps.profile_id = $2 and ps.subscriber_id > $${page + 1}
               and s.id > $${page + 1} and s.account_id = $1 ${search ? 'and s.search_text like $3' : ''}
             order by ps.subscriber_id offset $${page + 2} limit $${page + 3}`,
        [...params, afterId, skip, take + 1],
      );
      const last = rows.length > take ? rows[take - 1] : undefined;
      let total = profile.subscriber_count;
      let totalExact = true;
      if (search) {
        // A search's matches are counted up to a cap, never by reading millions of rows.
        const [{ count }] = await db.query<{ count: number }>(
          `select count(*)::int as count from (select 1 from subscribers s where ${where}
           limit ${subscriberListLimits.countCap + 1}) matches`,
          params,
        );
        totalExact = count <= subscriberListLimits.countCap;
        total = Math.min(count, subscriberListLimits.countCap);
      }
      return {
        subscribers: rows.slice(0, take).map(toSubscriber),
        total,
        totalExact,
        nextAfter: last ? encodeCursor([Number(last.id)]) : null,
      };
    },
  );

  app.get<{ Params: { uniqueId: string } }>(
    '/SubscriberAPI/Subscribers/:uniqueId',
    {
      config: { rights: ['Subscriber.View'] },
      schema: {
        tags: ['Suite'],
        summary: 'One subscriber of the account',
        params: uniqueIdParams,
        response: { 200: subscriberSchema, ...errors },
      },
    },
    async (request): Promise<Subscriber> =>
      toSubscriber(
        await findSubscriber(db, requireAccess(request).accountId, request.params.uniqueId),
      ),
  );

  app.post(
    '/SubscriberAPI/Subscribers',
    {
      config: { rights: ['Subscriber.Add'] },
      schema: {
        tags: ['Suite'],
        summary: 'Create a subscriber; a number or email in use answers 409 subscriberDuplicate',
        body: { type: 'object' },
        response: { 201: subscriberSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const created = await db.transaction(async (tx) => {
        const subscriber = await checkSubscriber(tx, accountId, request.body);
        await checkNoDuplicate(tx, accountId, subscriber);
        const [row] = await tx.query<SubscriberRow>(
          `insert into subscribers as s (account_id, firstname, lastname, email, telnr, culture,
             doi_status, custom_fields)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${subscriberColumns}`,
          [
            accountId,
            subscriber.firstname,
            subscriber.lastname,
            subscriber.email,
            subscriber.telnr,
            subscriber.culture,
            subscriber.doiStatus,
            JSON.stringify(subscriber.customFields),
          ],
        );
        if (row.doi_status !== 'unknown') {
          await recordStatusChangeByUser(tx, {
            accountId,
            subscriberId: row.id,
            userId,
            status: row.doi_status,
          });
        }
        await recordSubscriberAction(tx, { accountId, userId }, 'subscriberCreated', 'create', row);
        return row;
      });
      return reply.status(201).send(toSubscriber(created));
    },
  );

  app.put<{ Params: { uniqueId: string } }>(
    '/SubscriberAPI/Subscribers/:uniqueId',
    {
      config: { rights: ['Subscriber.Edit'] },
      schema: {
        tags: ['Suite'],
        summary: 'Change a subscriber',
        params: uniqueIdParams,
        body: { type: 'object' },
        response: { 200: subscriberSchema, ...errors },
      },
    },
    async (request): Promise<Subscriber> => {
      const { accountId, userId } = requireAccess(request);
      const changed = await db.transaction(async (tx) => {
        const existing = await findSubscriber(tx, accountId, request.params.uniqueId);
        const subscriber = await checkSubscriber(tx, accountId, request.body);
        await checkNoDuplicate(tx, accountId, subscriber, existing.id);
        const [row] = await tx.query<SubscriberRow>(
          `update subscribers s set firstname = $2, lastname = $3, email = $4, telnr = $5,
             telnr_valid = true, culture = $6, doi_status = $7, custom_fields = $8,
             updated_at = now()
           where id = $1 returning ${subscriberColumns}`,
          [
            existing.id,
            subscriber.firstname,
            subscriber.lastname,
            subscriber.email,
            subscriber.telnr,
            subscriber.culture,
            subscriber.doiStatus,
            JSON.stringify(subscriber.customFields),
          ],
        );
        if (row.doi_status !== existing.doi_status) {
          await recordStatusChangeByUser(tx, {
            accountId,
            subscriberId: row.id,
            userId,
            status: row.doi_status,
          });
        }
        await recordSubscriberAction(tx, { accountId, userId }, 'subscriberChanged', 'edit', row);
        return row;
      });
      return toSubscriber(changed);
    },
  );

  app.put<{ Params: { uniqueId: string }; Body: { deactivated: boolean } }>(
    '/SubscriberAPI/Subscribers/:uniqueId/deactivated',
    {
      config: { rights: ['Subscriber.Edit'] },
      schema: {
        tags: ['Suite'],
        summary: 'Deactivate (true) or activate (false) a subscriber',
        params: uniqueIdParams,
        body: {
          type: 'object',
          properties: { deactivated: { type: 'boolean' } },
          required: ['deactivated'],
        },
        response: { 200: subscriberSchema, ...errors },
      },
    },
    async (request): Promise<Subscriber> => {
      const { accountId, userId } = requireAccess(request);
      const { deactivated } = request.body;
      const row = await db.transaction(async (tx) => {
        const existing = await findSubscriber(tx, accountId, request.params.uniqueId);
        const [changed] = await tx.query<SubscriberRow>(
          `update subscribers s set deactivated = $2, updated_at = now() where id = $1
           returning ${subscriberColumns}`,
          [existing.id, deactivated],
        );
        await recordSubscriberAction(
          tx,
          { accountId, userId },
          deactivated ? 'subscriberDeactivated' : 'subscriberActivated',
          deactivated ? 'deactivate' : 'activate',
          changed,
        );
        return changed;
      });
      return toSubscriber(row);
    },
  );
}
