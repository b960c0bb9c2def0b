import { object, tuple, type AnyObject, type ObjectSchema } from 'yup';
import type { ConversationAnswer, ConversationTemplate } from '../../../common/conversations';
import { textRule } from '../../../common/validation/rules';

/** The placeholder form's values: one text per placeholder, in the template's order. */
export interface TemplateAnswerValues {
  values: string[];
}

/** Meta allows 1,024 characters in a body; a placeholder's value cannot be longer. */
export const placeholderValueLength = 1024;

/**
 * What fills a placeholder left empty (the server fills it like a newsletter's): the
 * subscriber's own field, else the template's fallback. With neither, a value is required.
 */
export type EmptyFill = 'field' | 'fieldOrFallback' | 'fallback' | null;

export function emptyFill(
  placeholder: ConversationTemplate['placeholders'][number],
  subscriberKnown: boolean,
): EmptyFill {
  const fallback = placeholder.defaultValue.trim() !== '';
  if (subscriberKnown) return fallback ? 'fieldOrFallback' : 'field';
  return fallback ? 'fallback' : null;
}

export function templateAnswerSchema(
  template: ConversationTemplate,
  subscriberKnown: boolean,
): ObjectSchema<AnyObject> {
  const rules = template.placeholders.map((placeholder) =>
    textRule({
      required: emptyFill(placeholder, subscriberKnown) === null,
      max: placeholderValueLength,
      allowHtml: true,
    }),
  );
  const [first, ...rest] = rules;
  return first ? object({ values: tuple([first, ...rest]) }) : object({});
}

export const emptyTemplateAnswer = (template: ConversationTemplate): TemplateAnswerValues => ({
  values: template.placeholders.map(() => ''),
});

/** The answer to send: the values typed; those left empty are filled by the server. */
export function toTemplateAnswer(
  template: ConversationTemplate,
  { values }: TemplateAnswerValues,
): ConversationAnswer {
  const parameters: Record<string, string> = {};
  template.placeholders.forEach((placeholder, index) => {
    const value = (values[index] ?? '').trim();
    if (value) parameters[placeholder.name] = value;
  });
  return { type: 'template', templateId: template.id, parameters };
}

/**
 * The body as the person will read it: each placeholder its value; while empty, its fallback
 * when nothing else fills it, else its label in brackets (the person's own data goes there).
 */
export function previewBody(
  template: ConversationTemplate,
  { values }: TemplateAnswerValues,
  subscriberKnown: boolean,
  /** Each placeholder's field in words ("Vorname"), shown where the subscriber's value goes. */
  labels: readonly string[],
): string {
  return template.body.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const index = template.placeholders.findIndex((placeholder) => placeholder.name === name);
    if (index === -1) return whole;
    const placeholder = template.placeholders[index];
    const typed = values[index]?.trim();
    if (typed) return typed;
    if (!subscriberKnown && placeholder.defaultValue.trim()) return placeholder.defaultValue;
    return `[${labels[index] ?? placeholder.label}]`;
  });
}
