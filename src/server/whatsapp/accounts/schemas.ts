/** JSON schemas of the accounts calls (spec sections 3 and 7): they validate and document. */
export { errorSchema } from '../../identity/schemas';

export const phoneNumberSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    phoneNumberId: { type: 'string' },
    displayName: { type: 'string' },
    phoneNumber: { type: 'string' },
    state: { type: 'integer', minimum: 0, maximum: 10 },
    quality: { type: 'integer', minimum: 0, maximum: 3 },
    limit: { type: 'integer', minimum: 0, maximum: 6 },
    active: { type: 'boolean' },
    throughputLevel: { type: 'string' },
    nameStatus: { type: 'string' },
    lastSyncedAt: { type: ['string', 'null'] },
  },
  required: ['id', 'phoneNumberId', 'displayName', 'phoneNumber', 'state', 'quality', 'limit'],
} as const;

export const whatsAppAccountSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    wabaId: { type: 'string' },
    name: { type: 'string' },
    state: { type: 'integer' },
    verification: { type: 'integer', minimum: 0, maximum: 10 },
    userName: { type: 'string' },
    linkedAt: { type: 'string' },
    modifiedBy: { type: 'string' },
    modifiedAt: { type: 'string' },
    active: { type: 'boolean' },
    phoneNumbers: { type: 'array', items: phoneNumberSchema },
  },
  required: ['id', 'wabaId', 'name', 'state', 'verification', 'active', 'phoneNumbers'],
} as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

/** The FINISH message's fields; checked by the handler, so a bad one answers its own errorKey. */
export const signupFields = {
  code: { type: 'string' },
  wabaId: { type: 'string' },
  phoneNumberId: { type: 'string' },
} as const;

/**
 * A body documented by `schema` that the handler checks itself: `{}` lets any body reach it, so
 * a bad one answers the handler's own errorKey rather than fastify's 400.
 */
export const checkedByHandler = <S extends object>(schema: S) => ({ anyOf: [schema, {}] }) as const;

export const signupBodySchema = checkedByHandler({ type: 'object', properties: signupFields });

/** `[{op: "replace", path: "/active", value: true|false}]`; checked by the handler (invalidPatch). */
export const activePatchSchema = checkedByHandler({
  type: 'array',
  items: {
    type: 'object',
    properties: { op: { type: 'string' }, path: { type: 'string' }, value: {} },
  },
});
