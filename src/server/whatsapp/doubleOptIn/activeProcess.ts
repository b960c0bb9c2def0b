/**
 * The active version of an account's double opt-in process, for the live flow and for other
 * features. The newsletter pre-send check asks `activeDoiProcess` whether an active opt-in
 * process exists and which opt-out keyword a template has to hold (spec section 5).
 */
import type { Queryable } from '../../db/database';
import { e164Of, settingsColumns, settingsOf, type SettingsRow } from './store';
import type { DoiSettings } from '../../../common/doubleOptIn';

export interface ActiveDoiProcess extends DoiSettings {
  processId: number;
  versionId: number;
  version: number;
  accountId: number;
  /** Row id of the phone number (`whatsapp_phone_numbers.id`). */
  phoneNumberId: number;
  /** Its Graph id. */
  graphPhoneNumberId: string;
  /** Its number in E.164: the click-to-chat recipient. */
  phoneNumber: string;
  activatedOn: Date;
}

interface ActiveRow extends SettingsRow {
  process_id: number;
  version_id: number;
  version: number;
  account_id: number;
  graph_phone_number_id: string;
  phone_number: string;
  activated_on: Date | string;
}

const activeQuery = (where: string) =>
  `select d.id as process_id, v.id as version_id, v.version, d.account_id, v.activated_on,
     ${settingsColumns
       .split(',')
       .map((c) => `v.${c.trim()}`)
       .join(', ')},
     p.phone_number_id as graph_phone_number_id, p.phone_number
   from doi_processes d
   join doi_process_versions v on v.id = d.active_version_id
   join whatsapp_phone_numbers p on p.id = v.phone_number_id
   join whatsapp_accounts w on w.id = p.whatsapp_account_id and w.account_id = d.account_id
   where ${where}`;

function toActive(row: ActiveRow): ActiveDoiProcess {
  return {
    ...settingsOf(row),
    processId: row.process_id,
    versionId: row.version_id,
    version: row.version,
    accountId: row.account_id,
    phoneNumberId: row.phone_number_id!,
    graphPhoneNumberId: row.graph_phone_number_id,
    phoneNumber: e164Of(row.phone_number)!,
    activatedOn: new Date(row.activated_on),
  };
}

/** The account's active process, or null when none is active (or its number is gone). */
export async function activeDoiProcess(
  tx: Queryable,
  accountId: number,
): Promise<ActiveDoiProcess | null> {
  const [row] = await tx.query<ActiveRow>(activeQuery('d.account_id = $1'), [accountId]);
  return row ? toActive(row) : null;
}

/** The active process running on the number with Graph id `graphPhoneNumberId`. */
export async function activeDoiProcessOfNumber(
  tx: Queryable,
  graphPhoneNumberId: string,
): Promise<ActiveDoiProcess | null> {
  const [row] = await tx.query<ActiveRow>(activeQuery('p.phone_number_id = $1'), [
    graphPhoneNumberId,
  ]);
  return row ? toActive(row) : null;
}
