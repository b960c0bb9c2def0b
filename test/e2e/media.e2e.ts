/**
 * The media database in Debian's Chromium against the real server and the built web app: the
 * demo folders are there; a marketer creates a folder, uploads a PNG and sees its thumbnail;
 * a 6 MB file, a .gif and a text file renamed .png are refused with three different clear texts;
 * afterwards nothing is half-stored: the folder lists only the good PNG, and the storage holds
 * exactly the files the account's assets name.
 * Run with `npm run build && node --import tsx --test test/e2e/media.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { MediaFolderContents } from '../../src/common/media';
import { encodePng } from '../../src/server/media/pngEncoder';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
  page = await signInInBrowser(
    browser,
    server.baseUrl,
    'marketer',
    'relay-marketer',
    '/MediaDatabase',
  );
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A folder's contents as the app's own token sees them. */
async function contentsOf(folderId: number): Promise<MediaFolderContents> {
  return page.evaluate(async (id) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key!)!);
    const response = await fetch(`/API/MediaDatabase/Folder?folderId=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as MediaFolderContents;
  }, folderId);
}

/** Files in the media storage of account 1, and any left in its staging area. */
function storedFiles() {
  const root = path.join(server.dataDir, 'media');
  const staging = path.join(root, '.staging');
  return {
    account: readdirSync(path.join(root, '1')).sort(),
    staging: existsSync(staging) ? readdirSync(staging) : [],
  };
}

async function upload(name: string, buffer: Buffer, mimeType: string) {
  await page.getByTestId('media-upload-input').setInputFiles({ name, mimeType, buffer });
  await page.getByTestId('media-upload-button').click();
}

describe('media database', () => {
  let folderId: number;
  let demoFiles: string[];

  it('shows the demo folders', async () => {
    await page.getByRole('heading', { name: 'Mediendatenbank' }).waitFor();
    for (const name of ['Newsletter-Header', 'Produkte', 'Logos']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    demoFiles = storedFiles().account;
    assert.equal(demoFiles.length, 6);
  });

  it('creates a folder and opens it', async () => {
    await page.getByTestId('media-new-folder').click();
    await page.getByLabel('Name des Ordners').fill('E2E Bilder');
    await page.getByTestId('media-folder-dialog-save').click();
    await page.getByRole('link', { name: 'E2E Bilder' }).click();
    await page.waitForURL(/\/MediaDatabase\/\d+$/);
    folderId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('media-empty').waitFor();
    assert.match(
      await page.getByTestId('media-breadcrumb').innerText(),
      /Alle Dateien\s*›?\s*E2E Bilder/,
    );
  });

  it('uploads a PNG and shows its thumbnail', async () => {
    const png = encodePng(64, 40, (x, y) => [x * 4, y * 6, 160]);
    await upload('Gutes Bild.png', png, 'image/png');
    await page.getByTestId('media-upload-done').waitFor();
    const tile = page.getByTestId('media-asset');
    await tile.waitFor();
    assert.match(await tile.innerText(), /Gutes Bild\.png/);
    const thumbnail = tile.getByRole('img', { name: 'Gutes Bild' });
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 64,
      await thumbnail.elementHandle(),
    );
  });

  it('refuses a 6 MB file, a .gif and a text renamed .png with three different clear texts', async () => {
    await upload('riesig.png', Buffer.alloc(6 * 1024 * 1024, 1), 'image/png');
    await upload('animation.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif');
    await upload('notiz.png', Buffer.from('Das ist nur Text, kein Bild.\n'), 'image/png');
    const failed = page.getByTestId('media-upload-failed');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="media-upload-failed"]').length === 3,
    );
    const texts = await failed.allInnerTexts();
    assert.equal(texts.length, 3);
    assert.equal(new Set(texts).size, 3);
    const byName = (name: string) => texts.find((text) => text.startsWith(`${name}:`)) ?? '';
    assert.match(byName('riesig.png'), /zu groß.*höchstens 5 MB \(5\.242\.880 Bytes\)/);
    assert.match(
      byName('animation.gif'),
      /„\.gif“ sind nicht erlaubt\. Erlaubt sind: jpg, jpeg, png/,
    );
    assert.match(byName('notiz.png'), /kein gültiges JPG- oder PNG-Bild/);
  });

  it('stores nothing half: the folder lists only the good PNG, the storage only its file', async () => {
    await page.reload();
    await page.getByTestId('media-asset').waitFor();
    assert.equal(await page.getByTestId('media-asset').count(), 1);
    const contents = await contentsOf(folderId);
    assert.deepEqual(
      contents.assets.map((asset) => `${asset.name}.${asset.extension}`),
      ['Gutes Bild.png'],
    );
    const files = storedFiles();
    assert.deepEqual(files.staging, []);
    assert.deepEqual(files.account, [...demoFiles, `${contents.assets[0].id}.png`].sort());
  });
});
