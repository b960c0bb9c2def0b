import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { allocationRoutes } from './allocationRoutes';
import { assetRoutes } from './assetRoutes';
import { createDiskStorage } from './diskStorage';
import { createS3Storage } from './s3Storage';
import { fileRoutes } from './fileRoutes';
import { folderRoutes } from './folderRoutes';
import { lastChangedRoutes } from './lastChangedRoutes';
import { assetSearchRoutes } from './searchRoutes';
import type { MediaStorage } from './storage';
import { uploadRoutes } from './uploadRoutes';

type StorageSettings = Pick<Config, 'dataDir' | 'objectStorage'>;

/**
 * Where the installation keeps one kind of uploaded file (`media`: the media database,
 * `imports`: subscriber import files): in the S3 bucket when one is set, so that every server
 * reads them, else on the local disk under `DATA_DIR/{kind}`.
 */
export function fileStorageFor(config: StorageSettings, kind: 'media' | 'imports'): MediaStorage {
  if (!config.objectStorage) return createDiskStorage(path.join(config.dataDir, kind));
  return createS3Storage(config.objectStorage, {
    prefix: `${kind}/`,
    spoolDir: path.join(config.dataDir, 'spool'),
  });
}

/** The media database's files. */
export const mediaStorageFor = (config: StorageSettings) => fileStorageFor(config, 'media');

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
