import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePng } from '../../../src/server/media/pngEncoder';
import { api, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/** A small valid PNG. */
export const smallPng = (width = 16, height = 9) =>
  encodePng(width, height, (x, y) => [x * 10, y * 20, 128]);

/** A valid PNG of exactly `bytes` bytes: a small image padded with an ancillary chunk. */
export function pngOfSize(bytes: number): Buffer {
  const image = smallPng();
  const iend = image.subarray(image.length - 12);
  const padding = bytes - image.length - 12; // the padding chunk's own length, type and CRC
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('teXt', 4, 'latin1');
  // An ancillary chunk's CRC is not checked by the upload; decoders skip unknown chunks.
  return Buffer.concat([image.subarray(0, image.length - 12), chunk, iend]);
}

/** A minimal JPEG: SOI, an APP0 segment, a frame header (SOF0) of 8×4, EOI. */
export function tinyJpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x04, 0x00, 0x08, 0x01, 0x01, 0x11,
    0x00, 0xff, 0xd9,
  ]);
}

export interface MediaTestServer extends TestServer {
  dataDir: string;
  /** marketer in account 1 */
  token: string;
  /** admin in account 2 */
  otherToken: string;
  /** sso-demo: signed in, without any right */
  noRightsToken: string;
}

async function tokenOf(server: TestServer, username: string, password: string) {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

export async function startMediaServer(): Promise<MediaTestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'relay-media-'));
  const server = await startTestServer({ DATA_DIR: dataDir });
  await server.db.query("update users set current_account_id = 2 where username = 'admin'");
  return {
    ...server,
    dataDir,
    token: await tokenOf(server, 'marketer', 'relay-marketer'),
    otherToken: await tokenOf(server, 'admin', 'relay-admin'),
    noRightsToken: await tokenOf(server, 'sso-demo', 'relay-sso'),
  };
}

export function upload(
  server: MediaTestServer,
  file: { bytes: Buffer; name: string; type?: string } | null,
  options: { token?: string; folder?: number } = {},
) {
  const form = new FormData();
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  } else {
    form.append('note', 'no file');
  }
  const query = options.folder ? `?targetFolder=${options.folder}` : '';
  return api(
    server.baseUrl,
    options.token ?? server.token,
    `/API/MediaDatabase/UploadFile${query}`,
    {
      method: 'POST',
      body: form,
    },
  );
}

export function json(
  server: MediaTestServer,
  method: string,
  url: string,
  body?: unknown,
  token = server.token,
) {
  return api(server.baseUrl, token, url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}
