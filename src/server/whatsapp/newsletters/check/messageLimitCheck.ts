/**
 * MessageLimit (spec sections 5 and 9): the number's messaging limit (unique recipients per
 * rolling 24 hours, by its tier) less what it already sent in the last 24 hours and what its
 * other running newsletters still have to send is the available volume. Error when there are no
 * effective recipients or the newsletter exceeds the volume; warning above 50 % of it; a number
 * of unknown tier gives LimitUnknown (a warning: Meta then allows at least 250 a day).
 */
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import { tierLimit, Tier } from '../../../../common/whatsappAccounts';
import type { Queryable } from '../../../db/database';
import type { NewsletterRow } from '../newsletterStore';
import { entry } from './entry';

export async function availableVolume(
  tx: Queryable,
  n: NewsletterRow,
): Promise<{ limit: number | null; used: number; tier: number } | null> {
  const [row] = await tx.query<{ tier: number; sent: number; queued: number }>(
    `select p.tier,
       (select count(distinct r.telnr)::int from whatsapp_newsletter_recipients r
          join whatsapp_newsletters o on o.id = r.newsletter_id
        where o.phone_number_id = p.id and r.state in ('sent', 'attempting')
          and r.sent_at > now() - interval '24 hours') as sent,
       (select count(*)::int from whatsapp_newsletter_recipients r
          join whatsapp_newsletters o on o.id = r.newsletter_id
        where o.phone_number_id = p.id and o.id <> $2 and o.status in (2, 3)
          and r.state in ('pending', 'claimed')) as queued
     from whatsapp_phone_numbers p where p.id = $1`,
    [n.phone_number_id, n.id],
  );
  if (!row) return null;
  return { limit: tierLimit(row.tier as Tier), used: row.sent + row.queued, tier: row.tier };
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
  if (!volume || volume.tier === Tier.unknown) {
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
