/** JSON schemas of the single sign-on calls (spec sections 3 and 7). */
export const roleRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id'],
} as const;

export const mappingSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    externalId: { type: 'string' },
    name: { type: 'string' },
    emsGroups: { type: 'array', items: roleRefSchema },
  },
  required: ['id', 'externalId', 'name', 'emsGroups'],
} as const;

export const availableGroupSchema = {
  type: 'object',
  properties: { externalId: { type: 'string' }, name: { type: 'string' } },
  required: ['externalId', 'name'],
} as const;

export const syncStateSchema = {
  type: 'object',
  properties: { syncState: { type: 'boolean' } },
  required: ['syncState'],
} as const;

export const ssoSettingsSchema = {
  type: 'object',
  properties: {
    ssoActivated: { type: 'boolean' },
    syncState: { type: 'boolean' },
    mappings: { type: 'array', items: mappingSchema },
  },
  required: ['ssoActivated', 'syncState', 'mappings'],
} as const;
