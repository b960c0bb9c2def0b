/**
 * What a send from one of our numbers needs (its Graph id, the business token, whose messaging
 * limit it counts against) with the number's limits set on the process's pacer: its throughput
 * as Meta reports it and the portfolio's daily limit. Shared by the sending engine and the
 * conversation answers, so both go out on the number's one pace.
 */
import type { Tier } from '../../../../common/whatsappAccounts';
import type { CloudApi } from '../../../cloudapi';
import type { PacedSendTarget } from '../../../cloudapi/pacedSend';
import { throughputOf } from '../../../cloudapi/pacer';
import type { Queryable } from '../../../db/database';
import { enforcedDailyLimit } from '../../accounts/graphMapping';

interface PhoneRow {
  phone_number_id: string;
  throughput_level: string;
  tier: Tier;
  /** Meta's daily limit (migration 024): -1 unlimited, null not reported. */
  daily_limit: number | null;
  waba_id: string;
  business_token: string;
}

export async function numberSendTarget(
  db: Queryable,
  cloudApi: Pick<CloudApi, 'pacer' | 'tokens'>,
  phoneRowId: number,
  defaultThroughput: number,
): Promise<{ paced: PacedSendTarget; rate: number } | null> {
  const [phone] = await db.query<PhoneRow>(
    `select p.phone_number_id, p.throughput_level, p.tier, p.daily_limit, a.waba_id,
       a.business_token
     from whatsapp_phone_numbers p join whatsapp_accounts a on a.id = p.whatsapp_account_id
     where p.id = $1`,
    [phoneRowId],
  );
  if (!phone) return null;
  const { pacer, tokens } = cloudApi;
  const rate = throughputOf(phone.throughput_level, defaultThroughput);
  pacer.setThroughput(phone.phone_number_id, rate);
  // The portfolio's daily limit as Meta reports it (a throughput upgrade never changes it).
  pacer.setMessagingLimit(phone.waba_id, enforcedDailyLimit(phone) ?? Infinity);
  return {
    rate,
    paced: {
      token: tokens.decrypt(phone.business_token),
      phoneNumberId: phone.phone_number_id,
      accountId: phone.waba_id,
    },
  };
}
