/**
 * The pre-send check (spec sections 4 and 5) per validate call: waba → Waba; businessphonenumber
 * → PhoneNumber; businessaccount → DoiStatus, DifferentLanguage, Personalization; template →
 * Template; links → Link; sendlimit → MessageLimit. The price line comes from
 * GetPriceInformation. Without a recipient group no check can run (noTargetGroup).
 */
import {
  newsletterErrorKeys,
  ValidationResult,
  type ValidateCall,
  type ValidationEntry,
} from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import type { NewsletterRow } from '../newsletterStore';
import { newsletterRecipientSet } from '../recipients/newsletterRecipientSet';
import type { PersonalizationFigures } from '../recipients/personalizationFigures';
import { countRecipients, type RecipientSet } from '../recipients/recipientSet';
import { doiAndLanguageChecks, personalizationCheck } from './audienceChecks';
import { linkCheck, type LinkProbe } from './linkCheck';
import { messageLimitCheck } from './messageLimitCheck';
import { phoneNumberCheck, wabaCheck } from './senderChecks';
import { templateCheck } from './templateCheck';

export async function recipientSetForCheck(
  tx: Queryable,
  newsletter: NewsletterRow,
): Promise<RecipientSet> {
  const set = await newsletterRecipientSet(tx, newsletter);
  if (!set) {
    throw new HttpError(
      400,
      newsletterErrorKeys.noTargetGroup,
      'Choose a recipient group before the check.',
    );
  }
  return set;
}

export async function checksOf(
  tx: Queryable,
  newsletter: NewsletterRow,
  call: ValidateCall,
  probe: LinkProbe,
  effectiveSubscribers?: number,
  personalization?: PersonalizationFigures,
): Promise<ValidationEntry[]> {
  const set = await recipientSetForCheck(tx, newsletter);
  switch (call) {
    case 'waba':
      return wabaCheck(tx, newsletter);
    case 'businessphonenumber':
      return phoneNumberCheck(tx, newsletter);
    case 'businessaccount':
      return [
        ...(await doiAndLanguageChecks(tx, newsletter, set)),
        ...(await personalizationCheck(tx, newsletter, set, personalization)),
      ];
    case 'template':
      return templateCheck(tx, newsletter);
    case 'links':
      return linkCheck(tx, newsletter, probe);
    case 'sendlimit':
      return messageLimitCheck(
        tx,
        newsletter,
        set,
        effectiveSubscribers ?? (await countRecipients(tx, set)).effective,
      );
  }
}

/** The checks that err, of every call but links (links only warn): what sending refuses on. */
export async function failingChecks(
  tx: Queryable,
  newsletter: NewsletterRow,
  effectiveSubscribers?: number,
  personalization?: PersonalizationFigures,
): Promise<string[]> {
  const calls: ValidateCall[] = [
    'waba',
    'businessphonenumber',
    'businessaccount',
    'template',
    'sendlimit',
  ];
  const failing = new Set<string>();
  for (const call of calls) {
    const entries = await checksOf(
      tx,
      newsletter,
      call,
      async () => true,
      effectiveSubscribers,
      personalization,
    );
    for (const e of entries) if (e.result === ValidationResult.error) failing.add(e.entityType);
  }
  return [...failing];
}
