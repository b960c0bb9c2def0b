import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { allocationRoutes } from './allocationRoutes';
import { assetRoutes } from './assetRoutes';
import { createDiskStorage } from './diskStorage';
import { fileRoutes } from './fileRoutes';
import { folderRoutes } from './folderRoutes';
import { lastChangedRoutes } from './lastChangedRoutes';
import { assetSearchRoutes } from './searchRoutes';
import type { MediaStorage } from './storage';
import { uploadRoutes } from './uploadRoutes';

/** The media storage of this installation: files on disk under `DATA_DIR/media`. */
export function mediaStorageFor(config: Pick<Config, 'dataDir'>): MediaStorage {
  return createDiskStorage(path.join(config.dataDir, 'media'));
}

/** The media database of the main suite service (spec sections 3 and 7); one file per resource. */
export async function mediaService(
  app: FastifyInstance,
  options: { db: Database; storage: MediaStorage },
) {
  await app.register(uploadRoutes, options);
  await app.register(folderRoutes, options);
  await app.register(assetRoutes, options);
  await app.register(allocationRoutes, options);
  await app.register(lastChangedRoutes, options);
  await app.register(assetSearchRoutes, options);
  await app.register(fileRoutes, options);
}
