/**
 * Spec section 4's label sets for the suite's items the start page and the search show: the
 * common set (draft, online, archive, sent), the email campaign's own (active, sendingPlanned,
 * readyToSend, readyToCheck) and the event's (draft: planning, inProgress, archive: completed).
 * WhatsApp newsletters and templates have their own statuses and texts.
 */

export const commonStatusLabels = ['draft', 'online', 'archive', 'sent'] as const;
export const emailCampaignStatusLabels = [
  'active',
  'sendingPlanned',
  'readyToSend',
  'readyToCheck',
] as const;
export const eventStatusLabels = ['draft', 'inProgress', 'archive'] as const;

export type StatusLabel =
  | { set: 'common'; label: (typeof commonStatusLabels)[number] }
  | { set: 'emailCampaign'; label: (typeof emailCampaignStatusLabels)[number] }
  | { set: 'event'; label: (typeof eventStatusLabels)[number] };

/**
 * Email and SMS campaigns (migration 008): 0 draft, 1 readyToCheck, 2 readyToSend,
 * 3 sendingPlanned, 4 active, 5 sent, 6 archive. Draft, sent and archive read as the common set.
 */
const campaignLabels: StatusLabel[] = [
  { set: 'common', label: 'draft' },
  { set: 'emailCampaign', label: 'readyToCheck' },
  { set: 'emailCampaign', label: 'readyToSend' },
  { set: 'emailCampaign', label: 'sendingPlanned' },
  { set: 'emailCampaign', label: 'active' },
  { set: 'common', label: 'sent' },
  { set: 'common', label: 'archive' },
];

/** Events and sub-events (migration 008): 0 draft (planning), 1 inProgress, 2 archive (completed). */
const eventLabels: StatusLabel[] = [
  { set: 'event', label: 'draft' },
  { set: 'event', label: 'inProgress' },
  { set: 'event', label: 'archive' },
];

/** The kinds of item that carry these labels. */
export type SuiteItemType = 'EmailCampaign' | 'SmsCampaign' | 'Event' | 'SubEvent';

/** The label of an item's status number; null for another kind or an unknown number. */
export function statusLabelOf(type: string, status: number): StatusLabel | null {
  const labels =
    type === 'EmailCampaign' || type === 'SmsCampaign'
      ? campaignLabels
      : type === 'Event' || type === 'SubEvent'
        ? eventLabels
        : null;
  return labels?.[status] ?? null;
}
