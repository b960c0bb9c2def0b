/**
 * The template and button rules of spec section 5 as yup schemas: the editor's formik form and the
 * server's calls (whole template, header, body with footer, one button) apply the same ones.
 */
import { array, mixed, number, object, string } from 'yup';
import {
  ButtonType,
  HeaderFormat,
  minimumWords,
  placeholdersOf,
  templateLanguages,
  templateLimits as limits,
  wordCount,
  type TemplateButton,
  type TemplateContent,
  type TemplateLanguage,
} from '../templates';
import { encodeIssue, validationReasons as reasons } from './issue';
import { isValidPhone, textRule } from './rules';

/** Reasons of the template rules beyond the general ones. */
export const templateReasons = {
  onlySpecialCharacters: 'templateNameOnlySpecial',
  emoji: 'templateNameEmoji',
  forbiddenCharacters: 'templateNameForbidden',
  nameDuplicate: 'nameDuplicate',
  minWords: 'templateMinWords',
  imageExtension: 'templateImageExtension',
  url: 'url',
  /** International (E.164) without spaces, as template buttons need it. */
  phoneE164: 'phoneE164',
  insecureUrl: 'insecureUrl',
  tooManyButtons: 'templateTooManyButtons',
  tooManyPhoneButtons: 'templateTooManyPhoneButtons',
  tooManyCallToActionButtons: 'templateTooManyCallToActionButtons',
  /** The account has no WhatsApp business account to write the template for (spec section 8). */
  noAccountAvailable: 'templateNoAccountAvailable',
} as const;

const emojiPattern = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const forbiddenPattern = /[_*{}]/;
const imagePattern = /\.(jpe?g|png)$/i;

/** A link as the browser would open it: http(s) and a host. */
export function isValidUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const templateNameRule = () =>
  textRule({ required: true, max: limits.name })
    .test({
      name: templateReasons.onlySpecialCharacters,
      message: encodeIssue(templateReasons.onlySpecialCharacters),
      skipAbsent: true,
      test: (value) => /[\p{L}\p{N}]/u.test(value!),
    })
    .test({
      name: templateReasons.emoji,
      message: encodeIssue(templateReasons.emoji),
      skipAbsent: true,
      test: (value) => !emojiPattern.test(value!),
    })
    .test({
      name: templateReasons.forbiddenCharacters,
      message: encodeIssue(templateReasons.forbiddenCharacters),
      skipAbsent: true,
      test: (value) => !forbiddenPattern.test(value!),
    });

export const headerSchema = object({
  headerFormat: mixed<HeaderFormat>()
    .required(encodeIssue(reasons.required))
    .oneOf([HeaderFormat.text, HeaderFormat.image], encodeIssue(reasons.invalid)),
  headerValue: textRule({ required: true, max: limits.text })
    .when('headerFormat', {
      is: HeaderFormat.text,
      then: (schema) => schema.max(limits.headerText, encodeIssue(reasons.tooLong, { max: 60 })),
    })
    .when('headerFormat', {
      is: HeaderFormat.image,
      then: (schema) =>
        schema.test({
          name: templateReasons.imageExtension,
          message: encodeIssue(templateReasons.imageExtension, { allowed: 'jpg, jpeg, png' }),
          test: (value) => !value || imagePattern.test(value),
        }),
    }),
})
  .nullable()
  .default(null);

const bodyTextRule = () =>
  textRule({ required: true, max: limits.body }).test({
    name: templateReasons.minWords,
    skipAbsent: true,
    test: (value, context) => {
      const used = placeholdersOf(value!).length;
      const needed = minimumWords(used);
      return (
        wordCount(value!) >= needed ||
        context.createError({
          message: encodeIssue(templateReasons.minWords, { placeholders: used, words: needed }),
        })
      );
    },
  });

