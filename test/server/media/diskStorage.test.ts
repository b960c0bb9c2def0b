import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDiskStorage } from '../../../src/server/media/diskStorage';

const root = () => mkdtempSync(path.join(tmpdir(), 'relay-storage-'));
const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('disk media storage', () => {
  it('puts, gets and deletes by key', async () => {
    const dir = root();
    const storage = createDiskStorage(dir);
    expect(await storage.put('1/a.png', Readable.from([Buffer.from('hello')]))).toBe(5);
    const file = await storage.get('1/a.png');
    expect(file?.size).toBe(5);
    expect(await read(file!.stream)).toBe('hello');
    expect(readFileSync(path.join(dir, '1/a.png'), 'utf8')).toBe('hello');
    await storage.delete('1/a.png');
    expect(await storage.get('1/a.png')).toBeNull();
    await storage.delete('1/a.png'); // twice is fine
  });

  it('shows a staged file under its key only after commit; discard leaves nothing', async () => {
    const dir = root();
    const storage = createDiskStorage(dir);
    const staged = await storage.stage(Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(staged.size).toBe(6);
    expect(await storage.exists('1/b.png')).toBe(false);
    await staged.commit('1/b.png');
    expect(await storage.exists('1/b.png')).toBe(true);
    const dropped = await storage.stage(Readable.from([Buffer.from('x')]));
    await dropped.discard();
    expect(filesUnder(dir)).toEqual(['1/b.png']);
  });

  it('leaves nothing when the incoming stream fails', async () => {
    const dir = root();
    const storage = createDiskStorage(dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.stage(failing)).rejects.toThrow('connection lost');
    expect(filesUnder(dir)).toEqual([]);
  });

  it('refuses keys that would leave its root', async () => {
    const storage = createDiskStorage(root());
    for (const key of ['../x.png', '/etc/passwd', '1/../../x.png', 'a b.png']) {
      await expect(storage.get(key)).rejects.toThrow('Invalid media storage key');
    }
  });
});
