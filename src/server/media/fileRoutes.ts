import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { AssetRow } from './assets';
import { isAssetId } from './assets';
import { fileNotFound } from './errors';
import { sendStoredFile } from './sendStoredFile';
import type { MediaStorage } from './storage';

/**
 * `GET /Media/{accountId}/{assetId}.{extension}`: an asset's file for the browser. Public by its
 * random id: an <img> sends no bearer token, and Meta must fetch a template's header image by
 * its link. Content under an id never changes (rename keeps the file), so it may be cached long.
 */
export async function fileRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: MediaStorage },
) {
  app.get<{ Params: { accountId: string; file: string } }>(
    '/Media/:accountId/:file',
    {
      config: { public: true },
      schema: { hide: true },
    },
    async (request, reply) => {
      const accountId = Number(request.params.accountId);
      const match = /^([0-9a-f-]{36})\.([a-z]+)$/i.exec(request.params.file);
      if (!Number.isInteger(accountId) || !match || !isAssetId(match[1])) throw fileNotFound();
      const [row] = await db.query<Pick<AssetRow, 'storage_key' | 'content_type' | 'extension'>>(
        `select storage_key, content_type, extension from media_assets
         where account_id = $1 and id = $2`,
        [accountId, match[1]],
      );
      if (!row || row.extension !== match[2].toLowerCase()) throw fileNotFound();
      const file = await storage.get(row.storage_key);
      if (!file) throw fileNotFound();
      return sendStoredFile(reply, file, row.content_type, 'public');
    },
  );
}
