import type { MessageFormatElement } from 'react-intl';
import type { UiLanguage } from '../features/uiLanguage/slice';

/**
 * The texts of one UI language as IntlProvider takes them: ICU texts (tests, development), or
 * their AST where the production build precompiled i18n/*.json (see webpack.config.ts).
 */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Each language is a chunk of its own: a user loads the texts of one language only. */
const loaders: Record<UiLanguage, () => Promise<Catalog>> = {
  de: () =>
    import(/* webpackChunkName: "i18n-de" */ '../../../i18n/de.json').then(
      (module) => module.default as Catalog,
    ),
  en: () =>
    import(/* webpackChunkName: "i18n-en" */ '../../../i18n/en.json').then(
      (module) => module.default as Catalog,
    ),
};

/**
 * English is the fallback: a text missing in German shows in English rather than as its id.
 * The production build merges the English texts into the German catalog at build time, so only
 * that one chunk loads; elsewhere both are merged here.
 */
export function mergeFallback(german: Catalog, english: Catalog): Catalog {
  return { ...english, ...german } as Catalog;
}

const loaded = new Map<UiLanguage, Promise<Catalog>>();

export function loadCatalog(language: UiLanguage): Promise<Catalog> {
  let catalog = loaded.get(language);
  if (!catalog) {
    catalog =
      language === 'en' || process.env.NODE_ENV === 'production'
        ? loaders[language]()
        : Promise.all([loaders.de(), loaders.en()]).then(([de, en]) => mergeFallback(de, en));
    catalog.catch(() => loaded.delete(language));
    loaded.set(language, catalog);
  }
  return catalog;
}
