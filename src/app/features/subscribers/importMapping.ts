/** The mapping step's first guess: a column whose header names a field is mapped to it. */
import type { ImportMapping } from '../../../common/subscribers';

const guesses: [RegExp, string][] = [
  [/^(vorname|first ?name|firstname|given ?name)$/i, 'firstname'],
  [/^(nachname|last ?name|lastname|surname|family ?name|name)$/i, 'lastname'],
  [/^(e-?mail|e-?mail-?adresse|email address)$/i, 'email'],
  [/^(telefon|telefonnummer|tel|telnr|phone|mobil|mobile|handy|whatsapp)$/i, 'telnr'],
  [/^(sprache|language|culture|kultur)$/i, 'culture'],
];

export function guessField(header: string, customFields: string[]): string {
  const text = header.trim();
  const custom = customFields.find((name) => name.toLowerCase() === text.toLowerCase());
  if (custom) return custom;
  return guesses.find(([pattern]) => pattern.test(text))?.[1] ?? '';
}

/** Columns mapped to a field ('' = not imported), each field once, email or phone among them. */
export function mappingOf(fields: string[]): ImportMapping | null {
  const columns = fields
    .map((field, index) => ({ index, field }))
    .filter((column) => column.field !== '');
  const names = columns.map((column) => column.field);
  if (new Set(names).size !== names.length) return null;
  if (!names.includes('email') && !names.includes('telnr')) return null;
  return { columns };
}
