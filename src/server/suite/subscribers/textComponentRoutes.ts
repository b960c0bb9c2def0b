import type { FastifyInstance } from 'fastify';
import type { TextComponent } from '../../../common/subscribers';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { errorSchema } from './schemas';

/** `GET /TextcomponentAPI/TextcomponentAPI/GetTextcomponentsOfAccount`, sorted by friendlyName. */
export async function textComponentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/TextcomponentAPI/TextcomponentAPI/GetTextcomponentsOfAccount',
    {
      schema: {
        tags: ['Suite'],
        summary: "The account's text components, sorted case-insensitively by friendlyName",
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                friendlyName: { type: 'string' },
                content: { type: 'string' },
                multiLine: { type: 'boolean' },
              },
            },
          },
          401: errorSchema,
        },
      },
    },
    async (request): Promise<TextComponent[]> => {
      const rows = await db.query<{
        id: number;
        friendly_name: string;
        content: string;
        multi_line: boolean;
      }>(
        `select id, friendly_name, content, multi_line from text_components where account_id = $1`,
        [requireAccess(request).accountId],
      );
      // Sorted here, not by the database's collation, so "abc" < "Abd" < "Öff" holds everywhere.
      const collator = new Intl.Collator('de', { sensitivity: 'base' });
      return rows
        .map((row) => ({
          id: row.id,
          friendlyName: row.friendly_name,
          content: row.content,
          multiLine: row.multi_line,
        }))
        .sort((a, b) => collator.compare(a.friendlyName, b.friendlyName));
    },
  );
}
