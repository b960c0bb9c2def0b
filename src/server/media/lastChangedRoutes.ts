import type { FastifyInstance } from 'fastify';
import { lastChangedAssetsDefault, type MediaAssetInfo } from '../../common/media';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { lastChangedAssets, toAssetInfo } from './assets';
import { errorSchema } from './schemas';

/**
 * `GET /Assets/MediaDatabase/GetLastChangedAssets?count=4`: the dashboard's recently changed
 * media assets (spec section 9: 4). Needs the media database's view right (issue 21: the start
 * page shows only what the user's rights cover), like the media database itself.
 */
export async function lastChangedRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { count?: number } }>(
    '/Assets/MediaDatabase/GetLastChangedAssets',
    {
      config: { rights: ['MediaDatabase.View'] },
      schema: {
        tags: ['Media'],
        summary: 'The most recently changed assets of the account, newest first',
        querystring: {
          type: 'object',
          properties: { count: { type: 'integer', minimum: 1, maximum: 100 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              assetInfos: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    name: { type: 'string' },
                    url: { type: 'string' },
                    size: { type: 'integer' },
                    extension: { type: 'string' },
                    creator: { type: ['string', 'null'] },
                    date: { type: 'string' },
                  },
                  required: ['id', 'name', 'url', 'size', 'extension', 'creator', 'date'],
                },
              },
            },
            required: ['assetInfos'],
          },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request): Promise<{ assetInfos: MediaAssetInfo[] }> => {
      const { accountId } = requireAccess(request);
      const count = request.query.count ?? lastChangedAssetsDefault;
      return { assetInfos: (await lastChangedAssets(db, accountId, count)).map(toAssetInfo) };
    },
  );
}
