/**
 * A snapshot's components filled for one recipient: fields from the subscriber row, or fallback.
 * Text values are cleaned by Meta's rule (parameterText.ts): a field that is empty once cleaned
 * gets the fallback, so no recipient is left out for a line break in a field.
 */
import type { SendComponent, SendParameter } from '../../../cloudapi/graphTypes';
import { cleanParameterText } from '../../../cloudapi/parameterText';
import type { SendSnapshot } from '../sendSnapshot';

export interface RecipientFields {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string;
  custom_fields: Record<string, string>;
}

function fieldValue(fields: RecipientFields, field: string): string | null {
  const value =
    field === 'firstname' || field === 'lastname' || field === 'email' || field === 'telnr'
      ? fields[field]
      : fields.custom_fields[field];
  return value?.trim() ? value.trim() : null;
}

/**
 * Quick-reply buttons carry a payload, everything else text (shared doc, Sending); a tracked
 * link button's suffix is `linkToken(index)` of the recipient.
 */
export function personalize(
  snapshot: SendSnapshot,
  fields: RecipientFields,
  linkToken: (buttonIndex: number) => string,
): SendComponent[] {
  return snapshot.components.map((component) => ({
    type: component.type,
    ...(component.sub_type && { sub_type: component.sub_type }),
    ...(component.index !== undefined && { index: component.index }),
    parameters: component.parameters.map((parameter): SendParameter => {
      if (parameter.type === 'image') return { type: 'image', image: { link: parameter.link } };
      if (parameter.type === 'linkToken') {
        return { type: 'text', text: linkToken(component.index ?? 0) };
      }
      if (component.sub_type === 'quick_reply') {
        const payload =
          parameter.type === 'text'
            ? parameter.text
            : (fieldValue(fields, parameter.field) ?? parameter.fallback);
        return { type: 'payload', payload };
      }
      const text =
        parameter.type === 'text'
          ? cleanParameterText(parameter.text)
          : cleanParameterText(fieldValue(fields, parameter.field) ?? '') ||
            cleanParameterText(parameter.fallback);
      return { type: 'text', text };
    }),
  }));
}
