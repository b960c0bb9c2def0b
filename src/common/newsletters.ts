/**
 * WhatsApp newsletters (spec section 3 Campaign, section 4 states): statuses, recipients and
 * their exclusion reasons, send information and price information, shared by the SPA and server.
 */
import { cultures } from './subscribers';

/** The culture a template language stands for (`de` → `de-DE`): the newsletter's language. */
export function cultureOfLanguage(language: string): string {
  const exact = cultures.find((c) => c.id.toLowerCase() === language.toLowerCase());
  return (exact ?? cultures.find((c) => c.id.startsWith(`${language}-`)))?.id ?? language;
}

/**
 * Campaign status (spec section 3), and one of ours: Stopped (6), a send stopped before its end,
 * so that it never reads as Sent anywhere. It is treated as Sent otherwise (kept, archivable,
 * counted in the statistics, not deletable).
 */
export const NewsletterStatus = {
  draft: 0,
  readyToSend: 1,
  planned: 2,
  active: 3,
  sent: 4,
  archive: 5,
  stopped: 6,
} as const;
export type NewsletterStatus = (typeof NewsletterStatus)[keyof typeof NewsletterStatus];

/** Statuses of a newsletter that went out, whole or in part. */
export const wentOutStatuses: readonly NewsletterStatus[] = [
  NewsletterStatus.sent,
  NewsletterStatus.stopped,
];

/**
 * Where a newsletter opens: one that went out (or was archived after) in its statistics, every
 * other one in its editor (a running send shows its progress and Stop there).
 */
export function newsletterPath(id: number, status: NewsletterStatus): string {
  return wentOutStatuses.includes(status) || status === NewsletterStatus.archive
    ? `/WhatsApp/Statistic/${id}`
    : `/WhatsApp/Campaigns/Edit/${id}`;
}

/** Why a member of the recipient group does not receive the newsletter (spec section 3). */
export const exclusionReasons = [
  'NoPhoneNumber',
  'InvalidPhoneNumber',
  'Deactivated',
  'DOIStatus',
  'Culture',
  'Duplicate',
] as const;
export type ExclusionReason = (typeof exclusionReasons)[number];

/** Who is asked about: the group, the newsletter's language and the two inclusion flags. */
export interface RecipientQuery {
  /** The group's uniqueId. */
  profileId: string;
  /** The newsletter's culture (`de-DE`); subscribers of another language are excluded. */
  newsletterCultureId: string;
  sendToDOIUnknown: boolean;
  sendToOtherLanguage: boolean;
}

/** `GET /SubscriberAPI/WhatsApp/effectiveRecipients/count`. */
export interface EffectiveRecipientCount {
  count: number;
}

/** `GET /SubscriberAPI/WhatsApp/excludedSubscribers/count`: the total and each reason's count. */
export interface ExcludedSubscriberCount {
  count: number;
  exclusionReasons: { exclusionReason: ExclusionReason; count: number }[];
}

/** One row of the detail lists; `exclusionReason` is null in the effective list. */
export interface RecipientDetail {
  uniqueId: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string | null;
  culture: string;
  doiStatus: string;
  exclusionReason: ExclusionReason | null;
}

export interface RecipientDetailPage {
  subscribers: RecipientDetail[];
  /** The whole list's size (from the kept counts in number order). */
  totalCount: number;
  /** Pass as `after` for the next page (number order); null on the last page. */
  nextAfter: string | null;
}

/**
 * Page size of the recipient detail lists: default and maximum (issue 24: no unbounded list);
 * `chosen`: the most ticked rows one "add to group" takes (more: select all N of the list).
 */
export const recipientListLimits = { defaultTake: 50, take: 500, chosen: 10_000 } as const;

/** Columns the detail lists sort by; default telnr ascending (spec section 9). */
export const recipientSortColumns = ['telnr', 'firstname', 'lastname', 'email', 'culture'] as const;
export type RecipientSortColumn = (typeof recipientSortColumns)[number];

/** `POST .../addToProfile`: the group the recipients went into and how many were new there. */
export interface AddedToProfile {
  added: number;
  profile: { uniqueId: string; name: string; isSystem: boolean; subscriberCount: number };
}

/** `POST /SubscriberAPI/WhatsApp/personalizationCoverage`. */
export interface PersonalizationCoverage {
  subscriberCount: number;
  fields: { field: string; filled: number; coverageRate: number }[];
  /** The lowest field's share of members with a value, 0..1 (1 when no field is asked). */
  worstCoverageRate: number;
}

/** `GET /WhatsAppApi/newsletter/getSendInformation` (spec section 3 send information). */
export interface SendInformation {
  newsletterId: number;
  status: NewsletterStatus;
  sendingStarted: boolean;
  distributionFinished: boolean;
  stopped: boolean;
  sent: number;
  failed: number;
  removed: number;
  totalCount: number;
}

