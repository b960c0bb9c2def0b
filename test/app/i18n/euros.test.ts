/**
 * One currency format wherever euros are shown (README, "Money"): totals with 2 decimals, rates
 * per message with 2 to 4, in the UI language.
 */
import { createIntl } from 'react-intl';
import { formatRate, formatTotal } from '../../../src/app/i18n/euros';

const de = createIntl({ locale: 'de', messages: {} });
const en = createIntl({ locale: 'en', messages: {} });
// Intl separates the amount from the euro sign with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('euros', () => {
  it('shows a total with exactly 2 decimals', () => {
    expect(plain(formatTotal(de, 0.4524))).toBe('0,45 €');
    expect(plain(formatTotal(de, 46.694))).toBe('46,69 €');
    expect(plain(formatTotal(de, 12))).toBe('12,00 €');
    expect(plain(formatTotal(de, 1234.5))).toBe('1.234,50 €');
    expect(formatTotal(en, 46.694)).toBe('€46.69');
  });

  it('shows a rate per message with 2 to 4 decimals', () => {
    expect(plain(formatRate(de, 0.1131))).toBe('0,1131 €');
    expect(plain(formatRate(de, 0.07))).toBe('0,07 €');
    expect(plain(formatRate(de, 0.11315))).toBe('0,1132 €');
    expect(formatRate(en, 0.1131)).toBe('€0.1131');
  });
});
