/**
 * MessageLimit (spec sections 5 and 9): the daily messaging limit Meta reports (unique recipients
 * per moving 24 hours, set per business portfolio and shared by all its numbers:
 * https://developers.facebook.com/docs/whatsapp/messaging-limits) less what the WABA's numbers
 * already sent in the last 24 hours and what its other running newsletters still have to send is
 * the available volume. Error when there are no effective recipients or the newsletter exceeds
 * the volume; warning above 50 % of it; a number of unknown limit gives LimitUnknown (a warning:
 * Meta then allows at least 250 a day).
 *
 * Meta counts only messages outside a customer service window: recipients who wrote to the
 * number in the last 24 hours need no volume (a second line says how many), nor do sends of the
 * last 24 hours that went into an open window, nor queued ones whose window is open now. Only
 * the latest message of each person is kept, so a send into a window that the person reopened
 * later counts as outside one: the check errs on the safe side.
 */
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import { Tier } from '../../../../common/whatsappAccounts';
import type { Queryable } from '../../../db/database';
import { enforcedDailyLimit } from '../../accounts/graphMapping';
import type { NewsletterRow } from '../newsletterStore';
import { effectiveInServiceWindow, type RecipientSet } from '../recipients/recipientSet';
import { entry } from './entry';
import { serviceWindowInterval } from '../../webhooks/serviceWindows';

/** A window row `w` of the number in `phone` for the recipient row `r` (telnr "+digits"). */
const windowOf = (phone: string) =>
  `select 1 from whatsapp_service_windows w
   where w.phone_number_id = ${phone} and w.wa_id = ltrim(r.telnr, '+')`;

export async function availableVolume(
  tx: Queryable,
  n: NewsletterRow,
): Promise<{
  limit: number | null;
  used: number;
  known: boolean;
  /** The sending number's Graph id. */
  phoneNumberId: string;
} | null> {
  const [row] = await tx.query<{
    tier: Tier;
    daily_limit: number | null;
    phone_number_id: string;
    sent: number;
    queued: number;
  }>(
    `select p.tier, p.daily_limit, p.phone_number_id,
       (select count(distinct r.telnr)::int from whatsapp_newsletter_recipients r
          join whatsapp_newsletters o on o.id = r.newsletter_id
          join whatsapp_phone_numbers op on op.id = o.phone_number_id
        where op.whatsapp_account_id = p.whatsapp_account_id and r.state in ('sent', 'attempting')
          and r.sent_at > now() - interval '24 hours'
          and not exists (${windowOf('op.phone_number_id')}
            and r.sent_at >= w.last_inbound_at
            and r.sent_at < w.last_inbound_at + ${serviceWindowInterval})) as sent,
       (select count(*)::int from whatsapp_newsletter_recipients r
          join whatsapp_newsletters o on o.id = r.newsletter_id
          join whatsapp_phone_numbers op on op.id = o.phone_number_id
        where op.whatsapp_account_id = p.whatsapp_account_id and o.id <> $2
          and o.status in (2, 3) and r.state in ('pending', 'claimed')
          and not exists (${windowOf('op.phone_number_id')}
            and w.last_inbound_at > now() - ${serviceWindowInterval})) as queued
     from whatsapp_phone_numbers p where p.id = $1`,
    [n.phone_number_id, n.id],
  );
  if (!row) return null;
  const known = row.daily_limit !== null || row.tier !== Tier.unknown;
  return {
    limit: enforcedDailyLimit(row),
    used: row.sent + row.queued,
    known,
    phoneNumberId: row.phone_number_id,
  };
}

export async function messageLimitCheck(
  tx: Queryable,
  n: NewsletterRow,
  set: RecipientSet,
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
  const inWindow = volume
    ? Math.min(effective, await effectiveInServiceWindow(tx, set, volume.phoneNumberId))
    : 0;
  // Said beside the outcome, in the outcome's terms, whenever someone's window is open.
  const withWindow = (main: ValidationEntry): ValidationEntry[] =>
    inWindow === 0
      ? [main]
      : [
          main,
          entry('MessageLimit', ValidationResult.success, 'messageLimitServiceWindow', {
            sendLimitType: main.sendLimitType,
            subscriberCount: effective,
            details: { count: inWindow },
          }),
        ];
  if (!volume || !volume.known) {
    return withWindow(line(ValidationResult.warning, 'LimitUnknown', 'messageLimitUnknown'));
  }
  if (volume.limit === null) return withWindow(line(ValidationResult.success, 'Success', null));
  const counted = effective - inWindow;
  const available = Math.max(0, volume.limit - volume.used);
  // `effective` in the texts: the recipients that use up the limit.
  const details = { effective: counted, available, limit: volume.limit, used: volume.used };
  if (counted > available) {
    return withWindow(
      line(ValidationResult.error, 'ExceedsSendLimit', 'messageLimitExceeded', details),
    );
  }
  if (counted > available / 2) {
    return withWindow(
      line(ValidationResult.warning, 'ExceedsFifty', 'messageLimitExceedsFifty', details),
    );
  }
  return withWindow(line(ValidationResult.success, 'Success', null, details));
}
