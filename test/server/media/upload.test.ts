import { crc32 } from 'node:zlib';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { maxUploadBytes } from '../../../src/common/media';
import {
  pngOfSize,
  smallPng,
  startMediaServer,
  tinyJpeg,
  upload,
  type MediaTestServer,
} from './mediaFixtures';

let server: MediaTestServer;

beforeAll(async () => {
  server = await startMediaServer();
});
afterAll(() => server?.close());

interface Stored {
  assets: number;
  used: number;
  files: string[];
}

/** What the account holds: rows, the maintained sum, and the files on disk (staging included). */
async function stored(accountId = 1): Promise<Stored> {
  const [{ count }] = await server.db.query<{ count: number }>(
    'select count(*)::int as count from media_assets where account_id = $1',
    [accountId],
  );
  const [space] = await server.db.query<{ used: string }>(
    'select used_bytes as used from media_webspace where account_id = $1',
    [accountId],
  );
  const root = path.join(server.dataDir, 'media');
  const list = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? list(path.join(dir, entry.name))
            : [path.relative(root, path.join(dir, entry.name))],
        )
      : [];
  return { assets: count, used: Number(space?.used ?? 0), files: list(root).sort() };
}

async function expectRefused(response: Response, status: number, errorKey: string, before: Stored) {
  const body = (await response.json()) as { errorKey: string; details?: unknown[] };
  expect({ status: response.status, errorKey: body.errorKey }).toEqual({ status, errorKey });
  expect(await stored()).toEqual(before);
  return body;
}

