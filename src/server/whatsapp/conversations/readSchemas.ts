/** JSON schemas of the conversation read calls: request bounds and the answers' shapes. */
import {
  conversationFilters,
  conversationLimits,
  conversationMessageKinds,
} from '../../../common/conversations';
import { afterSchema } from '../../http/pageCursor';
import { conversationMessageSchema } from './messageSchema';

/** A row id as the path and the paging keys carry it: a positive bigint in decimal. */
const rowId = { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const idName = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;
const nullableIdName = { ...idName, type: ['object', 'null'] } as const;
const take = { type: 'integer', minimum: 1, maximum: conversationLimits.maxTake } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: rowId },
} as const;

export const listQuerySchema = {
  type: 'object',
  required: ['filter', 'take'],
  additionalProperties: false,
  properties: {
    filter: { type: 'string', enum: conversationFilters },
    searchTerm: { type: 'string', maxLength: conversationLimits.searchTermLength, default: '' },
    after: { anyOf: [afterSchema, { type: 'null' }] },
    take,
  },
} as const;

export const messagesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { before: rowId, after: rowId, take: { ...take, default: 50 } },
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  phoneNumber: {
    type: 'object',
    properties: { id: { type: 'integer' }, display: { type: 'string' } },
  },
  waId: { type: 'string' },
  subscriberId: { type: ['integer', 'null'] },
  name: { type: 'string' },
  state: { type: 'string', enum: ['open', 'closed'] },
  assignee: nullableIdName,
  unreadCount: { type: 'integer' },
  lastMessageAt: { type: 'string' },
  lastMessagePreview: { type: 'string' },
  lastMessageKind: { type: 'string', enum: conversationMessageKinds },
  lastMessageDirection: { type: 'string' },
  windowClosesAt: nullableString,
  newsletter: nullableIdName,
  optedOut: { type: 'boolean' },
} as const;

export const summarySchema = { type: 'object', properties: summaryProperties } as const;

export const listPageSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: summarySchema },
    total: { type: 'integer' },
    totalExact: { type: 'boolean' },
    nextAfter: nullableString,
  },
} as const;

export const detailSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    canReply: { type: 'boolean' },
    canSendText: { type: 'boolean' },
  },
} as const;

export const messagePageSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: conversationMessageSchema },
    nextBefore: nullableString,
  },
} as const;
