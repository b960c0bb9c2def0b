import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordGroupAction } from './subscriberActions';
import type { SubscriberGroups, SubscriberProfile } from '../../../common/subscribers';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/httpError';
import { requireAccess } from '../../plugins/auth';
import {
  checkedGroupName,
  checkNameFree,
  groupInUse,
  isUniqueViolation,
  nameDuplicate,
  noRecipientsToAdd,
  systemProfileFixed,
} from './groupRules';
import { errorSchema, profileSchema, uniqueIdParams, uuidString } from './schemas';
import { findProfile, toProfile, type ProfileRow } from './subscriberData';
import { subscriberListFilter, type SubscriberListQuery } from './subscriberListFilter';

/** At most this many subscribers join a group by one "all results of the filter". */
export const byFilterLimit = 100_000;

const byFilterBody = {
  type: 'object',
  properties: {
    // The subscriber list's filter: its search text and the group it shows (none: all).
    search: { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' },
    profileId: uuidString,
  },
  additionalProperties: false,
} as const;

const profileColumns = 'id, unique_id, name, is_system, subscriber_count';

const membersBody = {
  type: 'object',
  properties: { subscriberIds: { type: 'array', maxItems: 10000, items: uuidString } },
  required: ['subscriberIds'],
} as const;

const membersAnswer = {
  type: 'object',
  properties: { changed: { type: 'integer' }, profile: profileSchema },
} as const;

/** The recipient picker of campaigns reads groups too: either right will do. */
function requireGroupReader(request: FastifyRequest) {
  const access = requireAccess(request);
  if (!['Subscriber.View', 'WhatsAppCampaigns.View'].some((r) => access.rights.includes(r))) {
    throw forbidden('Missing right: Subscriber.View');
  }
  return access;
}

/**
 * Recipient groups (static profiles) of the account: the lists of spec section 7, and create,
 * rename, add and remove members (right "Subscriber group: Edit").
 */
export async function groupRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const listProfiles = async (accountId: number, withSystem: boolean) =>
    (
      await db.query<ProfileRow>(
        `select ${profileColumns} from profiles where account_id = $1 ${withSystem ? '' : 'and not is_system'}
         order by is_system desc, lower(name)`,
        [accountId],
      )
    ).map(toProfile);

  app.get(
    '/SubscriberGroupsApi/SubscriberGroupsApi/Get',
    {
      schema: {
        tags: ['Suite'],
        summary: 'The groups of the account, the all-subscribers profile first',
        response: {
          200: {
            type: 'object',
            properties: {
              profiles: { type: 'array', items: profileSchema },
              allSubscribersProfileId: { type: 'string' },
            },
          },
          403: errorSchema,
        },
      },
    },
    async (request): Promise<SubscriberGroups> => {
      const { accountId } = requireGroupReader(request);
      const profiles = await listProfiles(accountId, true);
      return {
        profiles,
        allSubscribersProfileId: profiles.find((profile) => profile.isSystem)!.uniqueId,
      };
    },
  );

  app.get<{ Querystring: { profileType: 'static' } }>(
    '/SubscriberAPI/WhatsApp/getProfiles',
    {
      schema: {
        tags: ['Suite'],
        summary:
          'The static groups of the account for WhatsApp campaigns (system profiles excluded)',
        querystring: {
          type: 'object',
          properties: { profileType: { type: 'string', enum: ['static'], default: 'static' } },
        },
        response: { 200: { type: 'array', items: profileSchema }, 403: errorSchema },
      },
    },
    async (request): Promise<SubscriberProfile[]> =>
      listProfiles(requireGroupReader(request).accountId, false),
  );

  app.post(
    '/SubscriberGroupsApi/Groups',
    {
      config: { rights: ['SubscriberGroup.Edit'] },
      schema: {
        tags: ['Suite'],
        summary: 'Create a group; a name in use answers 409 nameDuplicate',
        body: { type: 'object' },
        response: { 201: profileSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const name = checkedGroupName(request.body);
      try {
        const created = await db.transaction(async (tx) => {
          await checkNameFree(tx, accountId, name);
          const [row] = await tx.query<ProfileRow>(
            `insert into profiles (account_id, name) values ($1, $2) returning ${profileColumns}`,
            [accountId, name],
          );
          await recordGroupAction(tx, { accountId, userId }, 'groupCreated', 'create', row);
          return row;
        });
        return reply.status(201).send(toProfile(created));
      } catch (error) {
        // Two creations of one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw nameDuplicate(name);
        throw error;
      }
    },
  );

  app.put<{ Params: { uniqueId: string } }>(
    '/SubscriberGroupsApi/Groups/:uniqueId',
    {
      config: { rights: ['SubscriberGroup.Edit'] },
      schema: {
        tags: ['Suite'],
        summary: 'Rename a group',
        params: uniqueIdParams,
        body: { type: 'object' },
        response: {
          200: profileSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const name = checkedGroupName(request.body);
      try {
        const renamed = await db.transaction(async (tx) => {
          const profile = await findProfile(tx, accountId, request.params.uniqueId);
          if (profile.is_system) throw systemProfileFixed();
          await checkNameFree(tx, accountId, name, profile.id);
          const [row] = await tx.query<ProfileRow>(
            `update profiles set name = $2, updated_at = now() where id = $1
             returning ${profileColumns}`,
            [profile.id, name],
          );
          await recordGroupAction(tx, { accountId, userId }, 'groupRenamed', 'edit', row, {
            before: profile.name,
          });
          return row;
        });
        return toProfile(renamed);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameDuplicate(name);
        throw error;
      }
    },
  );

  const changeMembers = (mode: 'add' | 'remove') =>
    async function handler(
      request: FastifyRequest<{ Params: { uniqueId: string }; Body: { subscriberIds: string[] } }>,
    ) {
      const { accountId, userId } = requireAccess(request);
      const ids = [...new Set(request.body.subscriberIds.map((id) => id.toLowerCase()))];
      if (ids.length === 0 && mode === 'add') throw noRecipientsToAdd();
      return db.transaction(async (tx) => {
        const profile = await findProfile(tx, accountId, request.params.uniqueId);
        if (profile.is_system) throw systemProfileFixed();
        const found = await tx.query<{ id: number }>(
          'select id from subscribers where account_id = $1 and unique_id = any($2::uuid[])',
          [accountId, ids],
        );
        // All or nothing: an id of another account (or none) changes nothing.
        if (found.length !== ids.length) throw notFound('A subscriber is unknown.');
        const subscriberIds = found.map((row) => row.id);
        const changed =
          mode === 'add'
            ? await tx.query(
                `insert into profile_subscribers (profile_id, subscriber_id)
                 select $1, unnest($2::bigint[]) on conflict do nothing returning subscriber_id`,
                [profile.id, subscriberIds],
              )
            : await tx.query(
                `delete from profile_subscribers where profile_id = $1
                 and subscriber_id = any($2::bigint[]) returning subscriber_id`,
                [profile.id, subscriberIds],
              );
        const after = await findProfile(tx, accountId, profile.unique_id);
        if (changed.length > 0) {
          const event = mode === 'add' ? 'groupMembersAdded' : 'groupMembersRemoved';
          await recordGroupAction(tx, { accountId, userId }, event, 'edit', profile, {
            subscribers: changed.length,
          });
        }
        return { changed: changed.length, profile: toProfile(after) };
      });
    };

  const membersRoute = {
    config: { rights: ['SubscriberGroup.Edit' as const] },
    schema: {
      tags: ['Suite'],
      params: uniqueIdParams,
      body: membersBody,
      response: { 200: membersAnswer, 400: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  };

  app.post<{ Params: { uniqueId: string }; Body: { subscriberIds: string[] } }>(
    '/SubscriberGroupsApi/Groups/:uniqueId/members',
    {
      ...membersRoute,
      schema: {
        ...membersRoute.schema,
        summary: 'Add subscribers to a group; none to add answers 400 noRecipientsToAdd',
      },
    },
    changeMembers('add'),
  );

  app.delete<{ Params: { uniqueId: string }; Body: { subscriberIds: string[] } }>(
    '/SubscriberGroupsApi/Groups/:uniqueId/members',
    {
      ...membersRoute,
      schema: { ...membersRoute.schema, summary: 'Remove subscribers from a group' },
    },
    changeMembers('remove'),
  );

  app.post<{ Params: { uniqueId: string }; Body: SubscriberListQuery }>(
    '/SubscriberGroupsApi/Groups/:uniqueId/members/byFilter',
    {
      config: { rights: ['SubscriberGroup.Edit'] },
      schema: {
        tags: ['Suite'],
        summary: `Add every subscriber matching the list's filter (at most ${byFilterLimit}) in one statement`,
        params: uniqueIdParams,
        body: byFilterBody,
        response: { 200: membersAnswer, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      return db.transaction(async (tx) => {
        const target = await findProfile(tx, accountId, request.params.uniqueId);
        if (target.is_system) throw systemProfileFixed();
        const { where, params } = await subscriberListFilter(tx, accountId, request.body);
        const next = params.length;
        const changed = await tx.query(
          `insert into profile_subscribers (profile_id, subscriber_id)
           select $${next + 1}, s.id from subscribers s where ${where}
           order by s.id limit $${next + 2}
           on conflict do nothing returning subscriber_id`,
          [...params, target.id, byFilterLimit],
        );
        if (changed.length === 0) throw noRecipientsToAdd();
        await recordGroupAction(tx, { accountId, userId }, 'groupMembersAdded', 'edit', target, {
          subscribers: changed.length,
        });
        const after = await findProfile(tx, accountId, target.unique_id);
        return { changed: changed.length, profile: toProfile(after) };
      });
    },
  );

  app.delete<{ Params: { uniqueId: string } }>(
    '/SubscriberGroupsApi/Groups/:uniqueId',
    {
      config: { rights: ['SubscriberGroup.Edit'] },
      schema: {
        tags: ['Suite'],
        summary: 'Delete a group; one that a newsletter uses answers 409 groupInUse',
        params: uniqueIdParams,
        response: {
          204: { type: 'null' },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      await db.transaction(async (tx) => {
        // Locked, so no newsletter picks the group between the check and the delete.
        const profile = await findProfile(tx, accountId, request.params.uniqueId);
        if (profile.is_system) throw systemProfileFixed();
        await tx.query('select 1 from profiles where id = $1 for update', [profile.id]);
        const users = await tx.query<{ name: string }>(
          `select name from whatsapp_newsletters where profile_id = $1 order by lower(name) limit 20`,
          [profile.id],
        );
        if (users.length > 0) throw groupInUse(users.map((row) => row.name));
        await tx.query('delete from profiles where id = $1', [profile.id]);
        await recordGroupAction(tx, { accountId, userId }, 'groupDeleted', 'delete', profile);
      });
      return reply.status(204).send();
    },
  );
}