/** `GET /WhatsAppApi/newsletter/GetPriceInformation`: recipients per country times the rate. */
export interface PriceInformation {
  newsletterId: number;
  category: string;
  currency: 'EUR';
  /** -1 when the price cannot be determined (spec section 5). */
  price: number;
  priceDate: string | null;
  countries: {
    country: string;
    countryPrefix: string;
    recipients: number;
    rate: number;
    price: number;
  }[];
}

/* ------------------------------------------------------------------------------------------
 * The newsletter screens' calls (issue 8): list, editor, preview, pre-send check. The server and
 * the SPA are built against these shapes; where the spec names no shape, ours is documented here.
 * ---------------------------------------------------------------------------------------- */

/** Error keys of spec section 8 for newsletters (the `errorKey` of a refusal). */
export const newsletterErrorKeys = {
  /** Copy: 403. */
  notAllowed: 'notAllowed',
  /** Copy: 404 (the source is gone). */
  notFound: 'notFound',
  unknownError: 'unknownError',
  /** No active business account: no newsletter can be created. */
  accountDeactivated: 'newsletterAccountDeactivated',
  /** Archive refused by status; `details.newsletters` lists names and statuses. */
  archiveRefused: 'newsletterArchiveRefused',
  /** Delete refused by status (planned, active); `details.newsletters` lists them. */
  deleteRefusedByStatus: 'newsletterDeleteRefusedByStatus',
  /** Delete refused: already sent; `details.newsletters` lists them. */
  deleteAlreadySent: 'newsletterDeleteAlreadySent',
  /** Saving a newsletter that is planned, active, sent or archived. */
  notEditable: 'newsletterNotEditable',
  nameDuplicate: 'nameDuplicate',
  templateUnusable: 'templateUnusable',
  phoneNumberUnusable: 'phoneNumberUnusable',
  noTargetGroup: 'noTargetGroup',
  statusNotSendable: 'statusNotSendable',
  /** startSending refused because a pre-send check errs; `details.checks` names the kinds. */
  preSendCheckFailed: 'preSendCheckFailed',
  stopNotPossible: 'stopNotPossible',
  /** startSending with a sendDate that has passed (400, field sendDate). */
  sendDateInPast: 'sendDateInPast',
  /** unschedule of a newsletter that is not Planned (any more). */
  unscheduleNotPossible: 'unscheduleNotPossible',
  previewFailed: 'previewFailed',
  testSubscriberMissing: 'testSubscriberMissing',
} as const;

export const newsletterLimits = { name: 100, description: 500, placeholderValue: 500 } as const;

/* ----- list: POST /WhatsAppApi/newsletter/newsletters, GET /WhatsAppApi/newsletter/filters ----- */

export const newsletterSortFields = ['name', 'status', 'createdAt', 'updatedAt'] as const;
export type NewsletterSortField = (typeof newsletterSortFields)[number];

export interface NewsletterListQuery {
  /** Paging by skip (spec section 7). */
  skip: number;
  take: number;
  sort: NewsletterSortField;
  descending: boolean;
  filters: { status: NewsletterStatus[]; languages: string[]; users: number[] };
  /** Minutes east of UTC of the browser, for the today/week/month groups (as templates do). */
  utcOffsetMinutes: number;
}

export interface NewsletterListEntry {
  id: number;
  name: string;
  description: string;
  status: NewsletterStatus;
  /** The newsletter's culture (its template's language), e.g. `de-DE`. */
  culture: string;
  templateName: string | null;
  profileName: string | null;
  sendDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Null: the user was deleted ("Gelöschter Benutzer"). */
  creator: string | null;
  modifier: string | null;
  /** Sent of total while Planned, Active or Sent (the row's progress bar); else null. */
  progress: { sent: number; totalCount: number } | null;
}

export interface NewsletterListResult {
  newsletters: NewsletterListEntry[];
  /** Entries per group (today, thisWeek, thisMonth, older) over the whole filtered list. */
  newslettersGroupCount: Record<'today' | 'thisWeek' | 'thisMonth' | 'older', number>;
  totalCount: number;
}

export interface NewsletterFilters {
  users: { id: number; name: string | null }[];
  languages: string[];
  status: NewsletterStatus[];
}

/**
 * `details` of an archive or delete refusal: one entry per refused newsletter,
 * `{ field: 'newsletter', reason: <why>, params: { id, name, status } }`.
 */
export type NewsletterRefusalReason =
  'statusNotArchivable' | 'sendingPlannedOrActive' | 'alreadySent';

/* ----- editor: GET /WhatsAppApi/newsletter/{id} (0: a new one), POST /WhatsAppApi/newsletter ----- */

/** A value the newsletter gives a template placeholder (default: the template's fallback). */
export interface NewsletterPlaceholderValue {
  placeholder: string;
  /** Subscriber fields: the fallback for empty values; text components: the text sent. */
  value: string;
}

