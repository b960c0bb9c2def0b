/**
 * Reading an uploaded CSV file from the file storage, always as a stream (the storage may be an
 * S3 bucket): its delimiter and encoding, its header and first rows, and all its records (so a
 * file of any size is read in constant memory).
 */
import { parse, type Parser } from 'csv-parse';
import { Readable } from 'node:stream';

export type CsvEncoding = 'utf8' | 'latin1';

export interface CsvShape {
  delimiter: string;
  encoding: CsvEncoding;
}

const sniffBytes = 64 * 1024;

/**
 * German spreadsheets write `;`, others `,` or tabs: the delimiter is the one the header line
 * holds most of. A file that is not UTF-8 is taken as Latin-1 (Excel's "CSV" on Windows).
 */
export async function sniffCsv(source: Readable): Promise<CsvShape> {
  try {
    const chunks: Buffer[] = [];
    let bytesRead = 0;
    for await (const chunk of source) {
      chunks.push(chunk as Buffer);
      bytesRead += (chunk as Buffer).length;
      if (bytesRead >= sniffBytes) break;
    }
    bytesRead = Math.min(bytesRead, sniffBytes);
    const head = Buffer.concat(chunks).subarray(0, bytesRead);
    let encoding: CsvEncoding = 'utf8';
    try {
      // The last bytes may cut a character in two: leave up to three of them out of the check.
      new TextDecoder('utf-8', { fatal: true }).decode(
        bytesRead === sniffBytes ? head.subarray(0, bytesRead - 3) : head,
      );
    } catch {
      encoding = 'latin1';
    }
    const firstLine = head.toString(encoding).split(/\r?\n/)[0] ?? '';
    const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
    const [delimiter] = counts.reduce((best, next) => (next[1] > best[1] ? next : best));
    return { delimiter, encoding };
  } finally {
    source.destroy();
  }
}

export interface CsvRecord {
  /** The line the record ends on (the header is line 1). */
  line: number;
  values: string[];
  /** How much of the file is read once this record is: for a progress estimate. */
  bytes: number;
}

/**
 * The parser reads each piece it is given in one go, holding the server's thread: a 64 kB read
 * of the file is about 1,400 rows, tens of ms on a busy machine. In pieces this small the
 * requests' work gets the thread in between.
 */
const pieceBytes = 8 * 1024;

async function* inPieces(source: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const bytes = chunk as Buffer;
    for (let at = 0; at < bytes.length; at += pieceBytes) {
      yield bytes.subarray(at, at + pieceBytes);
    }
  }
}

/**
 * The file's records with their line numbers; a broken file makes the iteration throw. The
 * source is closed when the iteration ends, early or not.
 */
export async function* readCsv(
  source: Readable,
  shape: CsvShape,
  options: { toLine?: number } = {},
): AsyncGenerator<CsvRecord> {
  // A head (`toLine`) is read as it comes: the parser ends itself there, and a piece more
  // written to it would fail.
  const pieces = options.toLine ? source : Readable.from(inPieces(source), { objectMode: false });
  const parser: Parser = pieces.pipe(
    parse({
      delimiter: shape.delimiter,
      encoding: shape.encoding,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      ...(options.toLine ? { to_line: options.toLine } : {}),
    }),
  );
  // pipe() does not pass a failing source on (a storage read cut off midway).
  pieces.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; bytes: number };
    }>) {
      yield { line: info.lines, values: record, bytes: info.bytes };
    }
  } finally {
    pieces.destroy();
    source.destroy();
  }
}

/** The header and the first `rows` records, for the mapping step. */
export async function readHead(source: Readable, shape: CsvShape, rows: number) {
  const records: string[][] = [];
  for await (const record of readCsv(source, shape, { toLine: rows + 1 })) {
    records.push(record.values);
  }
  const [headers = [], ...preview] = records;
  return { headers, preview };
}
