/**
 * The file a simulated person sends (control API `POST /_emulator/recipients/{wa-id}/messages`
 * with type image or document): the bytes given as base64 in `data`, or, without them, a small
 * file of the emulator's own (a 16×16 PNG, a text document) so a demo needs no file at hand.
 * Only the types and sizes Meta's supported media types allow
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media#supported-media-types):
 * images JPEG or PNG up to 5 MB, documents text, PDF and Office files up to 100 MB (the control
 * API's body limit, 8 MiB, caps them lower).
 */
import { crc32, deflateSync } from 'node:zlib';
import { invalidParameter } from './graphErrors';

export const personMediaBodyLimit = 8 * 1024 * 1024;

const mb = 1024 * 1024;

const allowed = {
  image: { types: ['image/jpeg', 'image/png'], maxBytes: 5 * mb },
  document: {
    types: [
      'text/plain',
      'application/pdf',
      'application/vnd.ms-powerpoint',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    maxBytes: 100 * mb,
  },
} as const;

export type PersonMediaType = keyof typeof allowed;

export interface PersonMediaInput {
  /** The file's bytes, base64. */
  data?: unknown;
  mimeType?: unknown;
  /** A document's file name. */
  filename?: unknown;
  caption?: string;
}

export interface PersonFile {
  bytes: Buffer;
  mimeType: string;
  filename?: string;
}

/** The person's file, checked as Meta would refuse it; throws Graph's 100 for bad input. */
export function personFile(type: PersonMediaType, input: PersonMediaInput): PersonFile {
  const rule = allowed[type];
  const fallback: PersonFile = type === 'image' ? samplePng() : sampleText(input.caption);
  const mimeType = input.mimeType ?? (input.data === undefined ? fallback.mimeType : undefined);
  if (typeof mimeType !== 'string' || !(rule.types as readonly string[]).includes(mimeType)) {
    throw invalidParameter(`mimeType of an ${type} must be one of ${rule.types.join(', ')}`);
  }
  let bytes = fallback.bytes;
  if (input.data !== undefined) {
    bytes = decodeBase64(input.data);
  } else if (mimeType !== fallback.mimeType) {
    throw invalidParameter(`data (the file as base64) is needed for a ${mimeType} ${type}`);
  }
  if (bytes.length > rule.maxBytes) {
    throw invalidParameter(`An ${type} may have at most ${rule.maxBytes} bytes`);
  }
  if (type === 'image') return { bytes, mimeType };
  return { bytes, mimeType, filename: fileName(input.filename, fallback.filename ?? 'Dokument') };
}

function decodeBase64(data: unknown): Buffer {
  if (typeof data !== 'string' || data.length === 0 || data.length % 4 !== 0) {
    throw invalidParameter('data must be the file as base64');
  }
  // Node's decoder skips what is not base64, so the bytes must encode back to the same text. No
  // regular expression: over a file of megabytes one once answered 500 on a loaded machine.
  const bytes = Buffer.from(data, 'base64');
  if (bytes.toString('base64') !== data) throw invalidParameter('data must be base64');
  return bytes;
}

function fileName(given: unknown, fallback: string): string {
  if (given === undefined) return fallback;
  // eslint-disable-next-line no-control-regex -- a file name never holds control characters
  if (typeof given !== 'string' || !/^[^\u0000-\u001f/\\]{1,240}$/.test(given)) {
    throw invalidParameter('filename must be 1 to 240 characters without control characters or /');
  }
  return given;
}

const sampleText = (caption: string | undefined) => ({
  bytes: Buffer.from(`${caption ?? 'Dokument'}\n`, 'utf8'),
  mimeType: 'text/plain',
  filename: 'Dokument.txt',
});

/** A 16×16 PNG in WhatsApp's greens, made here (signature, IHDR, IDAT, IEND). */
function samplePng(): { bytes: Buffer; mimeType: string } {
  const size = 16;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size - 2);
      row.set(
        [Math.round(0x25 - 0x13 * t), Math.round(0xd3 - 0x47 * t), Math.round(0x66 + 0x18 * t)],
        1 + 3 * x,
      );
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes, mimeType: 'image/png' };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
