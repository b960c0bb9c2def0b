/**
 * Checks an upload by its bytes while it streams past (spec section 5: "checked by the file's
 * content and not only its name"). An image is processable when it is a PNG whose signature and
 * IHDR header are valid (checksum included) and which ends with its IEND chunk, or a JPEG whose
 * segments lead to a valid frame header (SOF) before the image data. Only a few bytes are held
 * at any time: large segments (EXIF, ICC profiles) are skipped as they pass.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';

export type ImageKind = 'png' | 'jpeg';

export type Inspection =
  { ok: true; kind: ImageKind; width: number; height: number } | { ok: false; reason: string };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** Bit depths each PNG colour type allows. */
const pngDepths: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function inspectPngHeader(head: Buffer): Inspection {
  if (head.length < 33) return { ok: false, reason: 'PNG header is cut short' };
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') {
    return { ok: false, reason: 'PNG has no IHDR header' };
  }
  if (crc32(head.subarray(12, 29)) !== head.readUInt32BE(29)) {
    return { ok: false, reason: 'PNG header checksum is wrong' };
  }
  const width = head.readUInt32BE(16);
  const height = head.readUInt32BE(20);
  const [depth, colour, compression, filter, interlace] = head.subarray(24, 29);
  const valid =
    width > 0 &&
    height > 0 &&
    width < 2 ** 31 &&
    height < 2 ** 31 &&
    (pngDepths[colour] ?? []).includes(depth) &&
    compression === 0 &&
    filter === 0 &&
    interlace <= 1;
  return valid
    ? { ok: true, kind: 'png', width, height }
    : { ok: false, reason: 'PNG header is invalid' };
}

const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks JPEG segments chunk by chunk until the frame header; holds at most one small segment. */
class JpegHeaderReader {
  result: Inspection | null = null;
  private pending = Buffer.alloc(0);
  private skip = 0;
  private started = false;

  push(chunk: Buffer): void {
    if (this.result) return;
    this.pending = Buffer.concat([this.pending, chunk]);
    this.run();
  }

  private fail(reason: string) {
    this.result = { ok: false, reason };
  }

  private consume(bytes: number) {
    this.pending = this.pending.subarray(bytes);
  }

  private run() {
    while (!this.result) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, this.pending.length);
        this.consume(n);
        this.skip -= n;
        if (this.skip > 0) return;
      }
      const data = this.pending;
      if (!this.started) {
        if (data.length < 2) return;
        if (data[0] !== 0xff || data[1] !== 0xd8) return this.fail('JPEG has no start marker');
        this.started = true;
        this.consume(2);
        continue;
      }
      if (data.length < 2) return;
      if (data[0] !== 0xff) return this.fail('JPEG segment marker expected');
      const marker = data[1];
      if (marker === 0xff) {
        this.consume(1); // fill byte
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        this.consume(2); // markers without a length
        continue;
      }
      if (marker === 0xd9 || marker === 0xda || marker === 0xd8 || marker === 0x00) {
        return this.fail('JPEG has no frame header before its image data');
      }
      if (data.length < 4) return;
      const length = data.readUInt16BE(2);
      if (length < 2) return this.fail('JPEG segment length is invalid');
      if (isFrameHeader(marker)) {
        if (data.length < 2 + length) return;
        const height = data.readUInt16BE(5);
        const width = data.readUInt16BE(7);
        const components = data[9];
        const valid =
          length >= 8 + 3 * components && width > 0 && height > 0 && [1, 3, 4].includes(components);
        this.result = valid
          ? { ok: true, kind: 'jpeg', width, height }
          : { ok: false, reason: 'JPEG frame header is invalid' };
        return;
      }
      this.consume(4);
      this.skip = length - 2;
    }
  }
}

/**
 * A pass-through stream that inspects what flows through it; `result()` after the end.
 * Also counts the bytes (the size a storage received is checked against it).
 */
export class ImageInspector extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  /** Fed from the first byte; it gives up at once on anything that is not a JPEG. */
  private readonly jpeg = new JpegHeaderReader();

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.head.length < 33) this.head = Buffer.concat([this.head, chunk]).subarray(0, 33);
    this.tail = Buffer.concat([this.tail, chunk]).subarray(-pngEnd.length);
    this.jpeg.push(chunk);
    done(null, chunk);
  }

  result(): Inspection {
    if (this.bytes === 0) return { ok: false, reason: 'The file is empty' };
    if (this.head.subarray(0, 8).equals(pngSignature)) {
      const header = inspectPngHeader(this.head);
      if (!header.ok) return header;
      return this.tail.equals(pngEnd) ? header : { ok: false, reason: 'PNG is cut short' };
    }
    if (this.head[0] === 0xff && this.head[1] === 0xd8 && this.head[2] === 0xff) {
      return this.jpeg.result ?? { ok: false, reason: 'JPEG is cut short' };
    }
    return { ok: false, reason: 'Neither a PNG nor a JPEG image' };
  }
}
