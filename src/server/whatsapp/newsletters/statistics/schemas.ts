/** JSON schemas of the statistics calls: request checks, answers, and the OpenAPI document. */
import {
  deliveryFilters,
  detailFilterFields,
  detailListLimits,
  detailSorts,
  reactionFilters,
  reactionTypes,
  recipientFilters,
} from '../../../../common/statistics';
import { exclusionReasons } from '../../../../common/newsletters';
import { afterSchema } from '../../../http/pageCursor';
import { uuidString } from '../../../suite/subscribers/schemas';
import { nullableInteger, nullableString } from '../schemas';

const count = { type: 'integer' } as const;

export const periodSchema = {
  type: 'object',
  properties: {
    from: { type: ['string', 'null'], format: 'date-time' },
    to: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const entryProperties = {
  id: count,
  name: { type: 'string' },
  status: count,
  sendDate: nullableString,
  sentMessages: count,
} as const;

export const entrySchema = { type: 'object', properties: entryProperties } as const;

export const newsletterSchema = {
  type: 'object',
  properties: {
    ...entryProperties,
    description: { type: 'string' },
    templateName: nullableString,
    profileName: nullableString,
    phoneNumber: nullableString,
    senderName: nullableString,
    distributionFinished: nullableString,
    stopped: { type: 'boolean' },
    effectiveRecipients: count,
    excludedRecipients: count,
    expectedPrice: { type: ['number', 'null'] },
  },
} as const;

const countsOf = (keys: readonly string[]) => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [key, count])),
});

export const statisticsSchema = {
  type: 'object',
  properties: {
    newsletterStatistic: {
      type: 'object',
      properties: {
        ...countsOf([
          'sentMessages',
          'totalCount',
          'pending',
          'inProgress',
          'delivered',
          'read',
          'failed',
          'removed',
        ]).properties,
        failedByReason: {
          type: 'array',
          items: {
            type: 'object',
            properties: { errorCode: nullableInteger, errorTitle: nullableString, count },
          },
        },
      },
    },
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        properties: { at: { type: 'string' }, delivered: count, read: count },
      },
    },
    reactions: {
      type: 'object',
      properties: {
        counts: countsOf(reactionTypes),
        recipientsReacting: count,
        emojis: {
          type: 'array',
          items: { type: 'object', properties: { emoji: { type: 'string' }, count } },
        },
        buttons: {
          type: 'array',
          items: { type: 'object', properties: { title: { type: 'string' }, count } },
        },
      },
    },
    linkStatistics: {
      type: 'array',
      items: {
        type: 'object',
        properties: { url: { type: 'string' }, clicks: count, uniqueClicks: count },
      },
    },
  },
} as const;

export const excludedSchema = {
  type: 'object',
  properties: {
    count,
    exclusionReasons: {
      type: 'array',
      items: {
        type: 'object',
        properties: { exclusionReason: { type: 'string', enum: exclusionReasons }, count },
      },
    },
  },
} as const;

const person = {
  uniqueId: { type: ['string', 'null'] },
  firstname: nullableString,
  lastname: nullableString,
  telnr: nullableString,
} as const;

const pageOf = (properties: object) => ({
  type: 'object',
  properties: {
    items: { type: 'array', items: { type: 'object', properties: { ...person, ...properties } } },
    totalCount: count,
    nextAfter: nullableString,
  },
});

export const detailKinds = {
  delivery: {
    filterName: detailFilterFields.delivery,
    filterValues: deliveryFilters,
    page: pageOf({
      status: { type: 'string' },
      errorCode: nullableInteger,
      errorTitle: nullableString,
      sentAt: nullableString,
      deliveredAt: nullableString,
      readAt: nullableString,
    }),
  },
  reaction: {
    filterName: detailFilterFields.reaction,
    filterValues: reactionFilters,
    page: pageOf({
      type: { type: 'string' },
      content: nullableString,
      reactedAt: { type: 'string' },
    }),
  },
  recipients: {
    filterName: detailFilterFields.recipients,
    filterValues: recipientFilters,
    page: pageOf({ exclusionReason: nullableString }),
  },
} as const;

/** The body of a detail list, or of its "add to group" (with the target). */
export function detailBody(kind: keyof typeof detailKinds, withTarget: boolean) {
  const { filterName, filterValues } = detailKinds[kind];
  return {
    type: 'object',
    properties: {
      searchTerm: { type: 'string', maxLength: 200 },
      [filterName]: { type: 'string', enum: filterValues },
      sort: { type: 'string', enum: detailSorts },
      orderDescending: { type: 'boolean' },
      // A page is bounded (issue 24): the spec's take -1 (all) is a 400 here. "Add to group"
      // takes every row the list shows, whatever page: its skip and take are read and ignored.
      ...(withTarget
        ? { skip: { type: 'integer', minimum: 0 }, take: { type: 'integer', minimum: -1 } }
        : {
            skip: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
            take: {
              type: 'integer',
              minimum: 1,
              maximum: detailListLimits.take,
              default: detailListLimits.defaultTake,
            },
            after: afterSchema,
          }),
      ...(withTarget && {
        targetProfileName: { type: 'string' },
        targetProfileId: uuidString,
        // Only the ticked rows' people (issue 23); without it, everyone the list shows.
        subscriberIds: {
          type: 'array',
          minItems: 1,
          maxItems: detailListLimits.chosen,
          items: uuidString,
        },
      }),
    },
  };
}
