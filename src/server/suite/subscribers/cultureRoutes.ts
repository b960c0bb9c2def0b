import type { FastifyInstance } from 'fastify';
import { cultures, defaultCultureId, type AvailableCultures } from '../../../common/subscribers';

/** `GET /API/Culture/GetAvailableCultures`: the languages subscribers and newsletters can have. */
export async function cultureRoutes(app: FastifyInstance) {
  app.get(
    '/API/Culture/GetAvailableCultures',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Available cultures and the default one',
        response: {
          200: {
            type: 'object',
            properties: {
              cultures: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'string' }, name: { type: 'string' } },
                },
              },
              defaultCultureId: { type: 'string' },
            },
          },
        },
      },
    },
    async (): Promise<AvailableCultures> => ({ cultures: [...cultures], defaultCultureId }),
  );
}
