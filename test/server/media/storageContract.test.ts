/**
 * The contract of a file storage (storage.ts), one list of tests run against each kind the
 * server can be given: the local disk (the default) and an S3-compatible bucket (s3rver on this
 * machine, as object storage would answer in production).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDiskStorage } from '../../../src/server/media/diskStorage';
import { createS3Storage } from '../../../src/server/media/s3Storage';
import type { MediaStorage } from '../../../src/server/media/storage';
import { startS3Emulator, type S3Emulator } from '../../support/s3Emulator';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

interface Subject {
  storage: MediaStorage;
  /** Every file the storage holds, staged ones included, by key or path. */
  contents(): Promise<string[]>;
}

let s3: S3Emulator;
let prefixes = 0;
beforeAll(async () => {
  s3 = await startS3Emulator('relay-contract');
});
afterAll(async () => {
  await s3?.close();
});

const kinds: [string, () => Subject][] = [
  [
    'disk',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'relay-storage-'));
      return { storage: createDiskStorage(dir), contents: async () => filesUnder(dir) };
    },
  ],
  [
    'S3',
    () => {
      // A prefix per test: the tests share the bucket, never a key.
      const prefix = `t${++prefixes}/`;
      const spoolDir = mkdtempSync(path.join(tmpdir(), 'relay-spool-'));
      return {
        storage: createS3Storage(s3.settings, { prefix, spoolDir }),
        contents: async () => [
          ...s3.keys(prefix).map((key) => key.slice(prefix.length)),
          ...filesUnder(spoolDir).map((file) => `spool:${file}`),
        ],
      };
    },
  ],
];

describe.each(kinds)('%s file storage', (_kind, make) => {
  it('puts, gets and deletes by key', async () => {
    const { storage } = make();
    expect(await storage.put('1/a.png', Readable.from([Buffer.from('hello')]))).toBe(5);
    const file = await storage.get('1/a.png');
    expect(file?.size).toBe(5);
    expect(await read(file!.stream)).toBe('hello');
    expect(await storage.exists('1/a.png')).toBe(true);
    await storage.delete('1/a.png');
    expect(await storage.get('1/a.png')).toBeNull();
    expect(await storage.exists('1/a.png')).toBe(false);
    await storage.delete('1/a.png'); // twice is fine
  });

  it('shows a staged file under its key only after commit; discard leaves nothing', async () => {
    const { storage, contents } = make();
    const staged = await storage.stage(Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(staged.size).toBe(6);
    expect(await storage.exists('1/b.png')).toBe(false);
    await staged.commit('1/b.png');
    await staged.discard(); // harmless after commit
    expect(await storage.exists('1/b.png')).toBe(true);
    expect(await read((await storage.get('1/b.png'))!.stream)).toBe('abcdef');
    const dropped = await storage.stage(Readable.from([Buffer.from('x')]));
    await dropped.discard();
    await dropped.discard();
    expect(await contents()).toEqual(['1/b.png']);
  });

  it('replaces what a key held', async () => {
    const { storage } = make();
    await storage.put('2/c.jpeg', Readable.from([Buffer.from('first')]));
    await storage.put('2/c.jpeg', Readable.from([Buffer.from('second')]));
    expect(await read((await storage.get('2/c.jpeg'))!.stream)).toBe('second');
  });

  it('keeps binary content byte for byte', async () => {
    const { storage } = make();
    const bytes = Buffer.alloc(300_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
    await storage.put('3/d.png', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    const file = await storage.get('3/d.png');
    expect(file?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('leaves nothing when the incoming stream fails', async () => {
    const { storage, contents } = make();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.stage(failing)).rejects.toThrow('connection lost');
    expect(await contents()).toEqual([]);
  });

  it('refuses keys that would leave its root', async () => {
    const { storage } = make();
    for (const key of ['../x.png', '/etc/passwd', '1/../../x.png', 'a b.png']) {
      await expect(storage.get(key)).rejects.toThrow('Invalid media storage key');
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'Invalid media storage key',
      );
    }
  });
});

it('the disk storage keeps a file under its key as a plain file', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'relay-storage-'));
  await createDiskStorage(dir).put('1/a.png', Readable.from([Buffer.from('hello')]));
  expect(readFileSync(path.join(dir, '1/a.png'), 'utf8')).toBe('hello');
});
