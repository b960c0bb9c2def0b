/**
 * The three statistics detail lists (spec section 7) as SQL: where their rows come from, what
 * each filter keeps, how they sort, and how many there are. `$1` is always the newsletter id.
 * The lists, their counts and "add to group" all read these, so they never disagree.
 */
import type {
  DeliveryFilter,
  DetailKind,
  DetailSort,
  ReactionFilter,
  RecipientFilter,
} from '../../../../common/statistics';

export type { DetailKind };

export interface DetailSource {
  /** Rows of the newsletter joined with their subscriber `s` (which may be gone). */
  from: string;
  /**
   * The same rows without the joins, for a page's keys when no search or name sort needs the
   * subscriber: PostgreSQL then skips a deep offset within one index (index-only scan).
   */
  rows: string;
  /** Columns of a list row, beside the subscriber's. */
  columns: string;
  /** Which rows the filter value keeps (the value comes from the schema's enum). */
  filter(value: string | undefined): string;
  /** The subscriber id of a row (for "add to group"). */
  subscriberId: string;
  /** The number of a row, searched beside the subscriber's names and email. */
  telnr: string;
  sort: Record<DetailSort, string>;
  /** A unique tie-breaker. */
  tie: string;
}

const deliveryClasses: Record<DeliveryFilter, string> = {
  All: "r.delivery_class <> 'removed'",
  Delivered: "r.delivery_class in ('delivered', 'read')",
  Read: "r.delivery_class = 'read'",
  InProgress: "r.delivery_class in ('pending', 'sent')",
  Rejected: "r.delivery_class = 'failed'",
};

/** The delivery states of spec section 3 in the order they happen. */
const deliveryOrder = `array_position(array['pending', 'sent', 'delivered', 'read', 'failed'],
  r.delivery_class)`;

const delivery: DetailSource = {
  from: `whatsapp_newsletter_recipients r
    left join subscribers s on s.id = r.subscriber_id
    left join whatsapp_message_statuses m on m.wamid = r.wamid
    where r.newsletter_id = $1`,
  rows: 'whatsapp_newsletter_recipients r where r.newsletter_id = $1',
  columns: `r.telnr, r.delivery_class, coalesce(m.error_code, r.error_code) as error_code,
    m.error_title, r.sent_at, m.delivered_at, m.read_at`,
  filter: (value) => deliveryClasses[(value ?? 'All') as DeliveryFilter],
  subscriberId: 'r.subscriber_id',
  telnr: 'r.telnr',
  sort: {
    telnr: 'r.telnr',
    name: 's.lastname',
    status: deliveryOrder,
    date: 'r.sent_at',
  },
  tie: 'r.subscriber_id',
};

const reaction: DetailSource = {
  from: `whatsapp_newsletter_reactions x
    left join subscribers s on s.id = x.subscriber_id
    where x.newsletter_id = $1 and x.content is not null`,
  rows: 'whatsapp_newsletter_reactions x where x.newsletter_id = $1 and x.content is not null',
  columns: 'x.telnr, x.type, x.content, x.reacted_at',
  // Types come from the schema's enum, so they can stand in the text.
  filter: (value) => (!value || value === 'All' ? 'true' : `x.type = '${value as ReactionFilter}'`),
  subscriberId: 'x.subscriber_id',
  telnr: 'x.telnr',
  sort: { telnr: 'x.telnr', name: 's.lastname', status: 'x.type', date: 'x.reacted_at' },
  tie: 'x.id',
};

const recipientFilter: Record<RecipientFilter, string> = {
  All: 'true',
  Effective: 'p.reason is null',
  Excluded: 'p.reason is not null',
};

const recipientRows = `(select subscriber_id, telnr, null::text as reason
          from whatsapp_newsletter_recipients where newsletter_id = $1
        union all
        select subscriber_id, telnr, reason from whatsapp_newsletter_exclusions
          where newsletter_id = $1) p`;

const recipients: DetailSource = {
  from: `${recipientRows} left join subscribers s on s.id = p.subscriber_id where true`,
  rows: `${recipientRows} where true`,
  columns: 'p.telnr, p.reason',
  filter: (value) => recipientFilter[(value ?? 'All') as RecipientFilter],
  subscriberId: 'p.subscriber_id',
  telnr: 'p.telnr',
  sort: { telnr: 'p.telnr', name: 's.lastname', status: 'p.reason', date: 'p.telnr' },
  tie: 'p.subscriber_id',
};

export const detailSources: Record<DetailKind, DetailSource> = { delivery, reaction, recipients };

/** `%term%` for `like`, lower case, with the term's own wildcards taken literally. */
export const searchPattern = (term: string) =>
  `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The search condition over a source, its pattern in parameter `$n`. */
export const searchCondition = (source: DetailSource, n: number) =>
  `(s.search_text like $${n} or ${source.telnr} like $${n})`;
