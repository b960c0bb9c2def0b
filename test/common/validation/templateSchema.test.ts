/** The template and button rules of spec section 5 as the editor's form and the server apply them. */
import { ValidationError } from 'yup';
import {
  alignPlaceholders,
  ButtonType,
  emptyTemplate,
  graphNameOf,
  HeaderFormat,
  minimumWords,
  placeholdersOf,
  renderBody,
  submissionName,
  wordCount,
  type TemplateButton,
  type TemplateContent,
} from '../../../src/common/templates';
import { toApiErrorDetails } from '../../../src/common/validation';
import { templateSchema, templateWarnings } from '../../../src/common/validation/templateSchema';

const button = (change: Partial<TemplateButton>): TemplateButton => ({
  id: 0,
  text: 'Mehr',
  value: '',
  buttonType: ButtonType.quickReply,
  order: 0,
  linkType: 0,
  protocolType: null,
  linkValue: null,
  ...change,
});

function valid(): TemplateContent {
  const template = emptyTemplate('de', 1);
  template.name = 'Herbst Angebote 2026';
  template.components.body = {
    text: 'Hallo {{firstname}}, unsere Herbstreisen sind da. Viele Grüße {{lastname}} und Team',
    placeholderDefaultValues: [
      { placeholder: 'firstname', defaultValue: 'Kundin' },
      { placeholder: 'lastname', defaultValue: 'Familie' },
    ],
  };
  return template;
}

function issues(change: (t: TemplateContent) => void) {
  const template = valid();
  change(template);
  try {
    templateSchema.validateSync(template, { abortEarly: false });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return toApiErrorDetails(error);
  }
}

it('accepts a complete template', () => {
  expect(issues(() => undefined)).toEqual([]);
});

describe('name', () => {
  it.each([
    ['', 'required'],
    ['!!! ---', 'templateNameOnlySpecial'],
    ['Sommer ☀️ Angebote', 'templateNameEmoji'],
    ['sommer_angebote', 'templateNameForbidden'],
    ['Sommer *Angebote*', 'templateNameForbidden'],
    ['Hallo {Name}', 'templateNameForbidden'],
    ['x'.repeat(101), 'tooLong'],
  ])('refuses %j (%s)', (name, reason) => {
    expect(issues((t) => (t.name = name))).toEqual([
      expect.objectContaining({ field: 'name', reason }),
    ]);
  });

  it('derives Meta name format from the display name', () => {
    expect(graphNameOf('Herbst-Angebote für Süßes 2026!')).toBe(
      'herbst_angebote_fuer_suesses_2026',
    );
    expect(graphNameOf('Café Crème')).toBe('cafe_creme');
    expect(graphNameOf('日本', 'template_7')).toBe('template_7');
    expect(submissionName('herbst', 1)).toBe('herbst');
    expect(submissionName('herbst', 2)).toBe('herbst_v2');
  });
});

describe('body', () => {
  it('needs 3 words per placeholder (placeholders do not count)', () => {
    expect(placeholdersOf('{{a}} x {{b}} {{a}}')).toEqual(['a', 'b']);
    expect(wordCount('Hallo {{firstname}}, wie geht es?')).toBe(4);
    expect(minimumWords(2)).toBe(6);
    expect(
      issues((t) => {
        t.components.body.text = 'Hallo {{firstname}} und {{lastname}}';
      }),
    ).toEqual([
      {
        field: 'components.body.text',
        reason: 'templateMinWords',
        params: { placeholders: 2, words: 6 },
      },
    ]);
  });

  it('is required and at most 1024 characters', () => {
    expect(
      issues((t) => (t.components.body = { text: ' ', placeholderDefaultValues: [] })),
    ).toEqual([expect.objectContaining({ field: 'components.body.text', reason: 'required' })]);
    expect(
      issues((t) => (t.components.body = { text: 'a '.repeat(600), placeholderDefaultValues: [] })),
    ).toEqual([expect.objectContaining({ field: 'components.body.text', reason: 'tooLong' })]);
  });

  it('needs a fallback text for every placeholder', () => {
    expect(
      issues((t) => (t.components.body.placeholderDefaultValues[1].defaultValue = '')),
    ).toEqual([
      expect.objectContaining({
        field: 'components.body.placeholderDefaultValues[1].defaultValue',
        reason: 'required',
      }),
    ]);
  });

  it('removes unused placeholders from the defaults and keeps known fallbacks', () => {
    expect(
      alignPlaceholders('Hi {{lastname}} {{city}}', [
        { placeholder: 'firstname', defaultValue: 'Kundin' },
        { placeholder: 'lastname', defaultValue: 'Familie' },
      ]),
    ).toEqual([
      { placeholder: 'lastname', defaultValue: 'Familie' },
      { placeholder: 'city', defaultValue: '' },
    ]);
  });

  it('renders with sample data, fallbacks for what is missing', () => {
    expect(
      renderBody(
        'Hallo {{firstname}} aus {{city}}',
        [{ placeholder: 'city', defaultValue: 'Kiel' }],
        {
          firstname: 'Julia',
        },
      ),
    ).toBe('Hallo Julia aus Kiel');
  });
});

