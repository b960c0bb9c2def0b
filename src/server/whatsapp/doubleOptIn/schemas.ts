/** JSON schemas of the double opt-in calls (spec sections 3 and 7): they document the answers. */
export { errorSchema } from '../../identity/schemas';

const settingsProperties = {
  phoneNumberId: { type: ['integer', 'null'] },
  doiKeyword: { type: 'string' },
  optOutKeyword: { type: 'string' },
  clickToChatMessage: { type: 'string' },
  doiMessageBody: { type: 'string' },
  daysToWait: { type: 'integer' },
  doiMethod: { type: 'integer', enum: [0, 1] },
  confirmationMessage: { type: 'string' },
  optOutMessage: { type: 'string' },
  replyMessage: { type: 'string' },
} as const;

export const processSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ...settingsProperties,
    modifiedOn: { type: ['string', 'null'] },
    lastActivatedOn: { type: ['string', 'null'] },
    clickToChatNumber: { type: ['string', 'null'] },
  },
} as const;

export const processStateSchema = {
  type: 'object',
  properties: {
    workVersion: processSchema,
    activeVersion: {
      anyOf: [
        {
          type: 'object',
          properties: { ...processSchema.properties, version: { type: 'integer' } },
        },
        { type: 'null' },
      ],
    },
    hasChanges: { type: 'boolean' },
    earlierKeywords: {
      type: 'object',
      properties: {
        doiKeywords: { type: 'array', items: { type: 'string' } },
        optOutKeywords: { type: 'array', items: { type: 'string' } },
      },
    },
    chatLink: { type: ['string', 'null'] },
    phoneNumbers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          phoneNumber: { type: 'string' },
          displayName: { type: 'string' },
        },
      },
    },
  },
  required: [
    'workVersion',
    'activeVersion',
    'hasChanges',
    'earlierKeywords',
    'chatLink',
    'phoneNumbers',
  ],
} as const;

const issueSchema = {
  type: 'object',
  properties: {
    field: { type: 'string' },
    reason: { type: 'string' },
    errorKey: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
  },
} as const;

export const validationSchema = {
  type: 'object',
  properties: {
    valid: { type: 'boolean' },
    errors: { type: 'array', items: issueSchema },
    warnings: { type: 'array', items: issueSchema },
  },
  required: ['valid', 'errors', 'warnings'],
} as const;

/** `{id}` of the process; 0 names the one not stored yet. */
export const processIdParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
  required: ['id'],
} as const;

/** Activate and reset may name the process (`{id}`); the account has one at most. */
export const processActionBody = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
} as const;
