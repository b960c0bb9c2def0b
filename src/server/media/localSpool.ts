/**
 * Files being received, kept in a directory of their own until they are checked and stored
 * (diskStorage.ts renames them into place, s3Storage.ts uploads them). A file left by a crash in
 * mid-upload is never referenced: the first use of the spool after a start clears those older
 * than an hour.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from './storage';

const staleSpooledMs = 60 * 60 * 1000;

export interface SpooledFile {
  file: string;
  size: number;
}

async function clearStale(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > staleSpooledMs) await rm(file, { force: true });
  }
}

export function createSpool(dir: string) {
  let cleared: Promise<void> | undefined;
  return {
    /** Writes `source` to a new file; a failing stream leaves nothing behind. */
    async receive(source: Readable): Promise<SpooledFile> {
      cleared ??= clearStale(dir);
      await cleared;
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, randomUUID());
      let size = 0;
      source.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { file, size };
    },
    /**
     * Receives `source` as a staged file whose commit hands the spooled file to `store` (a rename
     * into place, an upload); a file not committed is removed on discard.
     */
    async stage(
      source: Readable,
      store: (file: string, key: string, size: number) => Promise<void>,
    ): Promise<StagedFile> {
      const { file, size } = await this.receive(source);
      let done = false;
      return {
        size,
        async commit(key) {
          await store(file, key, size);
          await rm(file, { force: true });
          done = true;
        },
        async discard() {
          if (!done) await rm(file, { force: true });
          done = true;
        },
      };
    },
  };
}

/** Commits a staged file under `key`, or removes it when that fails: the storages' `put`. */
export async function putStaged(staged: StagedFile, key: string): Promise<number> {
  try {
    await staged.commit(key);
  } finally {
    await staged.discard();
  }
  return staged.size;
}
