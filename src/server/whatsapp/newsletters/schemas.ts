/** JSON schemas of the newsletter list and editor calls (spec sections 3 and 7). */
import { NewsletterStatus } from '../../../common/newsletters';
import { listQuerySchema as templateListQuery } from '../templates/schemas';
import { sendInformationSchema } from './sending/sendInformation';

// The shapes every WhatsApp list and editor call shares are the templates' ones.
export { errors, idParams, idsBody } from '../templates/schemas';

/** The templates' list query, with the newsletters' statuses (Stopped is one of ours). */
export const listQuerySchema = {
  ...templateListQuery,
  properties: {
    ...templateListQuery.properties,
    filters: {
      ...templateListQuery.properties.filters,
      properties: {
        ...templateListQuery.properties.filters.properties,
        status: {
          type: 'array',
          items: {
            type: 'integer',
            minimum: 0,
            maximum: Math.max(...Object.values(NewsletterStatus)),
          },
          default: [],
        },
      },
    },
  },
} as const;

export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const placeholderValues = {
  type: 'array',
  items: {
    type: 'object',
    properties: { placeholder: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

export const listResultSchema = {
  type: 'object',
  properties: {
    newsletters: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          description: { type: 'string' },
          status: { type: 'integer' },
          culture: { type: 'string' },
          templateName: nullableString,
          profileName: nullableString,
          sendDate: nullableString,
          createdAt: { type: 'string' },
          updatedAt: { type: 'string' },
          creator: nullableString,
          modifier: nullableString,
          progress: {
            anyOf: [
              {
                type: 'object',
                properties: { sent: { type: 'integer' }, totalCount: { type: 'integer' } },
              },
              { type: 'null' },
            ],
          },
        },
      },
    },
    newslettersGroupCount: {
      type: 'object',
      properties: {
        today: { type: 'integer' },
        thisWeek: { type: 'integer' },
        thisMonth: { type: 'integer' },
        older: { type: 'integer' },
      },
    },
    totalCount: { type: 'integer' },
  },
} as const;

export const contentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', maxLength: 1000 },
    description: { type: 'string', maxLength: 5000, default: '' },
    templateId: { ...nullableInteger, default: null },
    businessAccountId: { ...nullableInteger, default: null },
    phoneNumberId: { ...nullableInteger, default: null },
    profileId: { type: ['string', 'null'], maxLength: 100, default: null },
    sendToSubscribersWithUnknownDOI: { type: 'boolean', default: false },
    sendToSubscribersWithDifferentLanguage: { type: 'boolean', default: false },
    placeholderValues: { ...placeholderValues, maxItems: 50, default: [] },
  },
  required: ['id', 'name'],
} as const;

export const editorStateSchema = {
  type: 'object',
  properties: {
    newsletter: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        description: { type: 'string' },
        templateId: nullableInteger,
        businessAccountId: nullableInteger,
        phoneNumberId: nullableInteger,
        profileId: nullableString,
        sendToSubscribersWithUnknownDOI: { type: 'boolean' },
        sendToSubscribersWithDifferentLanguage: { type: 'boolean' },
        placeholderValues,
        status: { type: 'integer' },
        culture: { type: 'string' },
        sendDate: nullableString,
        senderName: nullableString,
        effectiveRecipients: nullableInteger,
        excludedRecipients: nullableInteger,
        expectedBillingSum: nullableNumber,
        createdAt: { type: 'string' },
        updatedAt: { type: 'string' },
        creator: nullableString,
        modifier: nullableString,
      },
    },
    editable: { type: 'boolean' },
    sendInformation: sendInformationSchema,
    businessAccounts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          active: { type: 'boolean' },
          phoneNumbers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                displayName: { type: 'string' },
                phoneNumber: { type: 'string' },
                usable: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
    accountDeactivated: { type: 'boolean' },
  },
} as const;

export const templateOptionsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      language: { type: 'string' },
      status: { type: 'integer' },
      quality: { type: 'integer' },
      usable: { type: 'boolean' },
      placeholders: {
        type: 'array',
        items: {
          type: 'object',
          properties: { placeholder: { type: 'string' }, defaultValue: { type: 'string' } },
        },
      },
    },
  },
} as const;
