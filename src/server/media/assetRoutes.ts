import type { FastifyInstance } from 'fastify';
import { mediaLimits, type MediaAssetChange } from '../../common/media';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { findAsset, toAsset } from './assets';
import { fileNotFound, folderNotFound } from './errors';
import { findFolder } from './folders';
import {
  assetIdParams,
  assetNameSchema,
  assetSchema,
  cleanName,
  cleanTags,
  errorSchema,
  webspaceSchema,
} from './schemas';
import type { MediaStorage } from './storage';
import { releaseWebspace, webspaceOf } from './webspace';
import { recordMediaAction } from './mediaActions';

const rights = { rights: ['MediaDatabase.View' as const] };

/** One asset: rename, tag or move it; delete it with its file. */
export async function assetRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: MediaStorage },
) {
  app.patch<{ Params: { id: string }; Body: MediaAssetChange }>(
    '/API/MediaDatabase/Asset/:id',
    {
      config: rights,
      schema: {
        tags: ['Media'],
        summary: 'Rename, tag or move an asset (any of name, tags, folderId)',
        params: assetIdParams,
        body: {
          type: 'object',
          properties: {
            name: assetNameSchema,
            tags: {
              type: 'array',
              maxItems: mediaLimits.tags,
              items: { type: 'string', maxLength: mediaLimits.tag },
            },
            folderId: { type: ['integer', 'null'], minimum: 1 },
          },
          minProperties: 1,
        },
        response: { 200: assetSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const { id } = request.params;
      const body = request.body;
      const name = body.name === undefined ? undefined : cleanName(body.name);
      const tags = body.tags === undefined ? undefined : cleanTags(body.tags);
      return db.transaction(async (tx) => {
        const asset = await findAsset(tx, accountId, id);
        if (!asset) throw fileNotFound();
        const folderId = body.folderId === undefined ? asset.folder_id : body.folderId;
        if (folderId !== null && !(await findFolder(tx, accountId, folderId))) {
          throw folderNotFound();
        }
        await tx.query(
          `update media_assets set name = $3, tags = $4, folder_id = $5, changed_at = now()
           where account_id = $1 and id = $2`,
          [accountId, id, name ?? asset.name, tags ?? asset.tags, folderId],
        );
        await recordMediaAction(tx, { accountId, userId }, 'assetChanged', 'edit', {
          id,
          name: name ?? asset.name,
        });
        return toAsset((await findAsset(tx, accountId, id))!);
      });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/API/MediaDatabase/Asset/:id',
    {
      config: rights,
      schema: {
        tags: ['Media'],
        summary: 'Delete an asset, its file and its allocations; answers the webspace after',
        params: assetIdParams,
        response: {
          200: { type: 'object', properties: { webspace: webspaceSchema } },
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const asset = await db.transaction(async (tx) => {
        const found = await findAsset(tx, accountId, request.params.id);
        if (!found) throw fileNotFound();
        await tx.query('delete from media_assets where account_id = $1 and id = $2', [
          accountId,
          found.id,
        ]);
        await releaseWebspace(tx, accountId, Number(found.size_bytes));
        await recordMediaAction(tx, { accountId, userId }, 'assetDeleted', 'delete', found);
        return found;
      });
      // After the row is gone: a file left by a failure here is unreachable, never half a row.
      await storage.delete(asset.storage_key);
      return { webspace: await webspaceOf(db, accountId) };
    },
  );
}
