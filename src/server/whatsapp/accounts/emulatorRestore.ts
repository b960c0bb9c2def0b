/**
 * The in-process emulator keeps its state in memory, while Relay keeps linked WABAs in the
 * database. At start in emulated mode, every stored WABA (the demo one included) is handed to
 * the emulator with its ids, its numbers as last stored and its business token, so syncing and
 * sending keep working after every restart.
 */
import type { CloudApiEmulator } from '../../../emulator';
import type { TokenCipher } from '../../cloudapi/tokenCipher';
import type { Queryable } from '../../db/database';
import type { PhoneStatus, Quality, Tier, Verification } from '../../../common/whatsappAccounts';
import {
  graphPhoneStatusOf,
  graphVerificationOf,
  messagingLimitOf,
  qualityRatingOf,
} from './graphMapping';

interface Row {
  waba_id: string;
  name: string;
  verification: Verification;
  business_token: string;
  phone_number_id: string | null;
  display_name: string | null;
  phone_number: string | null;
  status: PhoneStatus | null;
  tier: Tier | null;
  daily_limit: number | null;
  quality: Quality | null;
  throughput_level: string | null;
  name_status: string | null;
}

export async function restoreLinkedWabas(
  db: Queryable,
  tokens: TokenCipher,
  emulator: CloudApiEmulator,
): Promise<number> {
  const rows = await db.query<Row>(
    `select w.waba_id, w.name, w.verification, w.business_token, p.phone_number_id,
       p.display_name, p.phone_number, p.status, p.tier, p.daily_limit, p.quality, p.throughput_level,
       p.name_status
     from whatsapp_accounts w left join whatsapp_phone_numbers p on p.whatsapp_account_id = w.id
     order by w.id, p.id`,
  );
  const byWaba = new Map<string, Row[]>();
  for (const row of rows) byWaba.set(row.waba_id, [...(byWaba.get(row.waba_id) ?? []), row]);
  for (const [wabaId, phones] of byWaba) {
    const [first] = phones;
    let token: string;
    try {
      token = tokens.decrypt(first.business_token);
    } catch {
      continue; // sealed with another key (WHATSAPP_TOKEN_KEY changed): nothing to restore
    }
    const numbers = phones.filter((p) => p.phone_number_id !== null);
    // Meta's daily limit is the portfolio's, which each number reports.
    const limits = numbers.map((p) => messagingLimitOf(p.tier!, p.daily_limit));
    emulator.restoreWaba({
      id: wabaId,
      name: first.name,
      token,
      ...(limits.length > 0 && {
        messagingLimit: limits.includes(null) ? null : Math.max(...(limits as number[])),
      }),
      businessVerificationStatus: graphVerificationOf(first.verification),
      phoneNumbers: numbers.map((p) => ({
        id: p.phone_number_id!,
        displayPhoneNumber: p.phone_number!,
        verifiedName: p.display_name || first.name,
        qualityRating: qualityRatingOf(p.quality!),
        status: graphPhoneStatusOf(p.status!),
        nameStatus: p.name_status || 'APPROVED',
        throughput: p.throughput_level === 'HIGH' ? 1000 : 80,
        messagingLimit: messagingLimitOf(p.tier!, p.daily_limit),
        registered: true,
      })),
    });
  }
  return byWaba.size;
}
