import type { FastifyInstance } from 'fastify';
import type { SubscriberField, SubscriberFieldType } from '../../../common/subscribers';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { errorSchema } from './schemas';

/** The standard fields every subscriber has (labels as the product names them). */
export const standardFieldDefinitions: readonly SubscriberField[] = [
  { name: 'firstname', label: 'Vorname', type: 'text', isCustom: false },
  { name: 'lastname', label: 'Nachname', type: 'text', isCustom: false },
  { name: 'email', label: 'E-Mail', type: 'text', isCustom: false },
  { name: 'telnr', label: 'Telefonnummer', type: 'text', isCustom: false },
  { name: 'culture', label: 'Sprache', type: 'text', isCustom: false },
];

const fieldList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      label: { type: 'string' },
      type: { type: 'string' },
      isCustom: { type: 'boolean' },
    },
  },
} as const;

/** Subscriber fields: the account's own (custom) and all fields that can be placeholders. */
export async function subscriberFieldRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const accountFields = async (accountId: number): Promise<SubscriberField[]> => {
    const rows = await db.query<{ name: string; label: string; type: SubscriberFieldType }>(
      'select name, label, type from subscriber_fields where account_id = $1 order by lower(label)',
      [accountId],
    );
    return [...standardFieldDefinitions, ...rows.map((row) => ({ ...row, isCustom: true }))];
  };

  app.get(
    '/SubscriberFieldApi/SubscriberFieldAPI/GetSubscriberFieldsOfAccount',
    {
      schema: {
        tags: ['Suite'],
        summary: "The account's subscriber fields: standard ones, then custom ones",
        response: { 200: fieldList, 401: errorSchema },
      },
    },
    async (request) => accountFields(requireAccess(request).accountId),
  );

  app.get<{ Querystring: { filter?: string } }>(
    '/SubscriberFieldApi/SubscriberFieldAPI/GetMetaFields',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Fields usable as placeholders whose name or label contains the filter',
        querystring: {
          type: 'object',
          properties: { filter: { type: 'string', maxLength: 200 } },
        },
        response: { 200: fieldList, 401: errorSchema },
      },
    },
    async (request) => {
      const filter = (request.query.filter ?? '').trim().toLowerCase();
      const fields = await accountFields(requireAccess(request).accountId);
      return fields.filter(
        (field) =>
          !filter ||
          field.name.toLowerCase().includes(filter) ||
          field.label.toLowerCase().includes(filter),
      );
    },
  );
}
