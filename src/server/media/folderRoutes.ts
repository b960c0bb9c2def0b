import type { FastifyInstance } from 'fastify';
import type { MediaFolderContents } from '../../common/media';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { listAssets, toAsset } from './assets';
import { folderNameDuplicate, folderNotEmpty, folderNotFound, isUniqueViolation } from './errors';
import { ancestorsOf, findFolder, folderHoldsAnything, listFolders } from './folders';
import {
  assetSchema,
  cleanName,
  errorSchema,
  folderNameSchema,
  folderSchema,
  idParams,
  webspaceSchema,
} from './schemas';
import { webspaceOf } from './webspace';
import { recordMediaAction } from './mediaActions';

const rights = { rights: ['MediaDatabase.View' as const] };

/** Runs a folder insert or rename; a name taken among the siblings answers folderNameDuplicate. */
async function uniquely<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw folderNameDuplicate(name);
    throw error;
  }
}

/** Media folders: browse one (with the breadcrumb and webspace), create, rename, delete. */
export async function folderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { folderId?: number } }>(
    '/API/MediaDatabase/Folder',
    {
      config: rights,
      schema: {
        tags: ['Media'],
        summary: 'A folder (none: the top level) with its folders, assets and the webspace',
        querystring: { type: 'object', properties: { folderId: { type: 'integer', minimum: 1 } } },
        response: {
          200: {
            type: 'object',
            properties: {
              folder: { anyOf: [folderSchema, { type: 'null' }] },
              path: { type: 'array', items: folderSchema },
              folders: { type: 'array', items: folderSchema },
              assets: { type: 'array', items: assetSchema },
              webspace: webspaceSchema,
            },
            required: ['folder', 'path', 'folders', 'assets', 'webspace'],
          },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<MediaFolderContents> => {
      const { accountId } = requireAccess(request);
      const id = request.query.folderId ?? null;
      const folder = id === null ? null : await findFolder(db, accountId, id);
      if (id !== null && !folder) throw folderNotFound();
      return {
        folder: folder ?? null,
        path: folder ? await ancestorsOf(db, accountId, folder) : [],
        folders: await listFolders(db, accountId, id),
        assets: (await listAssets(db, accountId, id)).map(toAsset),
        webspace: await webspaceOf(db, accountId),
      };
    },
  );

  app.post<{ Body: { name: string; parentId?: number | null } }>(
    '/API/MediaDatabase/Folder',
    {
      config: rights,
      schema: {
        tags: ['Media'],
        summary: 'Create a folder; a name taken among its siblings answers folderNameDuplicate',
        body: {
          type: 'object',
          properties: {
            name: folderNameSchema,
            parentId: { type: ['integer', 'null'], minimum: 1 },
          },
          required: ['name'],
        },
        response: { 201: folderSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const name = cleanName(request.body.name);
      const parentId = request.body.parentId ?? null;
      const folder = await uniquely(name, () =>
        db.transaction(async (tx) => {
          if (parentId !== null && !(await findFolder(tx, accountId, parentId))) {
            throw folderNotFound();
          }
          const [{ id }] = await tx.query<{ id: number }>(
            'insert into media_folders (account_id, parent_id, name) values ($1, $2, $3) returning id',
            [accountId, parentId, name],
          );
          await recordMediaAction(tx, { accountId, userId }, 'folderCreated', 'create', {
            id,
            name,
          });
          return (await findFolder(tx, accountId, id))!;
        }),
      );
      return reply.status(201).send(folder);
    },
  );

  app.patch<{ Params: { id: number }; Body: { name: string } }>(
    '/API/MediaDatabase/Folder/:id',
    {
      config: rights,
      schema: {
        tags: ['Media'],
        summary: 'Rename a folder',
        params: idParams,
        body: { type: 'object', properties: { name: folderNameSchema }, required: ['name'] },
        response: { 200: folderSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const name = cleanName(request.body.name);
      const { id } = request.params;
      await uniquely(name, () =>
        db.transaction(async (tx) => {
          const rows = await tx.query<{ id: number }>(
            `update media_folders set name = $3, changed_at = now()
             where account_id = $1 and id = $2 returning id`,
            [accountId, id, name],
          );
          if (rows.length === 0) throw folderNotFound();
          await recordMediaAction(tx, { accountId, userId }, 'folderRenamed', 'edit', { id, name });
        }),
      );
      return (await findFolder(db, accountId, request.params.id))!;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/API/MediaDatabase/Folder/:id',
    {
      config: rights,
      schema: {
        tags: ['Media'],
        summary: 'Delete an empty folder; one holding anything answers folderNotEmpty',
        params: idParams,
        response: { 204: { type: 'null' }, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const folder = await findFolder(tx, accountId, id);
        if (!folder) throw folderNotFound();
        if (await folderHoldsAnything(tx, accountId, id)) throw folderNotEmpty();
        await tx.query('delete from media_folders where account_id = $1 and id = $2', [
          accountId,
          id,
        ]);
        await recordMediaAction(tx, { accountId, userId }, 'folderDeleted', 'delete', folder);
      });
      return reply.status(204).send();
    },
  );
}
