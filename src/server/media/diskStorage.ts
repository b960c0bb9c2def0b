/**
 * The media storage on the local disk, under `DATA_DIR/media` by default. A file is written to a
 * temporary name in the same directory tree and renamed into place, so a reader sees the whole
 * file or none, and a crash leaves only a temporary file (cleared after an hour).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createSpool } from './localSpool';
import { assertSafeKey, type MediaStorage, type StagedFile } from './storage';

export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  // In the same tree as the files, so that committing is a rename on one file system.
  const spool = createSpool(path.join(root, '.staging'));

  async function stage(source: Readable): Promise<StagedFile> {
    const { file: temp, size } = await spool.receive(source);
    let done = false;
    return {
      size,
      async commit(key) {
        const target = fileOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
        done = true;
      },
      async discard() {
        if (!done) await rm(temp, { force: true });
        done = true;
      },
    };
  }

  return {
    stage,
    async put(key, source) {
      const staged = await stage(source);
      try {
        await staged.commit(key);
      } finally {
        await staged.discard();
      }
      return staged.size;
    },
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
