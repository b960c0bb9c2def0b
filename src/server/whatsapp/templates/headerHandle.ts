/**
 * The handle Meta takes as an image header's sample (`example.header_handle`): the image's bytes
 * go through the Resumable Upload API (https://developers.facebook.com/docs/graph-api/guides/upload,
 * CloudApiClient.uploadHeaderHandle). The handle is kept per template with the image it was made
 * from (migration 023): resubmitting the same image reuses it; another image is uploaded anew.
 */
import { buffer } from 'node:stream/consumers';
import { HeaderFormat } from '../../../common/templates';
import type { CloudApiClient } from '../../cloudapi/client';
import type { Queryable } from '../../db/database';
import { findAsset } from '../../media/assets';
import type { MediaStorage } from '../../media/storage';
import { assetIdOf, imagePathOf } from './content';
import type { TemplateRow } from './store';

export interface HeaderHandle {
  handle: string;
  /** The image path (without /Media) it was made from. */
  image: string;
}

type HandleRow = Pick<
  TemplateRow,
  'account_id' | 'header_format' | 'header_value' | 'header_handle' | 'header_handle_image'
>;

/** The kept handle when it was made from the template's current image; null otherwise. */
export function keptHeaderHandle(row: HandleRow): HeaderHandle | null {
  if (row.header_format !== HeaderFormat.image || !row.header_handle) return null;
  const image = imagePathOf(row.header_value);
  return row.header_handle_image === image ? { handle: row.header_handle, image } : null;
}

/** Uploads the template's header image to Meta; null when the template has no image header. */
export async function uploadHeaderHandle(
  db: Queryable,
  storage: MediaStorage,
  client: CloudApiClient,
  token: string,
  row: HandleRow,
): Promise<HeaderHandle | null> {
  if (row.header_format !== HeaderFormat.image) return null;
  const image = imagePathOf(row.header_value);
  const match = assetIdOf(image);
  const asset = match ? await findAsset(db, row.account_id, match[2]) : undefined;
  const file = asset ? await storage.get(asset.storage_key) : null;
  if (!asset || !file) throw new Error(`The header image ${image} is not in the media database`);
  const handle = await client.uploadHeaderHandle(token, {
    data: await buffer(file.stream),
    mimeType: asset.content_type,
    filename: `${asset.name}.${asset.extension}`.replace(/\.(\w+)\.\1$/, '.$1'),
  });
  return { handle, image };
}
