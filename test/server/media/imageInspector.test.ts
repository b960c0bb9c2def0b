import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ImageInspector, type Inspection } from '../../../src/server/media/imageInspector';
import { smallPng, tinyJpeg } from './mediaFixtures';

/** Takes whatever flows in. */
const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Streams `bytes` through an inspector in chunks of `size` bytes. */
async function inspect(bytes: Buffer, size = 7): Promise<Inspection> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const inspector = new ImageInspector();
  await pipeline(Readable.from(chunks), inspector, sink());
  return inspector.result();
}

/** A JPEG whose frame header comes after a large EXIF-like segment. */
function jpegWithLargeSegment(): Buffer {
  const jpeg = tinyJpeg();
  const payload = Buffer.alloc(60_000, 0x45);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

describe('ImageInspector', () => {
  it.each([1, 7, 4096])('reads a PNG header in chunks of %i bytes', async (size) => {
    expect(await inspect(smallPng(31, 17), size)).toEqual({
      ok: true,
      kind: 'png',
      width: 31,
      height: 17,
    });
  });

  it.each([1, 3, 65536])('finds the JPEG frame header past large segments (%i)', async (size) => {
    expect(await inspect(jpegWithLargeSegment(), size)).toEqual({
      ok: true,
      kind: 'jpeg',
      width: 8,
      height: 4,
    });
  });

  it('refuses what is no image, or a broken or cut-short one', async () => {
    const png = smallPng();
    const jpeg = tinyJpeg();
    const noFrame = Buffer.concat([jpeg.subarray(0, 20), Buffer.from([0xff, 0xda, 0, 2])]);
    const zeroWidth = Buffer.from(jpeg);
    zeroWidth[27] = 0;
    zeroWidth[28] = 0;
    for (const bytes of [
      Buffer.from('just text'),
      Buffer.alloc(0),
      png.subarray(0, 30),
      png.subarray(0, png.length - 1),
      jpeg.subarray(0, 12),
      noFrame,
      zeroWidth,
      Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
    ]) {
      expect(await inspect(bytes)).toMatchObject({ ok: false });
    }
  });
});