/** What the editor changes; `POST /WhatsAppApi/newsletter` takes it with `id` (0: create). */
export interface NewsletterContent {
  name: string;
  description: string;
  templateId: number | null;
  /** Row id of the WABA (`WhatsAppAccountDto.id`). */
  businessAccountId: number | null;
  /** Row id of the phone number. */
  phoneNumberId: number | null;
  /** The recipient group's uniqueId. */
  profileId: string | null;
  sendToSubscribersWithUnknownDOI: boolean;
  sendToSubscribersWithDifferentLanguage: boolean;
  placeholderValues: NewsletterPlaceholderValue[];
}

export interface NewsletterDto extends NewsletterContent {
  id: number;
  status: NewsletterStatus;
  culture: string;
  sendDate: string | null;
  senderName: string | null;
  effectiveRecipients: number | null;
  excludedRecipients: number | null;
  /** Expected billing sum in euros, stored at send start; null before or when undeterminable. */
  expectedBillingSum: number | null;
  createdAt: string;
  updatedAt: string;
  creator: string | null;
  modifier: string | null;
}

export interface NewsletterPhoneOption {
  id: number;
  displayName: string;
  phoneNumber: string;
  /** Active and connected: selectable (spec section 5: unusable numbers are not selectable). */
  usable: boolean;
}

export interface NewsletterEditorState {
  newsletter: NewsletterDto;
  /** Draft or ReadyToSend. */
  editable: boolean;
  sendInformation: SendInformation;
  businessAccounts: {
    id: number;
    name: string;
    active: boolean;
    phoneNumbers: NewsletterPhoneOption[];
  }[];
  /** The account has no active business account: no newsletter can be created. */
  accountDeactivated: boolean;
}

/** `GET /WhatsAppApi/newsletter/templates?accountId&selectedTemplateId` (accountId: the WABA). */
export interface NewsletterTemplateOption {
  id: number;
  name: string;
  /** The template's language (`de`, `en`). */
  language: string;
  status: number;
  quality: number;
  /** Approved (spec section 5: unusable statuses are not selectable). */
  usable: boolean;
  placeholders: { placeholder: string; defaultValue: string }[];
}

/* ----- preview and test send ----- */

/**
 * `GET /WhatsAppApi/newsletterPreview/personalize?templateId&subscriberId[&newsletterId]`: the
 * message as the subscriber would read it (the newsletter's placeholder values when given).
 */
export interface PersonalizedPreview {
  subscriber: {
    uniqueId: string;
    firstname: string | null;
    lastname: string | null;
    telnr: string | null;
  };
  header: { headerFormat: number; headerValue: string } | null;
  body: string;
  footer: string;
  buttons: { text: string; buttonType: number; value: string }[];
}

/** `POST /WhatsAppApi/newsletter/{id}/testSend` (ours): sent to the account's test subscriber. */
export interface TestSendResult {
  to: string;
  wamid: string;
}

/* ----- pre-send check: POST /WhatsAppApi/newsletter/validate/*, GET GetPriceInformation ----- */

/** Result levels (spec section 3). */
export const ValidationResult = { success: 0, warning: 1, error: 2, priceInfo: 99 } as const;
export type ValidationResult = (typeof ValidationResult)[keyof typeof ValidationResult];

export const checkKinds = [
  'Waba',
  'PhoneNumber',
  'Template',
  'DoiStatus',
  'DifferentLanguage',
  'MessageLimit',
  'Personalization',
  'Link',
  'ExpectedPrice',
] as const;
export type CheckKind = (typeof checkKinds)[number];

export const messageLimitOutcomes = [
  'Success',
  'LimitUnknown',
  'ExceedsFifty',
  'ExceedsSendLimit',
  'NoEffectiveSubscribers',
] as const;
export type MessageLimitOutcome = (typeof messageLimitOutcomes)[number];

/** One line of the checklist (spec section 3 validation entry). */
export interface ValidationEntry {
  entityType: CheckKind;
  result: ValidationResult;
  /** Which message explains it: accountInactiveKey, phoneNumberInactiveKey, templateStatusError, … */
  errorKey: string | null;
  /** What was found, where it matters (a template status, a link's URL, a field name). */
  validationState: string | null;
  sendLimitType: MessageLimitOutcome | null;
  price: number | null;
  subEntries: ValidationEntry[];
  subscriberCount: number | null;
  worstCoverageRate: number | null;
  /** Numbers and names the message shows ({ used, available }, { url }, { count }). */
  details?: Record<string, string | number>;
}

/**
 * Every validate call takes `{ newsletterId }` (sendlimit also `wabaPhoneId, effectiveSubscribers`)
 * and answers the entries of its checks: waba → Waba; businessphonenumber → PhoneNumber;
 * businessaccount → DoiStatus, DifferentLanguage, Personalization (the account's recipients);
 * template → Template; links → Link; sendlimit → MessageLimit. GetPriceInformation gives the
 * ExpectedPrice line (PriceInfo, or Error with price -1).
 */
export const validateCalls = [
  'waba',
  'businessphonenumber',
  'businessaccount',
  'template',
  'links',
  'sendlimit',
] as const;
export type ValidateCall = (typeof validateCalls)[number];
