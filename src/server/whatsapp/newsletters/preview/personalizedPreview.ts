/**
 * The message as one subscriber would read it: the template's body with the subscriber's values,
 * empty ones replaced by the newsletter's value for the placeholder, else the template's
 * fallback (the same order the send snapshot uses).
 */
import type { PersonalizedPreview } from '../../../../common/newsletters';
import { renderBody, type PlaceholderDefault } from '../../../../common/templates';
import type { Queryable } from '../../../db/database';
import { notFound } from '../../../http/httpError';
import { componentsOf, findTemplate } from '../../templates/store';

interface SubscriberRow {
  unique_id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string | null;
  culture: string;
  custom_fields: Record<string, string>;
}

export async function personalizedPreview(
  tx: Queryable,
  accountId: number,
  templateId: number,
  subscriberUniqueId: string,
  placeholderValues: Record<string, unknown> = {},
): Promise<PersonalizedPreview> {
  const template = await findTemplate(tx, accountId, templateId);
  if (!template) throw notFound(`Template ${templateId} is unknown.`);
  const [subscriber] = await tx.query<SubscriberRow>(
    `select unique_id::text, firstname, lastname, email, telnr, culture, custom_fields
     from subscribers where account_id = $1 and unique_id::text = $2`,
    [accountId, subscriberUniqueId],
  );
  if (!subscriber) throw notFound('The subscriber is unknown.');
  const sample: Record<string, string> = {};
  const values = { ...subscriber.custom_fields, ...subscriber } as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim()) sample[key] = value;
  }
  const defaults: PlaceholderDefault[] = template.placeholders.map((p) => {
    const chosen = placeholderValues[p.placeholder];
    return {
      placeholder: p.placeholder,
      defaultValue: typeof chosen === 'string' && chosen.trim() ? chosen : p.defaultValue,
    };
  });
  const components = componentsOf(template);
  return {
    subscriber: {
      uniqueId: subscriber.unique_id,
      firstname: subscriber.firstname,
      lastname: subscriber.lastname,
      telnr: subscriber.telnr,
    },
    header: components.header,
    body: renderBody(template.body_text, defaults, sample),
    footer: template.footer_text,
    buttons: components.buttons.map((b) => ({
      text: b.text,
      buttonType: b.buttonType,
      value: b.value,
    })),
  };
}
