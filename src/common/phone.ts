/**
 * Subscriber phone numbers: validated and normalised to E.164 with libphonenumber-js and its full
 * metadata (the same on the server and in the SPA, so both judge a number alike). A national
 * number (`0151 12345678`) is read as German, the product's home region.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const defaultPhoneRegion = 'DE';

/** The number in E.164 (`+4915112345678`), or null when it is not a valid phone number. */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 40) return null;
  // `0049…` is an international prefix people type; libphonenumber reads it only with a region.
  const phone = parsePhoneNumberFromString(trimmed, defaultPhoneRegion);
  return phone?.isValid() ? phone.number : null;
}
