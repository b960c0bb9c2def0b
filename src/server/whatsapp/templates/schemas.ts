/** JSON schemas of the template calls (spec sections 3 and 7): they document the answers. */
import { errorSchema } from '../../identity/schemas';

export { errorSchema };

export const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const idsBody = {
  type: 'array',
  items: { type: 'integer', minimum: 1, maximum: 2147483647 },
  minItems: 1,
  maxItems: 1000,
} as const;

const nullableString = { type: ['string', 'null'] } as const;

export const buttonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    text: { type: 'string' },
    value: { type: 'string' },
    buttonType: { type: 'integer' },
    order: { type: 'integer' },
    linkType: { type: 'integer' },
    protocolType: nullableString,
    linkValue: nullableString,
  },
} as const;

export const componentsSchema = {
  type: 'object',
  properties: {
    header: {
      anyOf: [
        {
          type: 'object',
          properties: { headerFormat: { type: 'integer' }, headerValue: { type: 'string' } },
        },
        { type: 'null' },
      ],
    },
    body: {
      type: 'object',
      properties: {
        text: { type: 'string' },
        placeholderDefaultValues: {
          type: 'array',
          items: {
            type: 'object',
            properties: { placeholder: { type: 'string' }, defaultValue: { type: 'string' } },
          },
        },
      },
    },
    footer: { type: 'object', properties: { text: { type: 'string' } } },
    buttons: { type: 'array', items: buttonSchema },
  },
} as const;

export const templateSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    businessAccountId: { type: ['integer', 'null'] },
    language: { type: 'string' },
    status: { type: 'integer' },
    quality: { type: 'integer' },
    rejectionReason: nullableString,
    approvalStartDate: nullableString,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    creator: nullableString,
    modifier: nullableString,
    graphName: nullableString,
    components: componentsSchema,
  },
} as const;

export const editorStateSchema = {
  type: 'object',
  properties: {
    template: templateSchema,
    editable: { type: 'boolean' },
    businessAccounts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          linked: { type: 'boolean' },
        },
      },
    },
    notice: nullableString,
    headerImageName: nullableString,
  },
} as const;

export const listEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    language: { type: 'string' },
    status: { type: 'integer' },
    quality: { type: 'integer' },
    rejectionReason: nullableString,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    creator: nullableString,
    modifier: nullableString,
    warnings: { type: 'array', items: { type: 'string' } },
  },
} as const;

const groupCount = { type: 'integer' } as const;

export const listResultSchema = {
  type: 'object',
  properties: {
    templates: { type: 'array', items: listEntrySchema },
    templatesGroupCount: {
      type: 'object',
      properties: {
        today: groupCount,
        thisWeek: groupCount,
        thisMonth: groupCount,
        older: groupCount,
      },
    },
    totalCount: { type: 'integer' },
  },
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    skip: { type: 'integer', minimum: 0, default: 0 },
    take: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    sort: {
      type: 'string',
      enum: ['name', 'status', 'createdAt', 'updatedAt'],
      default: 'updatedAt',
    },
    descending: { type: 'boolean', default: true },
    filters: {
      type: 'object',
      properties: {
        status: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 5 }, default: [] },
        languages: { type: 'array', items: { type: 'string', maxLength: 10 }, default: [] },
        users: { type: 'array', items: { type: 'integer' }, default: [] },
      },
      default: {},
    },
    utcOffsetMinutes: { type: 'integer', minimum: -840, maximum: 840, default: 0 },
  },
} as const;
