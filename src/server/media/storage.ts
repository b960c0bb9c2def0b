/**
 * Where the media database keeps its files. Routes speak only to this interface, so an object
 * store can replace the disk (diskStorage.ts) without touching them. Keys are relative paths
 * (`{accountId}/{assetId}.{extension}`); contents are streams, never whole buffers.
 *
 * Writes come in two steps so nothing is ever half-stored: `stage` receives the stream into a
 * place no reader sees; the caller checks it, then `commit`s it under its key (atomically: the
 * key holds the whole file or nothing) or `discard`s it.
 */
import type { Readable } from 'node:stream';

export interface StagedFile {
  /** Bytes received. */
  readonly size: number;
  /** Moves the staged file under `key` at once; replaces what the key held. */
  commit(key: string): Promise<void>;
  /** Removes the staged file; harmless after commit or a second discard. */
  discard(): Promise<void>;
}

export interface StoredFile {
  size: number;
  stream: Readable;
}

export interface MediaStorage {
  /** Receives `source` into a staged file; a failing stream leaves nothing behind. */
  stage(source: Readable): Promise<StagedFile>;
  /** stage + commit, for files known to be good (demo data). */
  put(key: string, source: Readable): Promise<number>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes the file under `key`; no file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server, but a key must never leave the storage's root. */
export function assertSafeKey(key: string): void {
  if (!/^[\w-]+(\/[\w-]+)*\.[a-z0-9]+$/i.test(key)) {
    throw new Error(`Invalid media storage key "${key}"`);
  }
}
