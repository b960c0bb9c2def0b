/**
 * The media storage on the local disk, under `DATA_DIR/media` by default. A file is written to a
 * temporary name in the same directory tree and renamed into place, so a reader sees the whole
 * file or none, and a crash leaves only a temporary file (cleared after an hour).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type MediaStorage, type StagedFile } from './storage';

const stagingDir = '.staging';
/** A staged file this old was left by a crash in mid-upload (never committed, never referenced). */
const staleStagedMs = 60 * 60 * 1000;

async function clearStale(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > staleStagedMs) await rm(file, { force: true });
  }
}

export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const dir = path.join(root, stagingDir);
  let cleared: Promise<void> | undefined;

  async function stage(source: Readable): Promise<StagedFile> {
    cleared ??= clearStale(dir);
    await cleared;
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, randomUUID());
    let size = 0;
    source.on('data', (chunk: Buffer) => (size += chunk.length));
    try {
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
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
