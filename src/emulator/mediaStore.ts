/**
 * Media objects as Meta keeps them: what a business uploads (`POST /{phone-number-id}/media`) and
 * what a person sends (an image or a document in a messages webhook), each with its bytes.
 * Meta's Media API (https://developers.facebook.com/documentation/business-messaging/whatsapp/reference/media/media-api):
 * `GET /{media-id}[?phone_number_id=]` answers `{messaging_product, url, mime_type, sha256,
 * file_size, id}` (file_size a string, as the page's example gives it), the url valid for 5
 * minutes; `DELETE /{media-id}` answers `{success: true}`. The Media Download API
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/reference/media/media-download-api):
 * a GET of that url with the business token answers the bytes under their MIME type; without
 * the token, or once the url expired, nothing. Meta's urls point at lookaside.fbsbx.com
 * `/whatsapp_business/attachments/?mid=…&ext=…&hash=…`; ours at the same path of the emulator.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { graphError, invalidParameter, unknownObject } from './graphErrors';
import type { Random } from './random';

/** Meta's Media API: "The URL is only valid for 5 minutes." */
export const mediaUrlTtlMs = 5 * 60_000;

/** The path of a media url, below the emulator's root (Meta's lookaside path). */
export const attachmentsPath = '/whatsapp_business/attachments/';

export interface MediaObject {
  id: string;
  phoneNumberId: string;
  mimeType: string;
  bytes: Buffer;
  /** The document's file name, as the person's phone reports it. */
  filename?: string;
}

export class MediaStore {
  private readonly objects = new Map<string, MediaObject>();
  /** Signs urls so that a changed `mid` or `ext` (a later expiry) is refused. */
  private readonly urlKey = randomBytes(32);

  constructor(
    private readonly random: Random,
    private readonly now: () => number,
  ) {}

  add(input: Omit<MediaObject, 'id'>): MediaObject {
    const media: MediaObject = { id: this.random.digits(16), ...input };
    this.objects.set(media.id, media);
    return media;
  }

  /** Whether `id` is a media object (of `phoneNumberId`, when given). */
  has(id: string, phoneNumberId?: string): boolean {
    const media = this.objects.get(id);
    return (
      media !== undefined && (phoneNumberId === undefined || media.phoneNumberId === phoneNumberId)
    );
  }

  /** The media of a number the caller's token may use; `phoneNumberId` narrows it further. */
  find(id: string, mayUse: (phoneNumberId: string) => boolean, phoneNumberId?: string) {
    const media = this.objects.get(id);
    if (!media || !mayUse(media.phoneNumberId)) throw unknownObject(id);
    if (phoneNumberId !== undefined && media.phoneNumberId !== phoneNumberId) {
      throw invalidParameter(`Media ${id} does not belong to phone number ${phoneNumberId}`);
    }
    return media;
  }

  delete(media: MediaObject): void {
    this.objects.delete(media.id);
  }

  /** Meta's Retrieve Media URL answer; `root` is the emulator's own address (with its prefix). */
  urlView(media: MediaObject, root: string) {
    const ext = String(Math.floor((this.now() + mediaUrlTtlMs) / 1000));
    const url = new URL(`${root}${attachmentsPath}`);
    url.searchParams.set('mid', media.id);
    url.searchParams.set('ext', ext);
    url.searchParams.set('hash', this.sign(media.id, ext));
    return {
      messaging_product: 'whatsapp',
      url: url.toString(),
      mime_type: media.mimeType,
      sha256: sha256Hex(media.bytes),
      file_size: String(media.bytes.length),
      id: media.id,
    };
  }

  /** The media behind a url this store gave, while it is valid and the token may use it. */
  download(
    query: Record<string, string | undefined>,
    mayUse: (phoneNumberId: string) => boolean,
  ): MediaObject {
    const { mid, ext, hash } = query;
    const valid =
      mid !== undefined &&
      ext !== undefined &&
      /^\d+$/.test(ext) &&
      hash !== undefined &&
      sameText(hash, this.sign(mid, ext)) &&
      Number(ext) * 1000 > this.now();
    const media = valid ? this.objects.get(mid) : undefined;
    if (!media || !mayUse(media.phoneNumberId)) {
      // What the lookaside host answers a stale or foreign url: not found.
      throw graphError(100, 'The media url is not valid or has expired; retrieve it again.', {
        httpStatus: 404,
        noErrorData: true,
      });
    }
    return media;
  }

  private sign(mid: string, ext: string): string {
    return createHmac('sha256', this.urlKey).update(`${mid}:${ext}`).digest('base64url');
  }
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The hash a messages webhook carries for a person's media: base64 of its SHA-256. */
export const sha256Base64 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
