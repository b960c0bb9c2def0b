/**
 * The expected price of a newsletter: its recipients per country (longest calling-code prefix
 * of the price table) times that country's rate for the template's category, in euros. The
 * table is dated: per country the newest rate valid today applies. Before sending, the
 * recipients are the effective set; once sending started, the recipient rows that were or will
 * be sent: not removed by a stop, not failed (Meta bills neither), so a stopped send costs what
 * it sent.
 */
import type { PriceInformation } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import type { NewsletterRow } from '../newsletterStore';
import { membersSql, setParams, type RecipientSet } from '../recipients/recipientSet';

interface CountryRow {
  country_prefix: string | null;
  country: string | null;
  price_eur: string | null;
  valid_from: string | null;
  recipients: number;
}

/**
 * SQL over a `numbers (telnr)` CTE: recipients per matched rate; category is `$n`. Numbers are
 * first counted by their leading digits (as many as the longest prefix), so the prefix match
 * runs once per such head, not once per recipient.
 */
const perCountry = (categoryParam: string) => `
  rates as (
    select distinct on (country_prefix) country_prefix, country, price_eur, valid_from
    from whatsapp_prices where category = ${categoryParam} and valid_from <= current_date
    order by country_prefix, valid_from desc),
  heads as (
    select left(telnr, 1 + (select coalesce(max(length(country_prefix)), 0) from rates)) as head,
      count(*)::int as recipients
    from numbers group by 1)
  select r.country_prefix, r.country, r.price_eur::text, r.valid_from::text,
    sum(h.recipients)::int as recipients
  from heads h left join lateral (
    select * from rates where h.head like '+' || rates.country_prefix || '%'
    order by length(rates.country_prefix) desc limit 1) r on true
  group by 1, 2, 3, 4 order by recipients desc, 1`;

/**
 * `fromRecipientRows`: price the rows already made (the start call prices the rows it just
 * wrote, in its transaction, instead of classifying the group once more).
 */
export async function priceInformation(
  tx: Queryable,
  newsletter: Pick<NewsletterRow, 'id' | 'send_snapshot' | 'sending_started_at'>,
  set: RecipientSet | null,
  fromRecipientRows = newsletter.sending_started_at !== null,
): Promise<PriceInformation> {
  const category = newsletter.send_snapshot?.category ?? 'MARKETING';
  let rows: CountryRow[];
  if (fromRecipientRows) {
    rows = await tx.query<CountryRow>(
      `with numbers as (select telnr from whatsapp_newsletter_recipients
                        where newsletter_id = $1 and state not in ('removed', 'failed')),
       ${perCountry('$2')}`,
      [newsletter.id, category],
    );
  } else if (set) {
    rows = await tx.query<CountryRow>(
      `with members as (${membersSql(set)}),
       numbers as (select distinct telnr from members where reason is null),
       ${perCountry('$6')}`,
      [...setParams(set), category],
    );
  } else {
    rows = [];
  }
  const unpriced = rows.some((row) => row.price_eur === null);
  const countries = rows
    .filter((row) => row.price_eur !== null)
    .map((row) => ({
      country: row.country!,
      countryPrefix: row.country_prefix!,
      recipients: row.recipients,
      rate: Number(row.price_eur),
      price: round(row.recipients * Number(row.price_eur)),
    }));
  const dates = rows.map((row) => row.valid_from).filter((d): d is string => d !== null);
  const newest = dates.sort().at(-1) ?? null;
  return {
    newsletterId: newsletter.id,
    category,
    currency: 'EUR',
    price: set || fromRecipientRows ? (unpriced ? -1 : round(sum(countries))) : -1,
    priceDate: newest,
    countries,
  };
}

const round = (value: number) => Math.round(value * 10000) / 10000;
const sum = (countries: { price: number }[]) => countries.reduce((s, c) => s + c.price, 0);
