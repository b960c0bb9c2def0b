/**
 * The expected price of a newsletter: its recipients per country (longest calling-code prefix
 * of the price table) times that country's rate for the template's category, in euros. The
 * table is dated: per country the newest rate valid today applies. Before sending, the
 * recipients are the effective set; once sending started, the recipient rows not removed.
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

/** SQL over a `numbers (telnr)` CTE: recipients per matched rate; category is `$n`. */
const perCountry = (categoryParam: string) => `
  rates as (
    select distinct on (country_prefix) country_prefix, country, price_eur, valid_from
    from whatsapp_prices where category = ${categoryParam} and valid_from <= current_date
    order by country_prefix, valid_from desc)
  select r.country_prefix, r.country, r.price_eur::text, r.valid_from::text, count(*)::int as recipients
  from numbers n left join lateral (
    select * from rates where n.telnr like '+' || rates.country_prefix || '%'
    order by length(rates.country_prefix) desc limit 1) r on true
  group by 1, 2, 3, 4 order by recipients desc, 1`;

export async function priceInformation(
  tx: Queryable,
  newsletter: NewsletterRow,
  set: RecipientSet | null,
): Promise<PriceInformation> {
  const category = newsletter.send_snapshot?.category ?? 'MARKETING';
  let rows: CountryRow[];
  if (newsletter.sending_started_at) {
    rows = await tx.query<CountryRow>(
      `with numbers as (select telnr from whatsapp_newsletter_recipients
                        where newsletter_id = $1 and state <> 'removed'),
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
    price: set || newsletter.sending_started_at ? (unpriced ? -1 : round(sum(countries))) : -1,
    priceDate: newest,
    countries,
  };
}

const round = (value: number) => Math.round(value * 10000) / 10000;
const sum = (countries: { price: number }[]) => countries.reduce((s, c) => s + c.price, 0);
