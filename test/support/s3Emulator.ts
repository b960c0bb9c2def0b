/**
 * An S3-compatible server on this machine for tests: s3rver (devDependency @20minutes/s3rver),
 * on a free loopback port, with one empty bucket in a temporary directory. It checks request
 * signatures like S3, with its fixed key pair S3RVER/S3RVER.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ObjectStorageConfig } from '../../src/server/config';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: object) => S3rverInstance;

export interface S3Emulator {
  settings: ObjectStorageConfig;
  /** The same settings as the server's environment (S3_…). */
  env: Record<string, string>;
  /** The keys the bucket holds under `prefix` (read from s3rver's directory), sorted. */
  keys(prefix?: string): string[];
  close(): Promise<void>;
}

export async function startS3Emulator(bucket = 'relay-test'): Promise<S3Emulator> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('@20minutes/s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 'relay-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: (prefix = '') => {
      const root = path.join(directory, bucket);
      const suffix = '._S3rver_object';
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .map((file) => file.slice(0, -suffix.length).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
