/**
 * Effective or excluded recipients into a new group (targetProfileName) or an existing one
 * (targetProfileId), spec section 7. Rights WhatsAppCampaigns.View and SubscriberGroup.Edit.
 * Members already in the target stay once; no one to add answers 400 noRecipientsToAdd.
 * `subscriberIds` (optional, issue 23): only the rows ticked in the list; an id that is not in
 * the list (another group, another account) adds no one.
 */
import type { FastifyInstance } from 'fastify';
import {
  exclusionReasons,
  recipientListLimits,
  type AddedToProfile,
  type ExclusionReason,
} from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { errorSchema, profileSchema, uuidString } from '../../../suite/subscribers/schemas';
import { detailFilter } from './recipientDetails';
import {
  recipientQueryProperties,
  recipientSetOf,
  type RecipientQuerystring,
} from './recipientParams';
import { classifiedSql, membersSql, setParams } from './recipientSet';
import { addToTargetProfile } from './targetProfile';

interface AddBody extends RecipientQuerystring {
  exclusionReason?: ExclusionReason;
  targetProfileName?: string;
  targetProfileId?: string;
  subscriberIds?: string[];
}

const body = {
  type: 'object',
  properties: {
    ...recipientQueryProperties,
    exclusionReason: { type: 'string', enum: exclusionReasons },
    targetProfileName: { type: 'string' },
    targetProfileId: uuidString,
    subscriberIds: {
      type: 'array',
      minItems: 1,
      maxItems: recipientListLimits.chosen,
      items: uuidString,
    },
  },
  required: ['profileId'],
} as const;

export async function addToProfileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  for (const [path, excluded] of [
    ['effectiveRecipients/addToProfile', false],
    ['excludedsubscribers/addToProfile', true],
  ] as const) {
    app.post<{ Body: AddBody }>(
      `/SubscriberAPI/WhatsApp/${path}`,
      {
        config: { rights: ['WhatsAppCampaigns.View', 'SubscriberGroup.Edit'] },
        schema: {
          tags: ['WhatsApp'],
          summary: excluded
            ? 'Adds the excluded members (of one reason, if given) to a new or existing group'
            : 'Adds the members who receive the newsletter to a new or existing group',
          body,
          response: {
            200: {
              type: 'object',
              properties: { added: { type: 'integer' }, profile: profileSchema },
            },
            400: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request): Promise<AddedToProfile> => {
        const { accountId, userId } = requireAccess(request);
        return addToTargetProfile(
          db,
          { accountId, userId },
          request.body,
          async (tx, profileId) => {
            const set = await recipientSetOf(tx, accountId, request.body);
            const filter = detailFilter({
              excluded,
              exclusionReason: request.body.exclusionReason,
            });
            const params = [...setParams(set), ...filter.params, profileId];
            const ids = request.body.subscriberIds;
            // The ticked rows, looked up in the caller's account ($1) like the group itself.
            const chosenIds = ids
              ? ` and id in (select id from subscribers
                  where account_id = $1 and unique_id = any($${params.push(ids)}::uuid[]))`
              : '';
            const [{ matched }] = await tx.query<{ matched: number }>(
              `with members as (${membersSql(set)}), classified as (${classifiedSql}),
               chosen as (select id from classified where ${filter.where}${chosenIds}),
               inserted as (
                 insert into profile_subscribers (profile_id, subscriber_id)
                 select $${6 + filter.params.length}, id from chosen on conflict do nothing)
             select count(*)::int as matched from chosen`,
              params,
            );
            return matched;
          },
        );
      },
    );
  }
}
