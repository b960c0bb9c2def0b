/** The thread message's shape (ConversationMessage), as every conversation call answers it. */
import { conversationMessageKinds, type ConversationMessage } from '../../../common/conversations';

export const person = {
  type: ['object', 'null'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

const nullableString = { type: ['string', 'null'] } as const;

/** A thread message (src/common/conversations.ts ConversationMessage). */
export const conversationMessageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    at: { type: 'string' },
    direction: { type: 'string', enum: ['in', 'out', 'internal'] },
    kind: { type: 'string', enum: conversationMessageKinds },
    text: { type: 'string' },
    media: {
      type: ['object', 'null'],
      properties: {
        url: { type: 'string' },
        mimeType: { type: 'string' },
        fileName: nullableString,
      },
    },
    newsletter: person,
    template: {
      type: ['object', 'null'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        language: { type: 'string' },
      },
    },
    replyTo: nullableString,
    status: {
      type: ['string', 'null'],
      enum: ['queued', 'sent', 'delivered', 'read', 'failed', null],
    },
    errorKey: nullableString,
    errorCode: { type: ['integer', 'null'] },
    author: person,
    event: {
      type: ['object', 'null'],
      properties: {
        type: { type: 'string', enum: ['assigned', 'unassigned', 'closed', 'reopened'] },
        assignee: person,
      },
    },
  },
  required: [
    'id',
    'at',
    'direction',
    'kind',
    'text',
    'media',
    'newsletter',
    'template',
    'replyTo',
    'status',
    'errorKey',
    'errorCode',
    'author',
    'event',
  ] satisfies (keyof ConversationMessage)[],
} as const;
