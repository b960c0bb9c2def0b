/**
 * One row of an import checked on its own: mapped to a subscriber, or rejected with a reason.
 * Duplicates are judged later, per batch, against the file and the account's subscribers.
 */
import {
  cultures,
  defaultCultureId,
  type ImportRejectReason,
} from '../../../../common/subscribers';
import { normalizePhone } from '../../../../common/phone';
import { isValidEmail } from '../../../../common/validation/rules';
import { subscriberLimits } from '../../../../common/validation/subscriberSchema';

export interface ColumnMapping {
  index: number;
  field: string;
}

export interface ImportCandidate {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string | null;
  culture: string;
  customFields: Record<string, string>;
}

export type RowOutcome =
  | { ok: true; subscriber: ImportCandidate }
  | { ok: false; reason: ImportRejectReason; field: string | null };

const cultureByLowerId = new Map(cultures.map((c) => [c.id.toLowerCase(), c.id]));
/** A bare language (`de`, `EN`) means its first culture in the list. */
const cultureByLanguage = new Map(
  [...cultures].reverse().map((c) => [c.id.slice(0, 2).toLowerCase(), c.id]),
);

export function cultureOf(text: string): string | null {
  const key = text.trim().toLowerCase().replace('_', '-');
  return cultureByLowerId.get(key) ?? cultureByLanguage.get(key) ?? null;
}

const reject = (reason: ImportRejectReason, field: string | null): RowOutcome => ({
  ok: false,
  reason,
  field,
});

export function checkRow(values: string[], mapping: ColumnMapping[]): RowOutcome {
  const fields: Record<string, string> = {};
  for (const { index, field } of mapping) {
    const value = (values[index] ?? '').trim();
    if (value) fields[field] = value;
  }
  const { firstname, lastname, email, telnr, culture, ...custom } = fields;
  for (const [field, value] of [
    ['firstname', firstname],
    ['lastname', lastname],
  ] as const) {
    if (value && value.length > subscriberLimits.name) return reject('tooLong', field);
  }
  if (email && (email.length > subscriberLimits.email || !isValidEmail(email))) {
    return reject('invalidEmail', 'email');
  }
  const phone = telnr ? normalizePhone(telnr) : null;
  if (telnr && !phone) return reject('invalidPhone', 'telnr');
  if (!email && !phone) return reject('missingContact', 'email');
  const cultureId = culture ? cultureOf(culture) : defaultCultureId;
  if (!cultureId) return reject('invalidCulture', 'culture');
  for (const [field, value] of Object.entries(custom)) {
    if (value.length > subscriberLimits.customValue) return reject('tooLong', field);
  }
  return {
    ok: true,
    subscriber: {
      firstname: firstname ?? null,
      lastname: lastname ?? null,
      email: email ?? null,
      telnr: phone,
      culture: cultureId,
      customFields: custom,
    },
  };
}