export const bodyPartSchema = object({
  body: object({
    text: bodyTextRule(),
    placeholderDefaultValues: array(
      object({
        placeholder: string().required(encodeIssue(reasons.required)),
        defaultValue: textRule({ required: true, max: limits.text }),
      }),
    ).default([]),
  }),
  footer: object({ text: textRule({ max: limits.footer }).default('') }),
});

export const buttonSchema = object({
  id: number().integer().min(0).default(0),
  text: textRule({ required: true, max: limits.buttonText }),
  buttonType: mixed<ButtonType>()
    .required(encodeIssue(reasons.required))
    .oneOf(
      [ButtonType.quickReply, ButtonType.phoneNumber, ButtonType.callToAction],
      encodeIssue(reasons.invalid),
    ),
  value: string()
    .typeError(encodeIssue(reasons.invalid))
    .default('')
    .when('buttonType', {
      is: ButtonType.phoneNumber,
      then: () =>
        textRule({ required: true, allowHtml: true }).test({
          name: templateReasons.phoneE164,
          message: encodeIssue(templateReasons.phoneE164),
          skipAbsent: true,
          test: (value) => isValidPhone(value!, false),
        }),
    })
    .when('buttonType', {
      is: ButtonType.callToAction,
      then: () =>
        textRule({ required: true, max: limits.url, allowHtml: true }).test({
          name: templateReasons.url,
          message: encodeIssue(templateReasons.url),
          skipAbsent: true,
          test: (value) => isValidUrl(value!.trim()),
        }),
    })
    .when('buttonType', {
      is: ButtonType.quickReply,
      then: () => textRule({ max: limits.buttonText }).default(''),
    }),
  order: number().integer().min(0).default(0),
});

const countOf = (buttons: Partial<TemplateButton>[] | undefined, type: ButtonType) =>
  (buttons ?? []).filter((button) => button.buttonType === type).length;

/** The buttons' count rules: at most 3, of them at most 1 phone number and 2 call to action. */
export const buttonsSchema = array(buttonSchema)
  .default([])
  .max(limits.buttons, encodeIssue(templateReasons.tooManyButtons, { max: limits.buttons }))
  .test({
    name: templateReasons.tooManyPhoneButtons,
    message: encodeIssue(templateReasons.tooManyPhoneButtons, { max: limits.phoneButtons }),
    test: (buttons) => countOf(buttons, ButtonType.phoneNumber) <= limits.phoneButtons,
  })
  .test({
    name: templateReasons.tooManyCallToActionButtons,
    message: encodeIssue(templateReasons.tooManyCallToActionButtons, {
      max: limits.callToActionButtons,
    }),
    test: (buttons) => countOf(buttons, ButtonType.callToAction) <= limits.callToActionButtons,
  });

/** The basic fields (`POST template` without components). */
export const templateBasicsSchema = object({
  name: templateNameRule(),
  description: textRule({ max: limits.text }).default(''),
  businessAccountId: number()
    .transform((value: unknown, original: unknown) => (original === null ? undefined : value))
    .typeError(encodeIssue(reasons.required))
    .required(encodeIssue(reasons.required)),
  language: mixed<TemplateLanguage>()
    .required(encodeIssue(reasons.required))
    .oneOf([...templateLanguages], encodeIssue(reasons.invalid)),
});

/** A whole template as the editor saves it. */
export const templateSchema = templateBasicsSchema
  .shape({
    components: object({
      header: headerSchema,
      body: bodyPartSchema.fields.body,
      footer: bodyPartSchema.fields.footer,
      buttons: buttonsSchema,
    }),
  })
  .typeError(encodeIssue(reasons.invalid));

/** Warnings, not errors: a link button with http (spec section 5: https is advised). */
export function templateWarnings(content: Pick<TemplateContent, 'components'>) {
  return content.components.buttons.flatMap((button, index) =>
    button.buttonType === ButtonType.callToAction && /^http:\/\//i.test(button.value.trim())
      ? [{ field: `components.buttons[${index}].value`, reason: templateReasons.insecureUrl }]
      : [],
  );
}
