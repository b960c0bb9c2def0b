import type { IntlShape } from 'react-intl';
import type { SubscriberField } from '../../../common/subscribers';
import { fieldNameMessages } from './messages';

const textComponentPrefix = 'tc:';

/**
 * A placeholder's field as people call it, in the UI language: "Vorname" / "First name" for
 * `firstname`, a custom field's label, a text component's name; the technical name only when
 * nothing better is known.
 */
export function fieldName(
  intl: IntlShape,
  name: string,
  customFields: readonly SubscriberField[] = [],
): string {
  if (Object.hasOwn(fieldNameMessages, name)) {
    return intl.formatMessage(fieldNameMessages[name as keyof typeof fieldNameMessages]);
  }
  if (name.startsWith(textComponentPrefix)) return name.slice(textComponentPrefix.length);
  return customFields.find((field) => field.name === name)?.label || name;
}
