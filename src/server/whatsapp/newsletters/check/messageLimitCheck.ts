/**
 * MessageLimit (spec sections 5 and 9): the daily messaging limit Meta reports (unique recipients
 * per moving 24 hours, set per business portfolio and shared by all its numbers:
 * https://developers.facebook.com/docs/whatsapp/messaging-limits) less what the WABA's numbers
 * already sent in the last 24 hours and what its other running newsletters still have to send is
 * the available volume. Error when there are no effective recipients or the newsletter exceeds
 * the volume; warning above 50 % of it; a number of unknown limit gives LimitUnknown (a warning:
 * Meta then allows at least 250 a day).
 */
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import { Tier } from '../../../../common/whatsappAccounts';
import type { Queryable } from '../../../db/database';
import { enforcedDailyLimit } from '../../accounts/graphMapping';
import type { NewsletterRow } from '../newsletterStore';
import { entry } from './entry';

export async function availableVolume(
  tx: Queryable,
  n: NewsletterRow,
): Promise<{ limit: number | null; used: number; known: boolean } | null> {
  const [row] = await tx.query<{
    tier: Tier;
    daily_limit: number | null;
    sent: number;
    queued: number;
  }>(
    `select p.tier, p.daily_limit,
       (select count(distinct r.telnr)::int from whatsapp_newsletter_recipients r
          join whatsapp_newsletters o on o.id = r.newsletter_id
          join whatsapp_phone_numbers op on op.id = o.phone_number_id
        where op.whatsapp_account_id = p.whatsapp_account_id and r.state in ('sent', 'attempting')
          and r.sent_at > now() - interval '24 hours') as sent,
       (select count(*)::int from whatsapp_newsletter_recipients r
          join whatsapp_newsletters o on o.id = r.newsletter_id
          join whatsapp_phone_numbers op on op.id = o.phone_number_id
        where op.whatsapp_account_id = p.whatsapp_account_id and o.id <> $2
          and o.status in (2, 3) and r.state in ('pending', 'claimed')) as queued
     from whatsapp_phone_numbers p where p.id = $1`,
    [n.phone_number_id, n.id],
  );
  if (!row) return null;
  const known = row.daily_limit !== null || row.tier !== Tier.unknown;
  return { limit: enforcedDailyLimit(row), used: row.sent + row.queued, known };
}

export async function messageLimitCheck(
  tx: Queryable,
  n: NewsletterRow,
  effective: number,
): Promise<ValidationEntry[]> {
  const line = (
    result: ValidationResult,
    outcome: ValidationEntry['sendLimitType'],
    errorKey: string | null,
    details: Record<string, number> = {},
  ) =>
    entry('MessageLimit', result, errorKey, {
      sendLimitType: outcome,
      subscriberCount: effective,
      details: { effective, ...details },
    });
  if (effective === 0) {
    return [line(ValidationResult.error, 'NoEffectiveSubscribers', 'messageLimitEmpty')];
  }
  const volume = await availableVolume(tx, n);
  if (!volume || !volume.known) {
    return [line(ValidationResult.warning, 'LimitUnknown', 'messageLimitUnknown')];
  }
  if (volume.limit === null) return [line(ValidationResult.success, 'Success', null)];
  const available = Math.max(0, volume.limit - volume.used);
  const details = { available, limit: volume.limit, used: volume.used };
  if (effective > available) {
    return [line(ValidationResult.error, 'ExceedsSendLimit', 'messageLimitExceeded', details)];
  }
  if (effective > available / 2) {
    return [line(ValidationResult.warning, 'ExceedsFifty', 'messageLimitExceedsFifty', details)];
  }
  return [line(ValidationResult.success, 'Success', null, details)];
}
