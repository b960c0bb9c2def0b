import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';

/** Pages the server renders itself (sign-in, provider errors) take their texts from i18n too. */
export type Language = 'de' | 'en';

const catalogues: Record<Language, Record<string, string>> = { de, en };

/** German first; English where German lacks a text (and for every other language). */
export function text(language: Language, id: string, values: Record<string, string | number> = {}) {
  const template = catalogues[language][id] ?? catalogues.en[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Picks de or en from an explicit choice, then the browser's Accept-Language; default de. */
export function pickLanguage(...candidates: (string | undefined | null)[]): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const first = candidate.split(/[,\s]/)[0]?.toLowerCase() ?? '';
    if (first.startsWith('de')) return 'de';
    if (first.startsWith('en')) return 'en';
  }
  return 'de';
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
