/** Meta's rule for text parameters, and how a recipient's fields are cleaned to meet it. */
import {
  cleanParameterText,
  isSendableParameterText,
} from '../../../src/server/cloudapi/parameterText';
import { personalize } from '../../../src/server/whatsapp/newsletters/sending/personalize';
import type { SendSnapshot } from '../../../src/server/whatsapp/newsletters/sendSnapshot';

it('cleans line breaks, tabs and long runs of spaces, and keeps up to four spaces', () => {
  expect(cleanParameterText('Anna\nMaria')).toBe('Anna Maria');
  expect(cleanParameterText('Anna \r\n\t Maria ')).toBe('Anna Maria');
  expect(cleanParameterText('Eva     Lena')).toBe('Eva Lena');
  expect(cleanParameterText('Eva    Lena')).toBe('Eva    Lena');
  expect(cleanParameterText('\n\t ')).toBe('');
  for (const text of ['Anna Maria', 'Eva    Lena', 'Grüße 👋']) {
    expect(isSendableParameterText(text)).toBe(true);
  }
  for (const text of ['Anna\nMaria', 'a\tb', 'a     b', '', '  ', 3]) {
    expect(isSendableParameterText(text)).toBe(false);
  }
});

it('personalises with cleaned values, and a value empty once cleaned gets the fallback', () => {
  const snapshot: SendSnapshot = {
    templateId: 1,
    name: 'herbst',
    language: 'de',
    category: 'MARKETING',
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'field', field: 'firstname', fallback: 'Reise\nfreundin' },
          { type: 'field', field: 'city', fallback: 'Hamburg' },
        ],
      },
    ],
  };
  const fields = (firstname: string, city: string) => ({
    firstname,
    lastname: null,
    email: null,
    telnr: '+4915100000001',
    custom_fields: { city },
  });
  expect(personalize(snapshot, fields('Anna\nMaria', 'Kiel'), () => 't')).toEqual([
    {
      type: 'body',
      parameters: [
        { type: 'text', text: 'Anna Maria' },
        { type: 'text', text: 'Kiel' },
      ],
    },
  ]);
  const [body] = personalize(snapshot, fields('\n', '\t\t'), () => 't');
  expect(body.parameters).toEqual([
    { type: 'text', text: 'Reise freundin' },
    { type: 'text', text: 'Hamburg' },
  ]);
  for (const parameter of body.parameters) {
    expect(isSendableParameterText((parameter as { text: string }).text)).toBe(true);
  }
});
