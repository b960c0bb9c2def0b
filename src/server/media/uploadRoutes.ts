import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  extensionOf,
  isAllowedExtension,
  maxUploadBytes,
  mediaLimits,
  withinImageLimits,
} from '../../common/media';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { findAsset, storageKeyOf, toAsset } from './assets';
import {
  extensionNotAllowed,
  fileTooLarge,
  folderNotFound,
  imageTooLarge,
  imageUnsupported,
  noFileChosen,
  webspaceLimitReached,
} from './errors';
import { findFolder } from './folders';
import { ImageInspector } from './imageInspector';
import { assetSchema, errorSchema, webspaceSchema } from './schemas';
import type { MediaStorage, StagedFile } from './storage';
import { reserveWebspace, webspaceOf } from './webspace';
import { recordMediaAction } from './mediaActions';

const contentTypes = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/**
 * `POST /API/MediaDatabase/UploadFile?targetFolder=`: one image as multipart form data. The
 * rules of spec sections 5 and 9, each failure with its own error (section 8): a file chosen,
 * an allowed extension, at most 5242880 bytes, a processable PNG or JPEG by its bytes (of the
 * kind its name says), and room in the account's webspace. The file streams into the storage's
 * staging area and is committed only with its row, so a refused upload leaves nothing behind.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: MediaStorage },
) {
  // Multipart only here; busboy stops reading a file at the maximum and marks it truncated.
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.post<{ Querystring: { targetFolder?: number } }>(
    '/API/MediaDatabase/UploadFile',
    {
      config: { rights: ['MediaDatabase.View'] },
      schema: {
        tags: ['Media'],
        summary: 'Upload one image (field "file") into a folder (none: the top level)',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: { targetFolder: { type: 'integer', minimum: 1 } },
        },
        response: {
          201: {
            type: 'object',
            properties: { asset: assetSchema, webspace: webspaceSchema },
            required: ['asset', 'webspace'],
          },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const folderId = request.query.targetFolder ?? null;
      if (folderId !== null && !(await findFolder(db, accountId, folderId))) {
        throw folderNotFound();
      }
      if (!request.isMultipart()) throw noFileChosen();
      const part = await request.file();
      if (!part) throw noFileChosen();
      const fileName = part.filename.split(/[/\\]/).pop()!.trim();
      if (!fileName) {
        part.file.resume();
        throw noFileChosen();
      }
      const extension = extensionOf(fileName);
      if (!isAllowedExtension(extension)) {
        part.file.resume();
        throw extensionNotAllowed(extension);
      }

      const inspector = new ImageInspector();
      part.file.on('error', (error) => inspector.destroy(error));
      const staged: StagedFile = await storage.stage(part.file.pipe(inspector));
      const id = randomUUID();
      const key = storageKeyOf(accountId, id, extension);
      try {
        if (part.file.truncated) throw fileTooLarge();
        if (staged.size === 0) throw noFileChosen();
        const image = inspector.result();
        if (!image.ok) throw imageUnsupported(image.reason);
        if ((image.kind === 'png') !== (extension === 'png')) {
          throw imageUnsupported(`the file is a ${image.kind.toUpperCase()} named .${extension}`);
        }
        if (!withinImageLimits(image.width, image.height)) {
          throw imageTooLarge(image.width, image.height);
        }
        const name = fileName.slice(0, -(extension.length + 1)).trim() || fileName;
        const result = await db.transaction(async (tx) => {
          if (folderId !== null && !(await findFolder(tx, accountId, folderId))) {
            throw folderNotFound();
          }
          const webspace = await reserveWebspace(tx, accountId, staged.size);
          if (!webspace) {
            const current = await webspaceOf(tx, accountId);
            throw webspaceLimitReached(current.usedBytes, current.limitBytes);
          }
          await tx.query(
            `insert into media_assets (id, account_id, folder_id, name, extension, content_type,
               size_bytes, width, height, storage_key, creator_user_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              id,
              accountId,
              folderId,
              name.slice(0, mediaLimits.assetName),
              extension,
              contentTypes[image.kind],
              staged.size,
              image.width,
              image.height,
              key,
              userId,
            ],
          );
          // The file moves into place last: if the commit fails after it, it is removed below.
          await staged.commit(key);
          await recordMediaAction(tx, { accountId, userId }, 'assetUploaded', 'upload', {
            id,
            name,
          });
          return { asset: toAsset((await findAsset(tx, accountId, id))!), webspace };
        });
        return reply.status(201).send(result);
      } catch (error) {
        await storage.delete(key);
        throw error;
      } finally {
        await staged.discard();
      }
    },
  );
}
