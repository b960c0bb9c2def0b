/**
 * The file storage in an S3-compatible bucket (S3_BUCKET and its settings), so that several
 * servers read what any of them received. Keys are the same as on disk, under a prefix per use
 * (`media/`, `imports/`). An incoming file is spooled on the local disk first and uploaded only
 * when its caller commits it: S3 shows an object whole or not at all, and a refused upload never
 * reaches the bucket. The AWS SDK is loaded at the first call, so a server that keeps its files
 * on disk never pays its start-up time.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config';
import { createSpool, putStaged } from './localSpool';
import { assertSafeKey, type MediaStorage } from './storage';

type Sdk = typeof import('@aws-sdk/client-s3');

/** A missing object answers 404 (NoSuchKey on GET, NotFound on HEAD). */
const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3Client(sdk: Sdk, settings: ObjectStorageConfig): S3Client {
  return new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // A hanging storage must fail the request, never hold it (and a stop) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
    // Checksums only where S3 requires them: the SDK's default sends streamed uploads as
    // aws-chunked with a trailing checksum, which many S3-compatible stores (and s3rver) refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(
  settings: ObjectStorageConfig,
  options: { prefix: string; spoolDir: string },
): MediaStorage {
  let connected: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: createS3Client(sdk, settings),
    })));
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${options.prefix}${key}`;
  };
  const spool = createSpool(options.spoolDir);

  async function upload(key: string, file: string, size: number) {
    const { sdk, client } = await connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: keyOf(key),
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
  }

  const stage = (source: Readable) =>
    spool.stage(source, (file, key, size) => upload(key, file, size));

  return {
    stage,
    put: async (key, source) => putStaged(await stage(source), key),
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: answer.ContentLength ?? 0, stream: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      // S3 answers 204 for a key that holds nothing: no file is not an error here either.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
