/**
 * The server's check of template content: the shared rules of src/common (400 `validation` with
 * the field and reason of each broken rule), then what only the database knows: the name is unique
 * in the account, the WABA is the account's, a header image exists in its media database.
 */
import { ValidationError, type AnySchema, type InferType } from 'yup';
import {
  alignPlaceholders,
  HeaderFormat,
  type TemplateContent,
  type TemplateHeader,
} from '../../../common/templates';
import {
  toApiErrorDetails,
  validationErrorKey,
  type ApiErrorDetail,
} from '../../../common/validation';
import { templateReasons } from '../../../common/validation/templateSchema';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { findAsset } from '../../media/assets';

export function refuse(details: ApiErrorDetail[], errorKey = validationErrorKey): never {
  throw new HttpError(400, errorKey, 'The template breaks a rule.', details);
}

/** Validates and casts `value` with a shared schema, or refuses with 400. */
export function checked<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  try {
    return schema.validateSync(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return refuse(toApiErrorDetails(error));
  }
}

/** Unused placeholders leave the defaults, new ones get an empty fallback (to be filled). */
export function withAlignedPlaceholders(body: unknown): unknown {
  const value = body as {
    components?: { body?: { text?: unknown; placeholderDefaultValues?: unknown } };
  };
  const part = value?.components?.body;
  if (!part || typeof part.text !== 'string') return body;
  const defaults = Array.isArray(part.placeholderDefaultValues)
    ? part.placeholderDefaultValues
    : [];
  return {
    ...value,
    components: {
      ...value.components,
      body: { ...part, placeholderDefaultValues: alignPlaceholders(part.text, defaults) },
    },
  };
}

/** `/Media/3/abc.png` and `3/abc.png` name the same image: stored without the prefix. */
export function imagePathOf(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/?Media\//i, '');
}

export const assetIdOf = (path: string) => /^(\d+)\/([0-9a-f-]{36})\.\w+$/i.exec(path);

/** Whether an image path names an asset of the account's media database. */
export async function imageExists(tx: Queryable, accountId: number, path: string) {
  const match = assetIdOf(path);
  if (!match || Number(match[1]) !== accountId) return false;
  return (await findAsset(tx, accountId, match[2])) !== undefined;
}

export async function checkHeader(
  tx: Queryable,
  accountId: number,
  header: TemplateHeader | null,
  field = 'components.header.headerValue',
): Promise<TemplateHeader | null> {
  if (!header || header.headerFormat !== HeaderFormat.image) return header;
  const headerValue = imagePathOf(header.headerValue);
  if (!(await imageExists(tx, accountId, headerValue))) {
    refuse([{ field, reason: 'fileNotFound' }]);
  }
  return { ...header, headerValue };
}

/**
 * A template saved without a business account in an account that has none: "no account
 * available" (spec section 8) on the field, as the editor says it, rather than "required".
 */
export async function checkAccountAvailable(db: Queryable, accountId: number, wabaId: unknown) {
  if (wabaId !== null && wabaId !== undefined) return;
  const [row] = await db.query('select 1 from whatsapp_accounts where account_id = $1 limit 1', [
    accountId,
  ]);
  if (!row) {
    refuse(
      [{ field: 'businessAccountId', reason: templateReasons.noAccountAvailable }],
      templateReasons.noAccountAvailable,
    );
  }
}

export async function checkWaba(tx: Queryable, accountId: number, wabaId: number) {
  const [row] = await tx.query<{ id: number }>(
    'select id from whatsapp_accounts where account_id = $1 and id = $2',
    [accountId, wabaId],
  );
  if (!row) refuse([{ field: 'businessAccountId', reason: 'invalid' }]);
}

export async function checkNameUnique(
  tx: Queryable,
  accountId: number,
  templateId: number,
  name: string,
) {
  const [row] = await tx.query<{ id: number }>(
    `select id from whatsapp_templates where account_id = $1 and lower(name) = lower($2)
       and id <> $3`,
    [accountId, name.trim(), templateId],
  );
  if (row) {
    refuse(
      [{ field: 'name', reason: templateReasons.nameDuplicate }],
      templateReasons.nameDuplicate,
    );
  }
}

/** The basic fields and the database's rules of a whole template; answers it cleaned. */
export async function checkBasics<T extends Pick<TemplateContent, 'name' | 'businessAccountId'>>(
  tx: Queryable,
  accountId: number,
  templateId: number,
  value: T,
): Promise<T> {
  await checkNameUnique(tx, accountId, templateId, value.name);
  await checkWaba(tx, accountId, value.businessAccountId!);
  return { ...value, name: value.name.trim() };
}
