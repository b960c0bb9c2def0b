import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MediaAsset, MediaFolder, MediaFolderContents } from '../../../src/common/media';
import { json, smallPng, startMediaServer, upload, type MediaTestServer } from './mediaFixtures';

let server: MediaTestServer;

beforeAll(async () => {
  server = await startMediaServer();
});
afterAll(() => server?.close());

async function createFolder(name: string, parentId?: number, token?: string) {
  const response = await json(
    server,
    'POST',
    '/API/MediaDatabase/Folder',
    { name, parentId },
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as MediaFolder;
}

async function uploadPng(name: string, folder?: number, token?: string) {
  const response = await upload(server, { bytes: smallPng(), name }, { folder, token });
  expect(response.status).toBe(201);
  return ((await response.json()) as { asset: MediaAsset }).asset;
}

async function contents(folderId?: number, token?: string) {
  const response = await json(
    server,
    'GET',
    `/API/MediaDatabase/Folder${folderId ? `?folderId=${folderId}` : ''}`,
    undefined,
    token,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as MediaFolderContents;
}

describe('folders', () => {
  it('creates a tree and lists a folder with its breadcrumb, folders, assets and webspace', async () => {
    const top = await createFolder('Kampagnen');
    const child = await createFolder('Sommer', top.id);
    const grandchild = await createFolder('Juli', child.id);
    const asset = await uploadPng('bild.png', grandchild.id);

    const view = await contents(grandchild.id);
    expect(view.folder).toMatchObject({ id: grandchild.id, name: 'Juli', parentId: child.id });
    expect(view.path.map((folder) => folder.name)).toEqual(['Kampagnen', 'Sommer']);
    expect(view.assets.map((a) => a.id)).toEqual([asset.id]);
    expect(view.webspace.usedBytes).toBeGreaterThanOrEqual(asset.size);

    const root = await contents();
    expect(root.folder).toBeNull();
    expect(root.folders.map((folder) => folder.name)).toContain('Kampagnen');
  });

  it('keeps folder names unique among siblings, whatever the case', async () => {
    const parent = await createFolder('Eltern');
    await createFolder('Logos', parent.id);
    const clash = await json(server, 'POST', '/API/MediaDatabase/Folder', {
      name: ' logos ',
      parentId: parent.id,
    });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ errorKey: 'folderNameDuplicate' });
    // The same name elsewhere is fine.
    await createFolder('Logos');
    const blank = await json(server, 'POST', '/API/MediaDatabase/Folder', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      errorKey: 'validation',
      details: [{ field: 'name', reason: 'required' }],
    });
  });

  it('renames a folder and refuses a sibling name', async () => {
    const a = await createFolder('Alt');
    await createFolder('Besetzt');
    const renamed = await json(server, 'PATCH', `/API/MediaDatabase/Folder/${a.id}`, {
      name: 'Neu',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: a.id, name: 'Neu' });
    const clash = await json(server, 'PATCH', `/API/MediaDatabase/Folder/${a.id}`, {
      name: 'Besetzt',
    });
    expect(clash.status).toBe(409);
  });

  it('deletes an empty folder and refuses one that holds anything', async () => {
    const full = await createFolder('Voll');
    await uploadPng('x.png', full.id);
    const refused = await json(server, 'DELETE', `/API/MediaDatabase/Folder/${full.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errorKey: 'folderNotEmpty' });
    const empty = await createFolder('Leer');
    expect((await json(server, 'DELETE', `/API/MediaDatabase/Folder/${empty.id}`)).status).toBe(
      204,
    );
    expect(
      (await json(server, 'GET', `/API/MediaDatabase/Folder?folderId=${empty.id}`)).status,
    ).toBe(404);
  });

  it("answers 404 folderNotFound for another account's folder, and changes nothing", async () => {
    const foreign = await createFolder('Fremdordner', undefined, server.otherToken);
    for (const [method, url, body] of [
      ['GET', `/API/MediaDatabase/Folder?folderId=${foreign.id}`, undefined],
      ['PATCH', `/API/MediaDatabase/Folder/${foreign.id}`, { name: 'Gekapert' }],
      ['DELETE', `/API/MediaDatabase/Folder/${foreign.id}`, undefined],
      ['POST', '/API/MediaDatabase/Folder', { name: 'Unter', parentId: foreign.id }],
    ] as const) {
      const response = await json(server, method, url, body);
      expect([url, response.status]).toEqual([url, 404]);
      expect(await response.json()).toMatchObject({ errorKey: 'folderNotFound' });
    }
    const view = await contents(foreign.id, server.otherToken);
    expect(view.folder?.name).toBe('Fremdordner');
    expect(view.folders).toEqual([]);
  });

  it('needs MediaDatabase.View', async () => {
    const response = await json(
      server,
      'GET',
      '/API/MediaDatabase/Folder',
      undefined,
      server.noRightsToken,
    );
    expect(response.status).toBe(403);
    const create = await json(
      server,
      'POST',
      '/API/MediaDatabase/Folder',
      { name: 'Nein' },
      server.noRightsToken,
    );
    expect(create.status).toBe(403);
  });
});

describe('assets', () => {
  it('renames, tags and moves an asset', async () => {
    const target = await createFolder('Ziel');
    const asset = await uploadPng('vorher.png');
    const response = await json(server, 'PATCH', `/API/MediaDatabase/Asset/${asset.id}`, {
      name: 'Nachher',
      tags: ['Sommer', ' sommer ', 'Header', ''],
      folderId: target.id,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: asset.id,
      name: 'Nachher',
      tags: ['Sommer', 'Header'],
      folderId: target.id,
      url: asset.url,
    });
    const moved = await contents(target.id);
    expect(moved.assets.map((a) => a.name)).toEqual(['Nachher']);
  });

  it('deletes an asset: row, file and webspace sum', async () => {
    const asset = await uploadPng('weg.png');
    const file = path.join(server.dataDir, 'media', `1/${asset.id}.png`);
    expect(existsSync(file)).toBe(true);
    const before = (await contents()).webspace.usedBytes;
    const response = await json(server, 'DELETE', `/API/MediaDatabase/Asset/${asset.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      webspace: { usedBytes: before - asset.size, limitBytes: 104857600 },
    });
    expect(existsSync(file)).toBe(false);
    const served = await fetch(`${server.baseUrl}${asset.url}`);
    expect(served.status).toBe(404);
    expect(await served.json()).toMatchObject({ errorKey: 'fileNotFound' });
  });

  it("answers 404 fileNotFound for another account's asset, and changes nothing", async () => {
    const foreign = await uploadPng('fremd.png', undefined, server.otherToken);
    for (const [method, body] of [
      ['PATCH', { name: 'Gekapert' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await json(server, method, `/API/MediaDatabase/Asset/${foreign.id}`, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorKey: 'fileNotFound' });
    }
    const unknown = await json(server, 'DELETE', '/API/MediaDatabase/Asset/not-a-uuid');
    expect(unknown.status).toBe(404);
    const theirs = await contents(undefined, server.otherToken);
    expect(theirs.assets.find((a) => a.id === foreign.id)?.name).toBe('fremd');
  });

  it('serves files publicly by their random id; a wrong account, id or extension is 404', async () => {
    const asset = await uploadPng('oeffentlich.png');
    const ok = await fetch(`${server.baseUrl}${asset.url}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    for (const url of [
      `/Media/2/${asset.id}.png`,
      `/Media/1/${asset.id}.jpg`,
      '/Media/1/00000000-0000-4000-8000-000000000000.png',
      '/Media/1/..%2F..%2Fpglite.png',
    ]) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect([url, response.status]).toEqual([url, 404]);
    }
  });
});

describe('SaveFileAllocation', () => {
  it('records which file an entity uses in a slot; saving again replaces it', async () => {
    const first = await uploadPng('header1.png');
    const second = await uploadPng('header2.png');
    const save = (fileId: string) =>
      json(server, 'POST', '/API/MediaDatabase/SaveFileAllocation', {
        fileId,
        identifier: 'headerImage',
        objectId: 42,
        entityType: 'WhatsAppTemplate',
      });
    const response = await save(first.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      fileId: first.id,
      identifier: 'headerImage',
      objectId: '42',
      entityType: 'WhatsAppTemplate',
      url: first.url,
    });
    expect((await save(second.id)).status).toBe(200);
    const rows = await server.db.query<{ file_id: string }>(
      "select file_id from media_file_allocations where account_id = 1 and object_id = '42'",
    );
    expect(rows).toEqual([{ file_id: second.id }]);
  });

  it("refuses another account's file with fileNotFound and stores nothing", async () => {
    const foreign = await uploadPng('fremd2.png', undefined, server.otherToken);
    const response = await json(server, 'POST', '/API/MediaDatabase/SaveFileAllocation', {
      fileId: foreign.id,
      identifier: 'headerImage',
      objectId: '7',
      entityType: 'WhatsAppTemplate',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorKey: 'fileNotFound' });
    const rows = await server.db.query(
      "select 1 from media_file_allocations where object_id = '7'",
    );
    expect(rows).toEqual([]);
  });

  it('drops the allocation with its asset', async () => {
    const asset = await uploadPng('kurz.png');
    await json(server, 'POST', '/API/MediaDatabase/SaveFileAllocation', {
      fileId: asset.id,
      identifier: 'headerImage',
      objectId: '9',
      entityType: 'WhatsAppTemplate',
    });
    await json(server, 'DELETE', `/API/MediaDatabase/Asset/${asset.id}`);
    const rows = await server.db.query(
      "select 1 from media_file_allocations where object_id = '9'",
    );
    expect(rows).toEqual([]);
  });
});

describe('GetLastChangedAssets', () => {
  it('answers the 4 most recently changed assets of the account, newest first', async () => {
    const names = ['eins', 'zwei', 'drei', 'vier', 'fuenf'];
    const assets: MediaAsset[] = [];
    for (const name of names) assets.push(await uploadPng(`${name}.png`));
    // A change counts: renaming "zwei" makes it the newest.
    await json(server, 'PATCH', `/API/MediaDatabase/Asset/${assets[1].id}`, { name: 'zwei-neu' });
    const response = await json(
      server,
      'GET',
      '/Assets/MediaDatabase/GetLastChangedAssets?count=4',
    );
    expect(response.status).toBe(200);
    const { assetInfos } = (await response.json()) as {
      assetInfos: { name: string; url: string; size: number; creator: string; date: string }[];
    };
    expect(assetInfos.map((info) => info.name)).toEqual(['zwei-neu', 'fuenf', 'vier', 'drei']);
    expect(assetInfos[0]).toMatchObject({
      url: assets[1].url,
      size: assets[1].size,
      extension: 'png',
      creator: 'Max Marketing',
    });
    const defaults = await json(server, 'GET', '/Assets/MediaDatabase/GetLastChangedAssets');
    expect(((await defaults.json()) as { assetInfos: unknown[] }).assetInfos).toHaveLength(4);
  });

  it("never shows another account's assets and needs a signed-in user", async () => {
    const theirs = await json(
      server,
      'GET',
      '/Assets/MediaDatabase/GetLastChangedAssets?count=100',
      undefined,
      server.otherToken,
    );
    const { assetInfos } = (await theirs.json()) as { assetInfos: { url: string }[] };
    expect(assetInfos.length).toBeGreaterThan(0);
    expect(assetInfos.every((info) => info.url.startsWith('/Media/2/'))).toBe(true);
    const anonymous = await fetch(`${server.baseUrl}/Assets/MediaDatabase/GetLastChangedAssets`);
    expect(anonymous.status).toBe(401);
  });
});

describe('asset search', () => {
  const search = async (text: string, token?: string) =>
    json(
      server,
      'GET',
      `/API/MediaDatabase/Search?searchText=${encodeURIComponent(text)}`,
      undefined,
      token,
    );

  it('finds assets of every folder by part of the name or a tag, from 3 characters', async () => {
    const deep = await createFolder('Suche tief');
    const byName = await uploadPng('Polarlicht-Header.png', deep.id);
    const byTag = await uploadPng('bild-17.png');
    await json(server, 'PATCH', `/API/MediaDatabase/Asset/${byTag.id}`, {
      tags: ['Polarnacht'],
    });
    await uploadPng('Sommerwiese.png');

    const response = await search('POLAR');
    expect(response.status).toBe(200);
    const found = (await response.json()) as { assets: MediaAsset[]; hasMore: boolean };
    expect(found.assets.map((a) => [a.id, a.folderId])).toEqual([
      [byTag.id, null],
      [byName.id, deep.id],
    ]);
    expect(found.hasMore).toBe(false);
    expect((await search('po')).status).toBe(400);
    expect(((await (await search('%%%')).json()) as { assets: unknown[] }).assets).toEqual([]);
  });

  it("needs MediaDatabase.View and never finds another account's assets", async () => {
    expect((await search('polar', server.noRightsToken)).status).toBe(403);
    const theirs = (await (await search('png', server.otherToken)).json()) as {
      assets: MediaAsset[];
    };
    expect(theirs.assets.every((a) => a.url.startsWith('/Media/2/'))).toBe(true);
  });
});
