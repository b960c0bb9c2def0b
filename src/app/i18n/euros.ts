import type { IntlShape } from 'react-intl';

/**
 * The one way the SPA shows euros (README, "Money"): a total (a newsletter's expected cost, the
 * cost of what was sent) with 2 decimals, a rate per message with 2 to 4 (Meta prices messages
 * in tenths of a cent), both in the UI language ("0,45 €" / "€0.45").
 */
export function formatTotal(intl: IntlShape, euros: number): string {
  return intl.formatNumber(euros, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function formatRate(intl: IntlShape, euros: number): string {
  return intl.formatNumber(euros, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}
