import type { FastifyInstance } from 'fastify';
import type {
  AutoCompleteResult,
  NextSubscriberResult,
  SubscriberPick,
} from '../../../common/subscribers';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { errorSchema, fieldsQuery, pickSchema, uuidString } from './schemas';
import {
  containsPattern,
  findProfile,
  findSubscriber,
  memberCondition,
  resolveFields,
  subscriberColumns,
  toPick,
  type SubscriberRow,
} from './subscriberData';

/** How many subscribers AutoComplete answers; one more is read to tell hasMoreRecords. */
export const autoCompleteLimit = 10;

interface AutoCompleteQuery {
  profileId: string;
  searchText: string;
  fields?: string;
}

interface NextQuery {
  profileId: string;
  currentIndex: number;
  testSubscriberId?: string;
  next: boolean;
  fields?: string;
}

const byName = (a: SubscriberPick, b: SubscriberPick) =>
  `${a.fields.lastname ?? ''} ${a.fields.firstname ?? ''}`.localeCompare(
    `${b.fields.lastname ?? ''} ${b.fields.firstname ?? ''}`,
    'de',
  );

/**
 * Picking a subscriber of a profile (spec section 7): search as one types, one by id, and stepping
 * through a profile's subscribers for previews. Deactivated subscribers are never picked.
 */
export async function autoCompleteRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: AutoCompleteQuery }>(
    '/SubscriberAPI/AutoComplete',
    {
      config: { rights: ['Subscriber.View'] },
      schema: {
        tags: ['Suite'],
        summary: 'Subscribers of a profile whose name, email or number contains the search text',
        querystring: {
          type: 'object',
          properties: {
            profileId: uuidString,
            // Spec section 5: search text needs at least 3 characters.
            searchText: { type: 'string', minLength: 3, maxLength: 200 },
            fields: fieldsQuery,
          },
          required: ['profileId', 'searchText'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              subscribers: { type: 'array', items: pickSchema },
              hasMoreRecords: { type: 'boolean' },
            },
          },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<AutoCompleteResult> => {
      const { accountId } = requireAccess(request);
      const { profileId, searchText, fields } = request.query;
      const wanted = await resolveFields(db, accountId, fields);
      const profile = await findProfile(db, accountId, profileId);
      // No ORDER BY: the trigram index finds the first matches without reading all of them.
      const rows = await db.query<SubscriberRow>(
        `select ${subscriberColumns} from subscribers s
         where s.account_id = $1 and not s.deactivated and s.search_text like $2
           and ${memberCondition(profile, '$3')}
         limit ${autoCompleteLimit + 1}`,
        [accountId, containsPattern(searchText), profile.id],
      );
      return {
        subscribers: rows
          .slice(0, autoCompleteLimit)
          .map((row) => toPick(row, wanted))
          .sort(byName),
        hasMoreRecords: rows.length > autoCompleteLimit,
      };
    },
  );

  app.get<{ Querystring: { id: string; fields?: string } }>(
    '/SubscriberAPI/AutoComplete/GetSubscriber',
    {
      config: { rights: ['Subscriber.View'] },
      schema: {
        tags: ['Suite'],
        summary: 'One subscriber of the account by uniqueId',
        querystring: {
          type: 'object',
          properties: { id: uuidString, fields: fieldsQuery },
          required: ['id'],
        },
        response: { 200: pickSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request): Promise<SubscriberPick> => {
      const { accountId } = requireAccess(request);
      const wanted = await resolveFields(db, accountId, request.query.fields);
      return toPick(await findSubscriber(db, accountId, request.query.id), wanted);
    },
  );

  app.get<{ Querystring: NextQuery }>(
    '/SubscriberAPI/AutoComplete/GetNextSubscriber',
    {
      config: { rights: ['Subscriber.View'] },
      schema: {
        tags: ['Suite'],
        summary:
          'The next (or previous) subscriber of a profile after currentIndex, wrapping around; ' +
          'currentIndex -1 with testSubscriberId starts at the test subscriber',
        querystring: {
          type: 'object',
          properties: {
            profileId: uuidString,
            currentIndex: { type: 'integer', minimum: -1, default: -1 },
            testSubscriberId: uuidString,
            next: { type: 'boolean', default: true },
            fields: fieldsQuery,
          },
          required: ['profileId'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              subscriberData: { anyOf: [pickSchema, { type: 'null' }] },
              index: { type: 'integer' },
            },
          },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<NextSubscriberResult> => {
      const { accountId } = requireAccess(request);
      const { profileId, currentIndex, testSubscriberId, next, fields } = request.query;
      const wanted = await resolveFields(db, accountId, fields);
      const profile = await findProfile(db, accountId, profileId);
      if (currentIndex < 0 && testSubscriberId) {
        const tester = await findSubscriber(db, accountId, testSubscriberId);
        return { subscriberData: toPick(tester, wanted), index: -1 };
      }
      const members = `from subscribers s where s.account_id = $1 and not s.deactivated
        and ${memberCondition(profile, '$2')}`;
      const at = async (index: number) =>
        (
          await db.query<SubscriberRow>(
            `select ${subscriberColumns} ${members} order by s.id offset $3 limit 1`,
            [accountId, profile.id, index],
          )
        )[0];
      let index = next ? currentIndex + 1 : currentIndex - 1;
      let row = index >= 0 ? await at(index) : undefined;
      if (!row) {
        // Past either end: wrap around to the first or the last member.
        if (next) index = 0;
        else {
          const [{ count }] = await db.query<{ count: number }>(
            `select count(*)::int as count ${members}`,
            [accountId, profile.id],
          );
          index = count - 1;
        }
        row = index >= 0 ? await at(index) : undefined;
      }
      return row
        ? { subscriberData: toPick(row, wanted), index }
        : { subscriberData: null, index: -1 };
    },
  );
}
