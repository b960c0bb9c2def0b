import { array, object } from 'yup';
import type { ConversationAnswer, ConversationTemplate } from '../../../common/conversations';
import { templateLimits } from '../../../common/templates';
import { textRule } from '../../../common/validation/rules';

/** The placeholder form's values: one text per placeholder, in the template's order. */
export interface TemplateAnswerValues {
  values: string[];
}

/** Every placeholder needs a value; one is at most a template body long (Meta's limit). */
export const templateAnswerSchema = object({
  values: array().of(textRule({ required: true, max: templateLimits.body, allowHtml: true })),
});

export const emptyTemplateAnswer = (template: ConversationTemplate): TemplateAnswerValues => ({
  values: template.placeholders.map(() => ''),
});

export function toTemplateAnswer(
  template: ConversationTemplate,
  { values }: TemplateAnswerValues,
): ConversationAnswer {
  return {
    type: 'template',
    templateId: template.id,
    parameters: Object.fromEntries(
      template.placeholders.map((placeholder, index) => [
        placeholder.name,
        (values[index] ?? '').trim(),
      ]),
    ),
  };
}

/** The body as the person will read it: each placeholder its value, or its label while empty. */
export function previewBody(template: ConversationTemplate, { values }: TemplateAnswerValues) {
  return template.body.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const index = template.placeholders.findIndex((placeholder) => placeholder.name === name);
    if (index === -1) return whole;
    return values[index]?.trim() || `[${template.placeholders[index].label}]`;
  });
}
