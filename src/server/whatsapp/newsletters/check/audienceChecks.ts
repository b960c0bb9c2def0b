/**
 * The recipient checks (spec section 5), all from one count of the group: DoiStatus warns when
 * members have an unknown double opt-in status (excluded, or included by choice);
 * DifferentLanguage warns when members of another language are excluded (or included by
 * choice); Personalization errs for an empty group and when more than 10 % of the members lack a
 * value a placeholder reads, and warns below 100 %; a second Personalization line warns how many
 * members have a value Meta refuses as a parameter (line break, tab, 5 spaces), which is cleaned.
 */
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { resolveFields } from '../../../suite/subscribers/subscriberData';
import { findTemplate } from '../../templates/store';
import type { NewsletterRow } from '../newsletterStore';
import { personalizationCoverage } from '../recipients/coverage';
import { membersWithRefusedValues } from '../recipients/parameterFormat';
import type { PersonalizationFigures } from '../recipients/personalizationFigures';
import { membersExcludedFor, type RecipientSet } from '../recipients/recipientSet';
import { entry } from './entry';

/**
 * Members with an unknown double opt-in, and members of another language, that the newsletter
 * leaves out, or would leave out without its choice to include them: the figures the recipient
 * panel shows for the DOIStatus and Culture reasons, from the same kept counts.
 */
async function flaggedCounts(tx: Queryable, set: RecipientSet) {
  const doiExcluded = (sendToUnknownDoi: boolean) =>
    membersExcludedFor(tx, { ...set, sendToUnknownDoi }, 'DOIStatus');
  // DOIStatus also holds the opted-out and pending ones, which no choice includes.
  const unknownDoi = (await doiExcluded(false)) - (await doiExcluded(true));
  const otherLanguage = await membersExcludedFor(
    tx,
    { ...set, sendToOtherLanguage: false },
    'Culture',
  );
  return { unknown_doi: unknownDoi, other_language: otherLanguage };
}

export async function doiAndLanguageChecks(
  tx: Queryable,
  n: NewsletterRow,
  set: RecipientSet,
): Promise<ValidationEntry[]> {
  const counts = await flaggedCounts(tx, set);
  const line = (
    kind: 'DoiStatus' | 'DifferentLanguage',
    count: number,
    included: boolean,
    key: string,
  ) =>
    count === 0
      ? entry(kind, ValidationResult.success, null, { subscriberCount: 0 })
      : entry(kind, ValidationResult.warning, included ? `${key}Included` : `${key}Excluded`, {
          subscriberCount: count,
          details: { count },
        });
  return [
    line('DoiStatus', counts.unknown_doi, n.send_to_unknown_doi, 'doiUnknown'),
    line('DifferentLanguage', counts.other_language, n.send_to_other_language, 'otherLanguage'),
  ];
}

/** The subscriber fields the newsletter's template placeholders read. */
export async function personalizationFields(tx: Queryable, n: NewsletterRow): Promise<string[]> {
  const template = n.template_id ? await findTemplate(tx, n.account_id, n.template_id) : undefined;
  const asked = template?.placeholders.map((p) => p.placeholder) ?? [];
  return asked.length ? await resolveFields(tx, n.account_id, asked.join(',')) : [];
}

/**
 * `counted`: the figures counted already (a start on PGlite, personalizationFigures.ts), used
 * when they are of the same fields.
 */
export async function personalizationCheck(
  tx: Queryable,
  n: NewsletterRow,
  set: RecipientSet,
  counted?: PersonalizationFigures,
): Promise<ValidationEntry[]> {
  const fields = await personalizationFields(tx, n);
  const figures = counted && counted.fields.join(',') === fields.join(',') ? counted : undefined;
  const coverage =
    figures?.coverage ?? (await personalizationCoverage(tx, n.account_id, set.profile, fields));
  const more = {
    subscriberCount: coverage.subscriberCount,
    worstCoverageRate: coverage.worstCoverageRate,
    details: { percent: Math.round(coverage.worstCoverageRate * 1000) / 10 },
    subEntries: coverage.fields.map((f) =>
      entry('Personalization', levelOf(f.coverageRate), null, {
        validationState: f.field,
        worstCoverageRate: f.coverageRate,
        details: { filled: f.filled, percent: Math.round(f.coverageRate * 1000) / 10 },
      }),
    ),
  };
  if (coverage.subscriberCount === 0) {
    return [entry('Personalization', ValidationResult.error, 'personalizationEmpty', more)];
  }
  const level = levelOf(coverage.worstCoverageRate);
  const key =
    level === ValidationResult.error
      ? 'personalizationMissing'
      : level === ValidationResult.warning
        ? 'personalizationIncomplete'
        : null;
  const cleaned =
    figures?.refused ?? (await membersWithRefusedValues(tx, n.account_id, set.profile, fields));
  return [
    entry('Personalization', level, key, more),
    ...(cleaned > 0
      ? [
          entry('Personalization', ValidationResult.warning, 'personalizationCleaned', {
            subscriberCount: cleaned,
            details: { count: cleaned },
          }),
        ]
      : []),
  ];
}

function levelOf(rate: number): ValidationResult {
  if (rate < 0.9) return ValidationResult.error;
  if (rate < 1) return ValidationResult.warning;
  return ValidationResult.success;
}
