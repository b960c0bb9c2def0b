import { createIntl } from 'react-intl';
import de from '../../../../i18n/de.json';
import en from '../../../../i18n/en.json';
import { formatValidationMessage, validationMessages } from '../../../../src/app/components/form';
import { encodeIssue, validationReasons } from '../../../../src/common/validation';

describe('formatValidationMessage', () => {
  const intlDe = createIntl({
    locale: 'de',
    messages: de,
    onError: (e) => {
      throw e;
    },
  });
  const intlEn = createIntl({
    locale: 'en',
    messages: en,
    onError: (e) => {
      throw e;
    },
  });

  it('has a German and an English text for every reason key', () => {
    for (const reason of [...Object.values(validationReasons), 'pasteTooLong']) {
      const id = `validation.${reason}`;
      expect(de).toHaveProperty([id]);
      expect(en).toHaveProperty([id]);
      expect(validationMessages).toHaveProperty([reason, 'id'], id);
    }
  });

  it('formats encoded issues and server details with their parameters', () => {
    expect(formatValidationMessage(intlDe, 'required')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(formatValidationMessage(intlEn, 'required')).toBe('Please fill this field.');
    expect(formatValidationMessage(intlDe, encodeIssue('tooLong', { max: 2000 }))).toBe(
      'Der Text ist zu lang (höchstens 2000 Zeichen).',
    );
    expect(
      formatValidationMessage(intlEn, { reason: 'tooManyDecimals', params: { decimals: 1 } }),
    ).toBe('Please enter at most one decimal place.');
    expect(formatValidationMessage(intlDe, encodeIssue('numberTooSmall', { min: -1.5 }))).toBe(
      'Der Wert muss mindestens -1,5 betragen.',
    );
  });

  it('falls back to "invalid" for reasons without a text', () => {
    expect(formatValidationMessage(intlDe, 'somethingNew')).toBe('Dieser Wert ist ungültig.');
    expect(formatValidationMessage(intlDe, 'pasteTooLong')).toBe('Dieser Wert ist ungültig.');
    expect(formatValidationMessage(intlDe, 'toString')).toBe('Dieser Wert ist ungültig.');
  });
});
