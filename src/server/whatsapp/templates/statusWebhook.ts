/**
 * Meta's template webhooks: `message_template_status_update` sets Approved, Rejected (with Meta's
 * reason) or Paused and tells the user who submitted it by a notification;
 * `message_template_quality_update` sets the quality. A template is found by its Graph id, or,
 * while its submission's answer is not stored yet, by its WABA, submitted name and language.
 */
import { TemplateQuality, TemplateStatus } from '../../../common/templates';
import type { TemplateStatusValue } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import { pickLanguage, text } from '../../http/texts';
import { createNotification } from '../../suite/notifications';
import type { WebhookChange } from '../webhooks/changeHandlers';

interface Found {
  id: number;
  account_id: number;
  name: string;
  status: TemplateStatus;
  submitted_by: number | null;
  locale: string | null;
}

async function findByWebhook(
  tx: Queryable,
  wabaId: string,
  value: {
    message_template_id?: unknown;
    message_template_name?: unknown;
    message_template_language?: unknown;
  },
): Promise<Found | undefined> {
  const [row] = await tx.query<Found>(
    `select t.id, t.account_id, t.name, t.status, t.submitted_by, u.locale
     from whatsapp_templates t join whatsapp_accounts w on w.id = t.whatsapp_account_id
       left join users u on u.id = t.submitted_by
     where w.waba_id = $1 and (t.graph_template_id = $2
       or (t.graph_template_id is null and t.status = $5 and t.graph_name = $3 and t.language = $4))
     order by t.graph_template_id is null
     limit 1 for update of t`,
    [
      wabaId,
      String(value.message_template_id ?? ''),
      String(value.message_template_name ?? ''),
      String(value.message_template_language ?? ''),
      TemplateStatus.check,
    ],
  );
  return row;
}

const statusOfEvent: Record<string, TemplateStatus> = {
  APPROVED: TemplateStatus.approved,
  REINSTATED: TemplateStatus.approved,
  REJECTED: TemplateStatus.rejected,
  DISABLED: TemplateStatus.rejected,
  PAUSED: TemplateStatus.paused,
};

const noticeOf: Partial<Record<TemplateStatus, string>> = {
  [TemplateStatus.approved]: 'whatsapp.templates.notification.approved',
  [TemplateStatus.rejected]: 'whatsapp.templates.notification.rejected',
  [TemplateStatus.paused]: 'whatsapp.templates.notification.paused',
};

export async function applyTemplateStatusUpdate(tx: Queryable, change: WebhookChange) {
  const value = change.value as TemplateStatusValue;
  const status = statusOfEvent[String(value.event)];
  if (status === undefined) return;
  const row = await findByWebhook(tx, change.wabaId, value);
  if (!row || row.status === TemplateStatus.archive) return;
  // Meta explains an INVALID_FORMAT rejection in rejection_info, other events in other_info.
  const description = value.rejection_info?.reason ?? value.other_info?.description;
  const reason =
    status === TemplateStatus.rejected
      ? [value.reason && value.reason !== 'NONE' ? value.reason : String(value.event), description]
          .filter(Boolean)
          .join(': ')
      : null;
  await tx.query(
    `update whatsapp_templates set status = $2, rejection_reason = $3,
       graph_template_id = coalesce(graph_template_id, $4)
     where id = $1`,
    [row.id, status, reason, String(value.message_template_id)],
  );
  if (row.submitted_by !== null) {
    await createNotification(tx, {
      accountId: row.account_id,
      userId: row.submitted_by,
      source: 'whatsApp',
      text: text(pickLanguage(row.locale), noticeOf[status]!, {
        name: row.name,
        reason: reason ?? '',
      }),
      linkUrl: `/WhatsApp/Templates/Edit/${row.id}`,
    });
  }
}

const qualityOf: Record<string, TemplateQuality> = {
  GREEN: TemplateQuality.high,
  YELLOW: TemplateQuality.medium,
  RED: TemplateQuality.low,
  UNKNOWN: TemplateQuality.pending,
};

export async function applyTemplateQualityUpdate(tx: Queryable, change: WebhookChange) {
  const value = change.value as {
    new_quality_score?: string;
    message_template_id?: unknown;
    message_template_name?: unknown;
    message_template_language?: unknown;
  };
  const quality = qualityOf[String(value.new_quality_score)];
  if (quality === undefined) return;
  const row = await findByWebhook(tx, change.wabaId, value);
  if (row)
    await tx.query('update whatsapp_templates set quality = $2 where id = $1', [row.id, quality]);
}
