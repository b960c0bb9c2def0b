/** JSON schemas of the media calls: they validate, serialise and document. */
import { mediaLimits } from '../../common/media';
import { HttpError } from '../http/httpError';

export { errorSchema } from '../identity/schemas';

export const folderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parentId: { type: ['integer', 'null'] },
    name: { type: 'string' },
    createdAt: { type: 'string' },
  },
  required: ['id', 'parentId', 'name', 'createdAt'],
} as const;

export const assetSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    folderId: { type: ['integer', 'null'] },
    name: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    extension: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    creator: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    changedAt: { type: 'string' },
    url: { type: 'string' },
  },
  required: ['id', 'folderId', 'name', 'tags', 'extension', 'size', 'url', 'createdAt'],
} as const;

export const webspaceSchema = {
  type: 'object',
  properties: { usedBytes: { type: 'integer' }, limitBytes: { type: 'integer' } },
  required: ['usedBytes', 'limitBytes'],
} as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

export const assetIdParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['id'],
} as const;

export const folderNameSchema = { type: 'string', maxLength: mediaLimits.folderName } as const;
export const assetNameSchema = { type: 'string', maxLength: mediaLimits.assetName } as const;

/** A name trimmed; blank, or holding a path separator or markup, answers 400 validation. */
export function cleanName(value: string, field = 'name'): string {
  const name = value.trim();
  const reason = !name ? 'required' : /[/\\<>]/.test(name) ? 'invalidCharacters' : null;
  if (reason) {
    throw new HttpError(400, 'validation', `The ${field} is ${reason}.`, [{ field, reason }]);
  }
  return name;
}

/** Tags trimmed, blank ones dropped, each once (whatever its case). */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    if (/[<>]/.test(tag)) {
      throw new HttpError(400, 'validation', 'A tag holds markup.', [
        { field: 'tags', reason: 'invalidCharacters' },
      ]);
    }
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}
