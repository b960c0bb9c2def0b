/** A snapshot's components filled for one recipient: fields from the subscriber row, or fallback. */
import type { SendComponent, SendParameter } from '../../../cloudapi/graphTypes';
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
      const value =
        parameter.type === 'text'
          ? parameter.text
          : (fieldValue(fields, parameter.field) ?? parameter.fallback);
      return component.sub_type === 'quick_reply'
        ? { type: 'payload', payload: value }
        : { type: 'text', text: value };
    }),
  }));
}
