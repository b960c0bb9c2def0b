import type { FastifyInstance } from 'fastify';
import type { MediaFileAllocation } from '../../common/media';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { assetUrl, findAsset } from './assets';
import { fileNotFound } from './errors';
import { errorSchema } from './schemas';

interface AllocationBody {
  fileId: string;
  identifier: string;
  objectId: string | number;
  entityType: string | number;
}

const textOrNumber = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 100 },
    { type: 'integer', minimum: 0 },
  ],
} as const;

/**
 * `POST /API/MediaDatabase/SaveFileAllocation` (spec section 3, media allocation): which file
 * an entity uses in which slot, e.g. a template's header image. One file per slot: saving again
 * replaces it. Needs the media right (issue 21: a user without rights overwrote allocations); the
 * entity's own call checks the rights to change it, this call that the file is the account's.
 */
export async function allocationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Body: AllocationBody }>(
    '/API/MediaDatabase/SaveFileAllocation',
    {
      config: { rights: ['MediaDatabase.View'] },
      schema: {
        tags: ['Media'],
        summary: 'Record that an entity (entityType, objectId) uses a file in a slot (identifier)',
        body: {
          type: 'object',
          properties: {
            fileId: { type: 'string', minLength: 1, maxLength: 64 },
            identifier: { type: 'string', minLength: 1, maxLength: 100 },
            objectId: textOrNumber,
            entityType: textOrNumber,
          },
          required: ['fileId', 'identifier', 'objectId', 'entityType'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              fileId: { type: 'string' },
              identifier: { type: 'string' },
              objectId: { type: 'string' },
              entityType: { type: 'string' },
              url: { type: 'string' },
            },
            required: ['fileId', 'identifier', 'objectId', 'entityType', 'url'],
          },
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<MediaFileAllocation & { url: string }> => {
      const { accountId } = requireAccess(request);
      const body = request.body;
      const allocation = {
        fileId: body.fileId,
        identifier: body.identifier.trim(),
        objectId: String(body.objectId),
        entityType: String(body.entityType),
      };
      return db.transaction(async (tx) => {
        const asset = await findAsset(tx, accountId, allocation.fileId);
        if (!asset) throw fileNotFound();
        await tx.query(
          `insert into media_file_allocations (account_id, file_id, identifier, object_id, entity_type)
           values ($1, $2, $3, $4, $5)
           on conflict (account_id, entity_type, object_id, identifier)
           do update set file_id = excluded.file_id, changed_at = now()`,
          [accountId, asset.id, allocation.identifier, allocation.objectId, allocation.entityType],
        );
        return { ...allocation, url: assetUrl(asset) };
      });
    },
  );
}
