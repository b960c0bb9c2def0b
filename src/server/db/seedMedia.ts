/**
 * Demo images for the media database: a few folders with small PNGs in each active demo account,
 * drawn at seed time (node:zlib) and written through the media storage like uploads. Runs with
 * the first seed only; an account that has folders already is left alone.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { storageKeyOf } from '../media/assets';
import { encodePng, type Rgb } from '../media/pngEncoder';
import type { MediaStorage } from '../media/storage';
import type { Database } from './database';
import { demoAccounts } from './seed';

interface DemoImage {
  name: string;
  tags: string[];
  from: Rgb;
  to: Rgb;
}

const demoFolders: { name: string; images: DemoImage[] }[] = [
  {
    name: 'Newsletter-Header',
    images: [
      {
        name: 'Header Frühling',
        tags: ['Header', 'Frühling'],
        from: [126, 200, 80],
        to: [255, 236, 139],
      },
      {
        name: 'Header Sommer',
        tags: ['Header', 'Sommer'],
        from: [255, 179, 71],
        to: [255, 99, 71],
      },
      {
        name: 'Header Winter',
        tags: ['Header', 'Winter'],
        from: [176, 224, 230],
        to: [70, 130, 180],
      },
    ],
  },
  {
    name: 'Produkte',
    images: [
      { name: 'Angebot Nordsee', tags: ['Angebot'], from: [0, 105, 148], to: [135, 206, 235] },
      {
        name: 'Angebot Alpen',
        tags: ['Angebot', 'Berge'],
        from: [85, 107, 47],
        to: [245, 245, 245],
      },
    ],
  },
  {
    name: 'Logos',
    images: [{ name: 'Logo hell', tags: ['Logo'], from: [255, 255, 255], to: [200, 200, 200] }],
  },
];

const width = 320;
const height = 168;

/** A diagonal gradient with a soft band: small as a PNG, recognisable as a thumbnail. */
function drawImage(image: DemoImage): Buffer {
  return encodePng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const band = Math.abs(y - height / 2) < height / 10 ? 0.15 : 0;
    return image.from.map((start, i) =>
      Math.round(Math.min(255, start + (image.to[i] - start) * t + 255 * band)),
    ) as unknown as Rgb;
  });
}

export async function seedDemoMedia(db: Database, storage: MediaStorage): Promise<void> {
  const names = demoAccounts.filter((account) => !account.locked).map((account) => account.name);
  const accounts = await db.query<{ id: number; has_folders: boolean; creator: number | null }>(
    `select a.id,
       exists(select 1 from media_folders f where f.account_id = a.id) as has_folders,
       (select id from users where username = 'admin') as creator
     from accounts a where a.name = any($1::text[]) and not a.locked order by a.id`,
    [names],
  );
  for (const account of accounts) {
    if (account.has_folders) continue;
    const written: string[] = [];
    try {
      const assets: { id: string; folder: string; image: DemoImage; size: number; key: string }[] =
        [];
      for (const folder of demoFolders) {
        for (const image of folder.images) {
          const id = randomUUID();
          const key = storageKeyOf(account.id, id, 'png');
          const size = await storage.put(key, Readable.from([drawImage(image)]));
          written.push(key);
          assets.push({ id, folder: folder.name, image, size, key });
        }
      }
      await db.transaction(async (tx) => {
        const folderIds = new Map<string, number>();
        for (const folder of demoFolders) {
          const [row] = await tx.query<{ id: number }>(
            'insert into media_folders (account_id, name) values ($1, $2) returning id',
            [account.id, folder.name],
          );
          folderIds.set(folder.name, row.id);
        }
        for (const asset of assets) {
          await tx.query(
            `insert into media_assets (id, account_id, folder_id, name, tags, extension,
               content_type, size_bytes, width, height, storage_key, creator_user_id)
             values ($1, $2, $3, $4, $5, 'png', 'image/png', $6, $7, $8, $9, $10)`,
            [
              asset.id,
              account.id,
              folderIds.get(asset.folder),
              asset.image.name,
              asset.image.tags,
              asset.size,
              width,
              height,
              asset.key,
              account.creator,
            ],
          );
        }
        await tx.query(
          `insert into media_webspace (account_id, used_bytes) values ($1, $2)
           on conflict (account_id) do update set used_bytes = media_webspace.used_bytes + $2`,
          [account.id, assets.reduce((sum, asset) => sum + asset.size, 0)],
        );
      });
    } catch (error) {
      for (const key of written) await storage.delete(key);
      throw error;
    }
  }
}
