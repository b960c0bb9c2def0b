/**
 * Waba and PhoneNumber (spec sections 4 and 5): the newsletter's business account is active, and
 * its number is an active, connected number of that account. A failing account check gives
 * accountInactiveKey, a failing number check phoneNumberInactiveKey.
 */
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import { PhoneStatus } from '../../../../common/whatsappAccounts';
import type { Queryable } from '../../../db/database';
import type { NewsletterRow } from '../newsletterStore';
import { entry } from './entry';

export async function wabaCheck(tx: Queryable, n: NewsletterRow): Promise<ValidationEntry[]> {
  const [waba] = await tx.query<{ active: boolean; name: string }>(
    'select active, name from whatsapp_accounts where id = $1 and account_id = $2',
    [n.whatsapp_account_id, n.account_id],
  );
  return [
    waba?.active
      ? entry('Waba', ValidationResult.success, null, { validationState: waba.name })
      : entry('Waba', ValidationResult.error, 'accountInactiveKey', {
          validationState: waba ? 'inactive' : 'missing',
        }),
  ];
}

export async function phoneNumberCheck(
  tx: Queryable,
  n: NewsletterRow,
): Promise<ValidationEntry[]> {
  const [phone] = await tx.query<{ active: boolean; status: number; phone_number: string }>(
    `select p.active and a.active as active, p.status, p.phone_number
     from whatsapp_phone_numbers p join whatsapp_accounts a on a.id = p.whatsapp_account_id
     where p.id = $1 and p.whatsapp_account_id = $2 and a.account_id = $3`,
    [n.phone_number_id, n.whatsapp_account_id, n.account_id],
  );
  const usable = phone?.active && phone.status === PhoneStatus.connected;
  return [
    usable
      ? entry('PhoneNumber', ValidationResult.success, null, {
          validationState: phone.phone_number,
        })
      : entry('PhoneNumber', ValidationResult.error, 'phoneNumberInactiveKey', {
          validationState: phone ? 'inactive' : 'missing',
        }),
  ];
}
