/** Field names in words, in the UI language (issue 23: not "Ersatzwert für firstname"). */
import { createIntl } from 'react-intl';
import { fieldName } from '../../../src/app/components/fieldNames/fieldName';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';

const custom = [{ name: 'city', label: 'Wohnort', type: 'text' as const, isCustom: true }];

describe('fieldName', () => {
  it('names the standard fields in the UI language', () => {
    expect(fieldName(createIntl({ locale: 'de', messages: de }), 'firstname')).toBe('Vorname');
    expect(fieldName(createIntl({ locale: 'en', messages: en }), 'firstname')).toBe('First name');
    expect(fieldName(createIntl({ locale: 'en', messages: en }), 'telnr')).toBe('Phone number');
  });

  it('names a custom field by its label, a text component by its name, else keeps the name', () => {
    const intl = createIntl({ locale: 'de', messages: de });
    expect(fieldName(intl, 'city', custom)).toBe('Wohnort');
    expect(fieldName(intl, 'tc:Gruß')).toBe('Gruß');
    expect(fieldName(intl, 'zip')).toBe('zip');
  });
});
