/** JSON schemas of the conversation write calls: input bounds and the answers' shapes. */
import { conversationLimits } from '../../../common/conversations';
import { errorSchema } from '../../identity/schemas';
import { person } from './messageSchema';

export const writeErrors = {
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

const maxId = Number.MAX_SAFE_INTEGER;
/** Row ids of users and templates (PostgreSQL integer). */
const maxIntegerId = 2_147_483_647;

export const conversationParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: maxId } },
  required: ['id'],
} as const;

/** Meta allows 1,024 characters in a body; a parameter cannot be longer. */
const maxParameterLength = 1024;
const maxParameters = 100;

export const answerBody = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['text', 'template'] },
    text: { type: 'string', minLength: 1, maxLength: conversationLimits.textLength },
    templateId: { type: 'integer', minimum: 1, maximum: maxIntegerId },
    parameters: {
      type: 'object',
      maxProperties: maxParameters,
      propertyNames: { maxLength: 200 },
      additionalProperties: { type: 'string', maxLength: maxParameterLength },
    },
  },
  required: ['type'],
  allOf: [
    { if: { properties: { type: { const: 'text' } } }, then: { required: ['text'] } },
    { if: { properties: { type: { const: 'template' } } }, then: { required: ['templateId'] } },
  ],
} as const;

export const assignBody = {
  type: 'object',
  properties: { userId: { type: ['integer', 'null'], minimum: 1, maximum: maxIntegerId } },
  required: ['userId'],
} as const;

export const noteBody = {
  type: 'object',
  properties: {
    text: { type: 'string', minLength: 1, maxLength: conversationLimits.noteLength },
  },
  required: ['text'],
} as const;

export const assigneesSchema = { type: 'array', items: person } as const;

export const conversationTemplatesSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      language: { type: 'string' },
      body: { type: 'string' },
      placeholders: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            label: { type: 'string' },
            defaultValue: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
