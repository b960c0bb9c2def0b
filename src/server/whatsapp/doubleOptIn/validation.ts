/**
 * The server's check of a version (spec section 5): the shared rules of src/common, with the
 * keywords of earlier versions, and whether the chosen phone number is one of the account's
 * active numbers (none at all: noAccountAvailable).
 */
import { ValidationError } from 'yup';
import type { DoiIssue, DoiSettings, DoiValidation } from '../../../common/doubleOptIn';
import { decodeIssue } from '../../../common/validation/issue';
import {
  doiErrorKeyOf,
  doiReasons,
  doiSchema,
  doiWarnings,
} from '../../../common/validation/doiSchema';
import type { Queryable } from '../../db/database';
import { accountPhone, earlierKeywords, firstPhoneNumberId } from './store';

export async function validateSettings(
  tx: Queryable,
  accountId: number,
  processId: number | null,
  settings: unknown,
): Promise<DoiValidation & { value: DoiSettings | null }> {
  const errors: DoiIssue[] = [];
  let value: DoiSettings | null = null;
  try {
    value = doiSchema.validateSync(settings ?? {}, {
      abortEarly: false,
      stripUnknown: true,
      context: { earlierKeywords: await earlierKeywords(tx, processId) },
    }) as DoiSettings;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const seen = new Set<string>();
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const field = (failure.path ?? '') as DoiIssue['field'];
      if (seen.has(field)) continue;
      seen.add(field);
      const { reason, params } = decodeIssue(failure.message);
      errors.push({ field, reason, errorKey: doiErrorKeyOf(reason), ...(params && { params }) });
    }
  }
  const phoneIssue = await phoneNumberIssue(tx, accountId, settings);
  if (phoneIssue) {
    const at = errors.findIndex((issue) => issue.field === 'phoneNumberId');
    if (at >= 0) errors.splice(at, 1, phoneIssue);
    else errors.unshift(phoneIssue);
    value = null;
  }
  const warnings = doiWarnings((settings ?? {}) as Partial<DoiSettings>);
  return { valid: errors.length === 0, errors, warnings, value };
}

/** No active number in the account, or one that is not the account's (or not active). */
async function phoneNumberIssue(
  tx: Queryable,
  accountId: number,
  settings: unknown,
): Promise<DoiIssue | null> {
  const noNumber: DoiIssue = {
    field: 'phoneNumberId',
    reason: doiReasons.noPhoneNumber,
    errorKey: doiErrorKeyOf(doiReasons.noPhoneNumber),
  };
  if ((await firstPhoneNumberId(tx, accountId)) === null) return noNumber;
  const id = (settings as { phoneNumberId?: unknown } | null)?.phoneNumberId;
  if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > 2147483647) return null;
  const phone = await accountPhone(tx, accountId, id as number);
  if (!phone) return { ...noNumber, reason: 'invalid', errorKey: doiErrorKeyOf('invalid') };
  return phone.active ? null : { ...noNumber, reason: 'phoneInactive' };
}
