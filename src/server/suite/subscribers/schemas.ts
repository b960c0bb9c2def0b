/** JSON schemas of the subscriber calls' answers: they validate, serialise and document. */
import { doiStatuses, subscriberListLimits } from '../../../common/subscribers';
import { uuidPattern } from './subscriberData';
import { afterSchema } from '../../http/pageCursor';

export { errorSchema } from '../../identity/schemas';

export const pickSchema = {
  type: 'object',
  properties: {
    uniqueId: { type: 'string' },
    checkValue: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
  required: ['uniqueId', 'checkValue', 'fields'],
} as const;

export const subscriberSchema = {
  type: 'object',
  properties: {
    uniqueId: { type: 'string' },
    firstname: { type: ['string', 'null'] },
    lastname: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    telnr: { type: ['string', 'null'] },
    telnrValid: { type: 'boolean' },
    culture: { type: 'string' },
    doiStatus: { type: 'string', enum: doiStatuses },
    deactivated: { type: 'boolean' },
    customFields: { type: 'object', additionalProperties: { type: 'string' } },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

export const profileSchema = {
  type: 'object',
  properties: {
    uniqueId: { type: 'string' },
    name: { type: 'string' },
    isSystem: { type: 'boolean' },
    subscriberCount: { type: 'integer' },
  },
  required: ['uniqueId', 'name', 'isSystem', 'subscriberCount'],
} as const;

export const uuidString = { type: 'string', pattern: uuidPattern } as const;

export const uniqueIdParams = {
  type: 'object',
  properties: { uniqueId: uuidString },
  required: ['uniqueId'],
} as const;

export const fieldsQuery = { type: 'string', maxLength: 1000 } as const;

export const listQuery = {
  type: 'object',
  properties: {
    skip: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
    take: { type: 'integer', minimum: 1, maximum: subscriberListLimits.take, default: 50 },
    // The previous page's nextAfter: the page after it, read by key (skip then counts from it).
    after: afterSchema,
    search: { type: 'string', maxLength: 200 },
    profileId: uuidString,
  },
} as const;
