import type { AddedToProfile } from '../../common/newsletters';
import {
  detailFilterFields,
  reactionTypes,
  type ReactionType,
  type DetailKind,
  type DetailPage,
  type DetailQuery,
  type ExcludedSubscribers,
  type NewsletterStatistics,
  type StatisticAddToProfile,
  type StatisticNewsletter,
  type StatisticNewsletterEntry,
  type StatisticPeriod,
} from '../../common/statistics';
import { lowerCamel } from './normalizeKeys';
import { requestJson } from './client';
import { whatsAppService } from './services';

/** The statistic calls of the WhatsApp service (spec section 7). */

const base = 'WhatsAppApi/statistic';

export function postStatisticNewsletters(
  period: StatisticPeriod,
): Promise<{ newsletters: StatisticNewsletterEntry[] }> {
  return requestJson((signal) =>
    whatsAppService.post(`${base}/newsletter`, { json: period, signal }),
  );
}

export function getLastSent(): Promise<{ newsletter: StatisticNewsletterEntry | null }> {
  return requestJson((signal) => whatsAppService.get(`${base}/lastSent`, { signal }));
}

export function getStatisticNewsletter(id: number): Promise<StatisticNewsletter> {
  return requestJson((signal) => whatsAppService.get(`${base}/newsletter/${id}`, { signal }));
}

/**
 * The reaction counts are keyed by type (`Cta`, `QuickReply`, …); the client lowers every
 * response key (`cta`, `quickReply`), so they are keyed by type again here.
 */
export function getNewsletterStatistics(id: number): Promise<NewsletterStatistics> {
  return requestJson(
    (signal) => whatsAppService.get(`${base}/${id}/statistics`, { signal }),
    (statistics: NewsletterStatistics) => {
      const lowered = statistics.reactions.counts as unknown as Record<string, number>;
      const counts = Object.fromEntries(
        reactionTypes.map((type) => [type, lowered[lowerCamel(type)] ?? 0]),
      ) as Record<ReactionType, number>;
      return { ...statistics, reactions: { ...statistics.reactions, counts } };
    },
  );
}

export function getExcludedSubscribers(id: number): Promise<ExcludedSubscribers> {
  return requestJson((signal) =>
    whatsAppService.get(`${base}/${id}/excludedSubscribers`, { signal }),
  );
}

/** One page of a detail list; `filter` goes in as the kind's filter field. */
export function postDetails<Item>(
  kind: DetailKind,
  id: number,
  filter: string,
  query: DetailQuery,
): Promise<DetailPage<Item>> {
  return requestJson((signal) =>
    whatsAppService.post(`${base}/${id}/${kind}/details`, {
      json: { ...query, [detailFilterFields[kind]]: filter },
      signal,
    }),
  );
}

/** Puts the people the detail list shows (same filter and search) into a group. */
export function postDetailsAddToProfile(
  kind: DetailKind,
  id: number,
  filter: string,
  query: DetailQuery,
  target: StatisticAddToProfile,
): Promise<AddedToProfile> {
  return requestJson((signal) =>
    whatsAppService.post(`${base}/${id}/${kind}/addToProfile`, {
      json: { ...query, ...target, [detailFilterFields[kind]]: filter },
      signal,
    }),
  );
}
