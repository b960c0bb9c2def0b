/**
 * Newsletter statistics (spec sections 2, 3 and 7): delivery, reactions, recipients, excluded
 * subscribers and links, shared by the SPA and the server.
 */
import type { ExclusionReason, NewsletterStatus } from './newsletters';

/**
 * Delivery detail filter (spec section 3), plus `Read` beyond the spec's list: the "read" figure
 * of the overview opens the people who read the message (issue 23), not all delivered ones.
 */
export const deliveryFilters = ['All', 'Delivered', 'Read', 'InProgress', 'Rejected'] as const;
export type DeliveryFilter = (typeof deliveryFilters)[number];

/** Reaction types and detail filter (spec section 3). */
export const reactionTypes = ['Cta', 'QuickReply', 'Emoji', 'Text', 'Others'] as const;
export type ReactionType = (typeof reactionTypes)[number];
export type ReactionFilter = 'All' | ReactionType;
export const reactionFilters: readonly ReactionFilter[] = ['All', ...reactionTypes];

/** Recipient detail filter (spec section 3). */
export const recipientFilters = ['All', 'Effective', 'Excluded'] as const;
export type RecipientFilter = (typeof recipientFilters)[number];

/** The three detail lists, named as their call segment (`{id}/{kind}/details`). */
export type DetailKind = 'delivery' | 'reaction' | 'recipients';

/** The name of each detail list's filter in its request body (spec section 7). */
export const detailFilterFields = {
  delivery: 'status',
  reaction: 'type',
  recipients: 'excluded',
} as const satisfies Record<DetailKind, string>;

/** The statistics tabs, in order; `{tabIndex}` of the route is the position. */
export const statisticTabs = ['delivery', 'reaction', 'recipients', 'links'] as const;
export type StatisticTab = (typeof statisticTabs)[number];

/** Where a message stands: not sent yet, sent without receipt, delivered, read, failed. */
export type DeliveryState = 'Pending' | 'Sent' | 'Delivered' | 'Read' | 'Failed';

/** `POST /WhatsAppApi/statistic/newsletter {from, to}`: the sent newsletters of the period. */
export interface StatisticPeriod {
  /** ISO dates; a newsletter counts by its send date. Either may be null (open). */
  from: string | null;
  to: string | null;
}

/** A campaign list entry of the statistics (spec section 3). */
export interface StatisticNewsletterEntry {
  id: number;
  name: string;
  status: NewsletterStatus;
  sendDate: string | null;
  sentMessages: number;
}

/** `GET /WhatsAppApi/statistic/newsletter/{id}`: what was sent, when, by whom, to whom. */
export interface StatisticNewsletter extends StatisticNewsletterEntry {
  description: string;
  templateName: string | null;
  profileName: string | null;
  phoneNumber: string | null;
  senderName: string | null;
  distributionFinished: string | null;
  stopped: boolean;
  effectiveRecipients: number;
  excludedRecipients: number;
  /** Expected billing sum in euros at send start; null when it could not be determined. */
  expectedPrice: number | null;
}

/** A failure reason: Meta's error code and title, and how many messages it stopped. */
export interface FailureReason {
  errorCode: number | null;
  errorTitle: string | null;
  count: number;
}

/** The delivery numbers of a newsletter (`newsletterStatistic`). */
export interface NewsletterStatistic {
  /** Messages Meta accepted: sent, delivered, read, and failed after acceptance. */
  sentMessages: number;
  /** Recipient rows fixed at send start (minus none: removed ones are counted apart). */
  totalCount: number;
  pending: number;
  /** Sent, no receipt yet. */
  inProgress: number;
  /** Delivered, including read. */
  delivered: number;
  read: number;
  failed: number;
  /** Stopped before they were sent. */
  removed: number;
  failedByReason: FailureReason[];
}

/** One point of the time course: delivered (including read) and read up to `at`. */
export interface DeliveryPoint {
  at: string;
  delivered: number;
  read: number;
}

export interface ReactionStatistic {
  counts: Record<ReactionType, number>;
  /** Recipients who reacted in any way. */
  recipientsReacting: number;
  /** Emojis by how often they are the current reaction, most first. */
  emojis: { emoji: string; count: number }[];
  /** Quick-reply buttons by taps, most first. */
  buttons: { title: string; count: number }[];
}

/** Clicks on one tracked link: all, and by different recipients. */
export interface LinkStatistic {
  url: string;
  clicks: number;
  uniqueClicks: number;
}

/** `GET /WhatsAppApi/statistic/{id}/statistics`. */
export interface NewsletterStatistics {
  newsletterStatistic: NewsletterStatistic;
  timeline: DeliveryPoint[];
  reactions: ReactionStatistic;
  linkStatistics: LinkStatistic[];
}

/** `GET /WhatsAppApi/statistic/{id}/excludedSubscribers`: left out at send start, by reason. */
export interface ExcludedSubscribers {
  count: number;
  exclusionReasons: { exclusionReason: ExclusionReason; count: number }[];
}

/** Paging, search and sort of the detail lists (spec section 7). */
export interface DetailQuery {
  searchTerm?: string;
  sort?: DetailSort;
  orderDescending?: boolean;
  skip?: number;
  /** 1 to {@link detailListLimits.take} (default {@link detailListLimits.defaultTake}). */
  take?: number;
  /** The `nextAfter` of the page before (number order only): this page is read by key. */
  after?: string;
}

/**
 * Page sizes of the detail lists (issue 24): every page is bounded, so the spec's take -1 (all)
 * is refused with 400 there; "add to group" still takes every row the list shows, or at most
 * `chosen` ticked people.
 */
export const detailListLimits = { defaultTake: 100, take: 500, chosen: 10_000 } as const;

export const detailSorts = ['telnr', 'name', 'status', 'date'] as const;
export type DetailSort = (typeof detailSorts)[number];

export interface DeliveryDetailQuery extends DetailQuery {
  status?: DeliveryFilter;
}
export interface ReactionDetailQuery extends DetailQuery {
  type?: ReactionFilter;
}
export interface RecipientDetailQuery extends DetailQuery {
  excluded?: RecipientFilter;
}

/** The person of a detail row. */
interface DetailPerson {
  uniqueId: string | null;
  firstname: string | null;
  lastname: string | null;
  telnr: string | null;
}

export interface DeliveryDetail extends DetailPerson {
  status: DeliveryState;
  errorCode: number | null;
  errorTitle: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
}

export interface ReactionDetail extends DetailPerson {
  type: ReactionType;
  content: string | null;
  reactedAt: string;
}

export interface RecipientStatisticDetail extends DetailPerson {
  /** Null for one who received it. */
  exclusionReason: ExclusionReason | null;
}

export interface DetailPage<T> {
  items: T[];
  totalCount: number;
  /** Pass as `after` for the page that follows (number order); null on the last page. */
  nextAfter: string | null;
}

/** `POST .../{id}/…/addToProfile`: the shown people (same filter) into a new or existing group. */
export interface StatisticAddToProfile {
  targetProfileName?: string;
  /** uniqueId of an existing static group. */
  targetProfileId?: string;
  /** Only these people of the list (its ticked rows); without it, everyone the list shows. */
  subscriberIds?: string[];
}
