/**
 * The media storage on the local disk, under `DATA_DIR/media` by default. A file is written to a
 * temporary name in the same directory tree and renamed into place, so a reader sees the whole
 * file or none, and a crash leaves only a temporary file (cleared after an hour).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createSpool, putStaged } from './localSpool';
import { assertSafeKey, type MediaStorage } from './storage';

export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  // In the same tree as the files, so that committing is a rename on one file system.
  const spool = createSpool(path.join(root, '.staging'));

  // A rename leaves nothing at the spooled name, so the spool's removal after it is a no-op.
  const stage = (source: Readable) =>
    spool.stage(source, async (file, key) => {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file, target);
    });

  return {
    stage,
    put: async (key, source) => putStaged(await stage(source), key),
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { size: info.size, stream: createReadStream(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
