/**
 * Checking a subscriber the form sends: the shared rules (src/common), the account's custom
 * fields, the number normalised to E.164, and no second subscriber with the same number or email.
 */
import type { SubscriberInput } from '../../../common/subscribers';
import { normalizePhone } from '../../../common/phone';
import { subscriberLimits, subscriberSchema } from '../../../common/validation/subscriberSchema';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { validateBody } from '../../http/validateBody';

export interface CheckedSubscriber {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string | null;
  culture: string;
  doiStatus: SubscriberInput['doiStatus'];
  customFields: Record<string, string>;
}

export async function checkSubscriber(
  db: Queryable,
  accountId: number,
  body: unknown,
): Promise<CheckedSubscriber> {
  const result = validateBody(subscriberSchema, body);
  if (!result.ok) {
    throw new HttpError(400, result.error.errorKey, result.error.message, result.error.details);
  }
  const value = result.value;
  const customFields = await checkCustomFields(
    db,
    accountId,
    (body as { customFields?: unknown }).customFields,
  );
  return {
    firstname: value.firstname ?? null,
    lastname: value.lastname ?? null,
    email: value.email ?? null,
    telnr: value.telnr ? normalizePhone(value.telnr) : null,
    culture: value.culture,
    doiStatus: value.doiStatus,
    customFields,
  };
}

async function checkCustomFields(
  db: Queryable,
  accountId: number,
  given: unknown,
): Promise<Record<string, string>> {
  if (given === undefined || given === null) return {};
  const invalid = (reason: string) =>
    new HttpError(400, 'validation', 'A custom field is not valid.', [
      { field: 'customFields', reason },
    ]);
  if (typeof given !== 'object' || Array.isArray(given)) throw invalid('invalid');
  const entries = Object.entries(given as Record<string, unknown>).filter(
    ([, value]) => value !== '' && value !== null && value !== undefined,
  );
  const known = await db.query<{ name: string }>(
    'select name from subscriber_fields where account_id = $1',
    [accountId],
  );
  const names = new Set(known.map((row) => row.name));
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!names.has(name)) throw invalid('unknownField');
    if (typeof value !== 'string') throw invalid('invalid');
    if (value.length > subscriberLimits.customValue) throw invalid('tooLong');
    fields[name] = value.trim();
  }
  return fields;
}

/** 409 subscriberDuplicate when another subscriber of the account has the number or email. */
export async function checkNoDuplicate(
  db: Queryable,
  accountId: number,
  subscriber: CheckedSubscriber,
  exceptId = 0,
): Promise<void> {
  const [clash] = await db.query<{ telnr: string | null; email: string | null }>(
    `select telnr, email from subscribers
     where account_id = $1 and id <> $4
       and ((telnr = $2 and $2 is not null) or (lower(email) = lower($3) and $3 is not null))
     limit 1`,
    [accountId, subscriber.telnr, subscriber.email, exceptId],
  );
  if (!clash) return;
  const field = subscriber.telnr && clash.telnr === subscriber.telnr ? 'telnr' : 'email';
  throw new HttpError(409, 'subscriberDuplicate', `A subscriber with this ${field} exists.`, [
    { field, reason: 'duplicate' },
  ]);
}
