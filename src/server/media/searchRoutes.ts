import type { FastifyInstance } from 'fastify';
import { assetSearchLimit, type MediaAssetSearchResult } from '../../common/media';
import { maxSearchLength, minSearchLength } from '../../common/search';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { containsPattern } from '../suite/subscribers/subscriberData';
import { searchAssets, toAsset } from './assets';
import { assetSchema, errorSchema } from './schemas';

/**
 * `GET /API/MediaDatabase/Search?searchText=` (ours; spec section 5: an asset search needs at
 * least 3 characters): the account's assets in any folder whose name or a tag contains the text,
 * for the media database and the template editor's image picker.
 */
export async function assetSearchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { searchText: string } }>(
    '/API/MediaDatabase/Search',
    {
      config: { rights: ['MediaDatabase.View'] },
      schema: {
        tags: ['Media'],
        summary: 'Assets of every folder whose name or a tag contains the text (3 characters on)',
        querystring: {
          type: 'object',
          properties: {
            searchText: { type: 'string', minLength: minSearchLength, maxLength: maxSearchLength },
          },
          required: ['searchText'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              assets: { type: 'array', items: assetSchema },
              hasMore: { type: 'boolean' },
            },
            required: ['assets', 'hasMore'],
          },
          400: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request): Promise<MediaAssetSearchResult> => {
      const { accountId } = requireAccess(request);
      const text = request.query.searchText.trim();
      if (text.length < minSearchLength) return { assets: [], hasMore: false };
      const rows = await searchAssets(db, accountId, containsPattern(text), assetSearchLimit + 1);
      return {
        assets: rows.slice(0, assetSearchLimit).map(toAsset),
        hasMore: rows.length > assetSearchLimit,
      };
    },
  );
}
