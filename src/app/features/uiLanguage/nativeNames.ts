import type { UiLanguage } from './slice';

/** Each language by its own name, the same in every UI language. */
export const nativeNames: Record<UiLanguage, string> = { de: 'Deutsch', en: 'English' };
