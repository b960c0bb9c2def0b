/** The rules of recipient groups (spec section 5), as the group routes apply them. */
import { groupSchema } from '../../../common/validation/subscriberSchema';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { validateBody } from '../../http/validateBody';

export const nameDuplicate = (name: string) =>
  new HttpError(409, 'nameDuplicate', `A group named "${name}" exists already.`, [
    { field: 'name', reason: 'nameDuplicate' },
  ]);

/** Spec section 5: adding to a group with no subscribers says there are no recipients to add. */
export const noRecipientsToAdd = () =>
  new HttpError(400, 'noRecipientsToAdd', 'There are no recipients to add.');

export const systemProfileFixed = () =>
  new HttpError(400, 'systemProfile', 'The all-subscribers group cannot be changed.');

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505';

/** The group name checked by the shared rules (required, no HTML, not too long), trimmed. */
export function checkedGroupName(body: unknown): string {
  const result = validateBody(groupSchema, body);
  if (!result.ok) {
    throw new HttpError(400, result.error.errorKey, result.error.message, result.error.details);
  }
  return result.value.name.trim();
}

/** Answers 409 nameDuplicate when another group of the account has the name (any case). */
export async function checkNameFree(
  tx: Queryable,
  accountId: number,
  name: string,
  exceptId = 0,
): Promise<void> {
  const [clash] = await tx.query(
    'select 1 from profiles where account_id = $1 and lower(name) = lower($2) and id <> $3',
    [accountId, name, exceptId],
  );
  if (clash) throw nameDuplicate(name);
}

/** A group that a newsletter sends to stays: the answer names those newsletters. */
export const groupInUse = (newsletters: string[]) =>
  new HttpError(
    409,
    'groupInUse',
    `The group is used by ${newsletters.length === 1 ? 'the newsletter' : 'the newsletters'} ${newsletters.map((name) => `"${name}"`).join(', ')}.`,
    newsletters.map((name) => ({ field: 'newsletters', reason: name })),
  );