describe('header and footer', () => {
  it('limits a text header to 60 characters and an image to jpg, jpeg, png', () => {
    expect(
      issues(
        (t) =>
          (t.components.header = { headerFormat: HeaderFormat.text, headerValue: 'x'.repeat(61) }),
      ),
    ).toEqual([
      expect.objectContaining({ field: 'components.header.headerValue', reason: 'tooLong' }),
    ]);
    expect(
      issues(
        (t) => (t.components.header = { headerFormat: HeaderFormat.image, headerValue: '1/a.gif' }),
      ),
    ).toEqual([
      expect.objectContaining({
        field: 'components.header.headerValue',
        reason: 'templateImageExtension',
      }),
    ]);
    expect(
      issues(
        (t) => (t.components.header = { headerFormat: HeaderFormat.image, headerValue: '1/a.JPG' }),
      ),
    ).toEqual([]);
  });

  it('limits the footer to 60 characters', () => {
    expect(issues((t) => (t.components.footer.text = 'f'.repeat(61)))).toEqual([
      expect.objectContaining({ field: 'components.footer.text', reason: 'tooLong' }),
    ]);
  });
});

describe('buttons', () => {
  it('allows at most 3 buttons', () => {
    expect(issues((t) => (t.components.buttons = [1, 2, 3, 4].map(() => button({}))))).toEqual([
      { field: 'components.buttons', reason: 'templateTooManyButtons', params: { max: 3 } },
    ]);
  });

  it('allows at most 1 phone-number button and 2 call-to-action buttons', () => {
    const phone = button({ buttonType: ButtonType.phoneNumber, value: '+4940123456' });
    const link = button({ buttonType: ButtonType.callToAction, value: 'https://example.com' });
    expect(issues((t) => (t.components.buttons = [phone, phone]))).toEqual([
      { field: 'components.buttons', reason: 'templateTooManyPhoneButtons', params: { max: 1 } },
    ]);
    expect(issues((t) => (t.components.buttons = [link, link, link]))).toEqual([
      {
        field: 'components.buttons',
        reason: 'templateTooManyCallToActionButtons',
        params: { max: 2 },
      },
    ]);
    expect(issues((t) => (t.components.buttons = [phone, link, link]))).toEqual([]);
  });

  it.each(['+49 40 123456', '040123456', '0049401234567', ''])(
    'refuses the phone number %j (E.164 without spaces)',
    (value) => {
      const found = issues(
        (t) => (t.components.buttons = [button({ buttonType: ButtonType.phoneNumber, value })]),
      );
      expect(found).toEqual([
        expect.objectContaining({
          field: 'components.buttons[0].value',
          reason: value ? 'phoneE164' : 'required',
        }),
      ]);
    },
  );

  it('needs a valid URL for a link and warns about http', () => {
    const link = (value: string) => button({ buttonType: ButtonType.callToAction, value });
    expect(issues((t) => (t.components.buttons = [link('example')]))).toEqual([
      expect.objectContaining({ field: 'components.buttons[0].value', reason: 'url' }),
    ]);
    const template = valid();
    template.components.buttons = [link('http://example.com'), link('https://example.com')];
    expect(issues((t) => (t.components.buttons = template.components.buttons))).toEqual([]);
    expect(templateWarnings(template)).toEqual([
      { field: 'components.buttons[0].value', reason: 'insecureUrl' },
    ]);
  });

  it('needs a button text of at most 25 characters', () => {
    expect(issues((t) => (t.components.buttons = [button({ text: 'x'.repeat(26) })]))).toEqual([
      expect.objectContaining({ field: 'components.buttons[0].text', reason: 'tooLong' }),
    ]);
  });
});
