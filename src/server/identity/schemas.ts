/** JSON schemas of the identity service's answers: they validate, serialise and document. */
export const errorSchema = {
  type: 'object',
  properties: {
    errorKey: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string' },
          reason: { type: 'string' },
          params: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
  required: ['errorKey', 'message'],
} as const;

export const userDataSchema = {
  type: 'object',
  properties: {
    sub: { type: 'string' },
    email: { type: 'string' },
    given_name: { type: 'string' },
    family_name: { type: 'string' },
    salutation: { type: 'string' },
    title: { type: 'string' },
    username: { type: 'string' },
    locale: { type: 'string' },
    accountId: { type: 'integer' },
    rows_per_page: { type: 'integer' },
  },
} as const;

export const accountSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, locked: { type: 'boolean' } },
} as const;
