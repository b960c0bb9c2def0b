import type { IntlShape } from 'react-intl';
import { detailMessages, errorCodeMessages, statisticMessages } from './messages';

/** A failure in the marketer's words: our text for the code, else Meta's title, else the code. */
export function failureText(intl: IntlShape, code: number | null, title: string | null): string {
  const known = code !== null ? errorCodeMessages[code as keyof typeof errorCodeMessages] : null;
  const text = known ? intl.formatMessage(known) : title;
  if (code === null) return text ?? intl.formatMessage(statisticMessages.unknownReason);
  const codeText = intl.formatMessage(detailMessages.errorCode, { code });
  return text ? `${text} (${codeText})` : codeText;
}