describe('UploadFile', () => {
  it('stores a PNG: its row, its file, the webspace sum, served with its content type', async () => {
    const before = await stored();
    const bytes = smallPng(20, 10);
    const response = await upload(server, { bytes, name: 'Sommer Header.png' });
    expect(response.status).toBe(201);
    const { asset, webspace } = (await response.json()) as {
      asset: {
        id: string;
        name: string;
        size: number;
        width: number;
        url: string;
        creator: string;
      };
      webspace: { usedBytes: number; limitBytes: number };
    };
    expect(asset).toMatchObject({
      name: 'Sommer Header',
      extension: 'png',
      size: bytes.length,
      width: 20,
      height: 10,
      creator: 'Max Marketing',
      url: `/Media/1/${asset.id}.png`,
    });
    expect(webspace).toEqual({ usedBytes: before.used + bytes.length, limitBytes: 104857600 });
    const after = await stored();
    expect(after.files).toEqual([...before.files, `1/${asset.id}.png`].sort());

    const file = await fetch(`${server.baseUrl}${asset.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('max-age=');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores a JPEG named .jpeg and serves it as image/jpeg', async () => {
    const response = await upload(server, { bytes: tinyJpeg(), name: 'foto.jpeg' });
    expect(response.status).toBe(201);
    const { asset } = (await response.json()) as { asset: { url: string; width: number } };
    expect(asset.width).toBe(8);
    const file = await fetch(`${server.baseUrl}${asset.url}`);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('takes a file of exactly 5242880 bytes', async () => {
    const bytes = pngOfSize(maxUploadBytes);
    expect(bytes.length).toBe(5242880);
    const response = await upload(server, { bytes, name: 'gross.png' });
    expect(response.status).toBe(201);
  });

  it('refuses 5242881 bytes with fileTooLarge naming the maximum, storing nothing', async () => {
    const before = await stored();
    const body = await expectRefused(
      await upload(server, { bytes: pngOfSize(maxUploadBytes + 1), name: 'zu-gross.png' }),
      413,
      'fileTooLarge',
      before,
    );
    expect(body.details).toEqual([
      { field: 'file', reason: 'fileTooLarge', params: { maxBytes: 5242880 } },
    ]);
  });

  it('refuses a .gif with extensionNotAllowed naming the allowed list', async () => {
    const before = await stored();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const body = await expectRefused(
      await upload(server, { bytes: gif, name: 'animation.gif', type: 'image/gif' }),
      400,
      'extensionNotAllowed',
      before,
    );
    expect(body.details).toEqual([
      {
        field: 'file',
        reason: 'extensionNotAllowed',
        params: { allowed: 'jpg, jpeg, png', extension: 'gif' },
      },
    ]);
  });

  it('refuses a text file renamed .png as an unsupported image', async () => {
    const before = await stored();
    await expectRefused(
      await upload(server, { bytes: Buffer.from('Hallo, ich bin kein Bild.\n'), name: 'text.png' }),
      422,
      'imageUnsupported',
      before,
    );
  });

  it('refuses a PNG cut short, a broken header and a PNG named .jpg', async () => {
    const before = await stored();
    const png = smallPng();
    await expectRefused(
      await upload(server, { bytes: png.subarray(0, png.length - 20), name: 'kaputt.png' }),
      422,
      'imageUnsupported',
      before,
    );
    const broken = Buffer.from(png);
    broken[20] ^= 0xff; // inside IHDR: the checksum no longer fits
    await expectRefused(
      await upload(server, { bytes: broken, name: 'kaputt.png' }),
      422,
      'imageUnsupported',
      before,
    );
    await expectRefused(
      await upload(server, { bytes: png, name: 'falsch.jpg' }),
      422,
      'imageUnsupported',
      before,
    );
  });

  it('refuses an image over 8000 pixels a side or 40 megapixels with its own error', async () => {
    const before = await stored();
    /** A small PNG whose header declares another size (a bomb costs gigabytes to decode). */
    const declaring = (width: number, height: number) => {
      const png = Buffer.from(smallPng());
      png.writeUInt32BE(width, 16);
      png.writeUInt32BE(height, 20);
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      return png;
    };
    for (const [width, height] of [
      [20_000, 20_000],
      [8001, 10],
      [7000, 7000],
    ]) {
      const body = await expectRefused(
        await upload(server, { bytes: declaring(width, height), name: 'riesig.png' }),
        422,
        'imageTooLarge',
        before,
      );
      expect(body.details).toEqual([
        {
          field: 'file',
          reason: 'imageTooLarge',
          params: { width, height, maxSide: 8000, maxMegapixels: 40 },
        },
      ]);
    }
  });

  it('answers noFileChosen without a file, with an empty file and without multipart', async () => {
    const before = await stored();
    await expectRefused(await upload(server, null), 400, 'noFileChosen', before);
    await expectRefused(
      await upload(server, { bytes: Buffer.alloc(0), name: 'leer.png' }),
      400,
      'noFileChosen',
      before,
    );
    const { api } = await import('../../support/signIn');
    await expectRefused(
      await api(server.baseUrl, server.token, '/API/MediaDatabase/UploadFile', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      400,
      'noFileChosen',
      before,
    );
  });

  it('refuses an upload over the webspace limit with webspaceLimitReached', async () => {
    const before = await stored();
    await server.db.query('update media_webspace set limit_bytes = $2 where account_id = $1', [
      1,
      before.used + 100,
    ]);
    try {
      const body = await expectRefused(
        await upload(server, { bytes: smallPng(40, 40), name: 'passt-nicht.png' }),
        409,
        'webspaceLimitReached',
        before,
      );
      expect(body.details).toEqual([
        expect.objectContaining({
          params: { usedBytes: before.used, limitBytes: before.used + 100 },
        }),
      ]);
    } finally {
      await server.db.query(
        'update media_webspace set limit_bytes = 104857600 where account_id = 1',
      );
    }
  });

  it('uploads into a folder of the account only', async () => {
    const [{ id }] = await server.db.query<{ id: number }>(
      "insert into media_folders (account_id, name) values (2, 'Fremd') returning id",
    );
    const before = await stored();
    await expectRefused(
      await upload(server, { bytes: smallPng(), name: 'a.png' }, { folder: id }),
      404,
      'folderNotFound',
      before,
    );
    const own = await upload(
      server,
      { bytes: smallPng(), name: 'a.png' },
      {
        folder: id,
        token: server.otherToken,
      },
    );
    expect(own.status).toBe(201);
    expect(((await own.json()) as { asset: { folderId: number } }).asset.folderId).toBe(id);
  });

  it('needs MediaDatabase.View and a signed-in user', async () => {
    const before = await stored();
    await expectRefused(
      await upload(server, { bytes: smallPng(), name: 'a.png' }, { token: server.noRightsToken }),
      403,
      'forbidden',
      before,
    );
    const anonymous = await fetch(`${server.baseUrl}/API/MediaDatabase/UploadFile`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
  });
});
