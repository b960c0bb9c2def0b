/**
 * The media database (spec sections 3, 7, 8 and 9): upload rules and the shapes of its calls,
 * shared by the SPA (texts that name the limits) and the server (which enforces them).
 */

/** Spec section 9: upload maximum 5242880 bytes (5 MB). */
export const maxUploadBytes = 5_242_880;

/** Spec section 9: the image extensions an upload may have. */
export const allowedExtensions = ['jpg', 'jpeg', 'png'] as const;
export type MediaExtension = (typeof allowedExtensions)[number];

/** The webspace an account starts with (100 MB); kept per account in the database. */
export const defaultWebspaceBytes = 104_857_600;

/** Spec section 9: the dashboard shows the 4 most recently changed assets. */
export const lastChangedAssetsDefault = 4;

/** Hits of an asset search per answer. */
export const assetSearchLimit = 60;

export const mediaLimits = { folderName: 100, assetName: 200, tag: 50, tags: 20 } as const;

/**
 * The largest image taken (issue 21): a small file can declare a huge picture (a 1.1 MB PNG of
 * 20,000 × 20,000 pixels) that costs gigabytes to decode wherever it is shown or resized.
 */
export const maxImageSide = 8000;
export const maxImagePixels = 40_000_000;

export const withinImageLimits = (width: number, height: number) =>
  width <= maxImageSide && height <= maxImageSide && width * height <= maxImagePixels;

/** Error keys of the media calls (spec section 8), one per failure. */
export const mediaErrorKeys = {
  extensionNotAllowed: 'extensionNotAllowed',
  webspaceLimitReached: 'webspaceLimitReached',
  imageUnsupported: 'imageUnsupported',
  imageTooLarge: 'imageTooLarge',
  noFileChosen: 'noFileChosen',
  fileTooLarge: 'fileTooLarge',
  fileNotFound: 'fileNotFound',
  folderNotFound: 'folderNotFound',
  folderNameDuplicate: 'folderNameDuplicate',
  folderNotEmpty: 'folderNotEmpty',
} as const;
export type MediaErrorKey = (typeof mediaErrorKeys)[keyof typeof mediaErrorKeys];

export function extensionOf(fileName: string): string {
  const match = /\.([^./\\]+)$/.exec(fileName);
  return match ? match[1].toLowerCase() : '';
}

export function isAllowedExtension(extension: string): extension is MediaExtension {
  return (allowedExtensions as readonly string[]).includes(extension);
}

export interface MediaFolder {
  id: number;
  parentId: number | null;
  name: string;
  createdAt: string;
}

export interface MediaAsset {
  id: string;
  folderId: number | null;
  name: string;
  tags: string[];
  extension: MediaExtension;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The creator's name; null when the user was deleted ("Gelöschter Benutzer"). */
  creator: string | null;
  createdAt: string;
  changedAt: string;
  /** Where the browser loads the file: `/Media/{accountId}/{id}.{extension}`. */
  url: string;
}

export interface MediaWebspace {
  usedBytes: number;
  limitBytes: number;
}

/** `GET /API/MediaDatabase/Folder?folderId=`: a folder (null: the top level) and its contents. */
export interface MediaFolderContents {
  folder: MediaFolder | null;
  /** From the top level down to the folder's parent, for the breadcrumb. */
  path: MediaFolder[];
  folders: MediaFolder[];
  assets: MediaAsset[];
  webspace: MediaWebspace;
}

/** `GET /Assets/MediaDatabase/GetLastChangedAssets`: an item of assetInfos. */
export interface MediaAssetInfo {
  id: string;
  name: string;
  url: string;
  size: number;
  extension: MediaExtension;
  creator: string | null;
  date: string;
}

/** `POST /API/MediaDatabase/SaveFileAllocation` (spec section 3, media allocation). */
export interface MediaFileAllocation {
  fileId: string;
  identifier: string;
  objectId: string;
  entityType: string;
}

/** `PATCH /API/MediaDatabase/Assets/{id}`: any of rename, tag, move. */
export interface MediaAssetChange {
  name?: string;
  tags?: string[];
  folderId?: number | null;
}

/** `GET /API/MediaDatabase/Search?searchText=`: assets of any folder, by name. */
export interface MediaAssetSearchResult {
  assets: MediaAsset[];
  /** More hits than shown: the search text should be narrowed. */
  hasMore: boolean;
}
