/**
 * The failures of the media calls (spec section 8), each with its own errorKey; `details` carry
 * the values the SPA's texts name (the allowed extensions, the maximum size).
 */
import {
  allowedExtensions,
  maxImagePixels,
  maxImageSide,
  maxUploadBytes,
  mediaErrorKeys,
} from '../../common/media';
import { HttpError } from '../http/httpError';

export const extensionNotAllowed = (extension: string) =>
  new HttpError(
    400,
    mediaErrorKeys.extensionNotAllowed,
    `Files ending in "${extension || '(none)'}" are not allowed; allowed: ${allowedExtensions.join(', ')}.`,
    [
      {
        field: 'file',
        reason: mediaErrorKeys.extensionNotAllowed,
        params: { allowed: allowedExtensions.join(', '), extension },
      },
    ],
  );

export const fileTooLarge = () =>
  new HttpError(
    413,
    mediaErrorKeys.fileTooLarge,
    `The file is larger than the maximum of ${maxUploadBytes} bytes.`,
    [{ field: 'file', reason: mediaErrorKeys.fileTooLarge, params: { maxBytes: maxUploadBytes } }],
  );

export const noFileChosen = () =>
  new HttpError(400, mediaErrorKeys.noFileChosen, 'No file was chosen.', [
    { field: 'file', reason: mediaErrorKeys.noFileChosen },
  ]);

export const imageUnsupported = (reason: string) =>
  new HttpError(422, mediaErrorKeys.imageUnsupported, `The image cannot be processed: ${reason}.`, [
    { field: 'file', reason: mediaErrorKeys.imageUnsupported },
  ]);

export const imageTooLarge = (width: number, height: number) =>
  new HttpError(
    422,
    mediaErrorKeys.imageTooLarge,
    `The image of ${width} × ${height} pixels is too large: at most ${maxImageSide} pixels a side and ${maxImagePixels} pixels in all.`,
    [
      {
        field: 'file',
        reason: mediaErrorKeys.imageTooLarge,
        params: { width, height, maxSide: maxImageSide, maxMegapixels: maxImagePixels / 1e6 },
      },
    ],
  );

export const webspaceLimitReached = (usedBytes: number, limitBytes: number) =>
  new HttpError(
    409,
    mediaErrorKeys.webspaceLimitReached,
    `The webspace of ${limitBytes} bytes is used up (${usedBytes} bytes used).`,
    [
      {
        field: 'file',
        reason: mediaErrorKeys.webspaceLimitReached,
        params: { usedBytes, limitBytes },
      },
    ],
  );

export const fileNotFound = () =>
  new HttpError(404, mediaErrorKeys.fileNotFound, 'The file was not found.');

export const folderNotFound = () =>
  new HttpError(404, mediaErrorKeys.folderNotFound, 'The folder was not found.');

export const folderNameDuplicate = (name: string) =>
  new HttpError(
    409,
    mediaErrorKeys.folderNameDuplicate,
    `A folder named "${name}" exists here already.`,
    [{ field: 'name', reason: mediaErrorKeys.folderNameDuplicate }],
  );

export const folderNotEmpty = () =>
  new HttpError(
    409,
    mediaErrorKeys.folderNotEmpty,
    'The folder still holds folders or files; empty it first.',
  );

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505';
