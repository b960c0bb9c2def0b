/**
 * WhatsApp newsletters (spec section 3 Campaign, section 4 states): statuses, recipients and
 * their exclusion reasons, send information and price information, shared by the SPA and server.
 */

/** Campaign status (spec section 3). */
export const NewsletterStatus = {
  draft: 0,
  readyToSend: 1,
  planned: 2,
  active: 3,
  sent: 4,
  archive: 5,
} as const;
export type NewsletterStatus = (typeof NewsletterStatus)[keyof typeof NewsletterStatus];

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
  totalCount: number;
}

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
