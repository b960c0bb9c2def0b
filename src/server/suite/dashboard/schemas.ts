/** JSON schemas of the start page's calls (validation of answers and the OpenAPI document). */

export const dashboardItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    itemKind: { type: 'integer', enum: [0, 1, 2] },
    type: { type: 'string' },
    status: { type: 'integer' },
    colourCode: { type: 'integer', minimum: 0, maximum: 4 },
    step: { type: ['integer', 'null'] },
    date: { type: ['string', 'null'] },
    changedAt: { type: 'string' },
    parentId: { type: ['integer', 'null'] },
    url: { type: ['string', 'null'] },
  },
  required: ['id', 'name', 'itemKind', 'type', 'status', 'colourCode', 'date', 'changedAt'],
} as const;

export const dashboardItemListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: dashboardItemSchema } },
  required: ['data'],
} as const;

export const activityPlanSchema = {
  type: 'object',
  properties: {
    dashboardActivityPlanElements: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          itemId: { type: 'integer' },
          name: { type: 'string' },
          type: { type: 'string' },
          origin: { type: 'string', enum: ['suite', 'whatsApp'] },
          colourCode: { type: 'integer' },
          startDate: { type: 'string' },
          url: { type: ['string', 'null'] },
          group: { type: 'string', enum: ['past', 'today', 'future'] },
        },
        required: ['key', 'itemId', 'name', 'type', 'origin', 'startDate', 'group'],
      },
    },
  },
  required: ['dashboardActivityPlanElements'],
} as const;

export const lastActionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    actionGroup: { type: 'string' },
    caption: { type: 'string' },
    userName: { type: ['string', 'null'] },
    userDeleted: { type: 'boolean' },
    timestamp: { type: 'string' },
    hasProgress: { type: 'boolean' },
    progress: { type: 'integer' },
    maxProgress: { type: 'integer' },
    nextStepInfo: { type: ['string', 'null'] },
    itemId: { type: ['string', 'null'] },
    actionType: { type: ['string', 'null'] },
    event: { type: ['string', 'null'] },
  },
} as const;

export const lastActionListSchema = {
  type: 'object',
  properties: {
    lastActions: { type: 'array', items: lastActionSchema },
    updatesSinceLastVisit: { type: 'integer' },
    previousVisit: { type: ['string', 'null'] },
  },
  required: ['lastActions'],
} as const;

/** `?count=` of the last actions: 12 on the dashboard (default), 16 for the full list. */
export const lastActionsQuery = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 1, maximum: 16 } },
} as const;

export const sendTimeSettingsSchema = {
  type: 'object',
  properties: {
    activated: { type: 'boolean' },
    progress: { type: 'integer' },
    serviceAvailable: { type: 'boolean' },
  },
  required: ['activated', 'progress', 'serviceAvailable'],
} as const;
