import type { ComponentType } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalog } from './catalogs';

/** A lazy feature's texts in both languages, imported as `i18n/xx.json?feature=<name>`. */
export interface FeatureCatalogs {
  de: Catalog;
  en: Catalog;
}

/**
 * Gives a lazy feature's screen its texts, which travel in the feature's own chunk rather than
 * in the start-up catalog (the sign-in and dashboard JavaScript has a 170 KB budget): the
 * screen renders inside a provider holding the app's texts plus the feature's.
 */
export function withFeatureTexts<P extends object>(
  catalogs: FeatureCatalogs,
  Screen: ComponentType<P>,
): ComponentType<P> {
  function WithFeatureTexts(props: P) {
    const intl = useIntl();
    const own = intl.locale.toLowerCase().startsWith('de') ? catalogs.de : catalogs.en;
    return (
      <IntlProvider
        locale={intl.locale}
        defaultLocale={intl.defaultLocale}
        messages={{ ...intl.messages, ...own } as Catalog}
      >
        <Screen {...props} />
      </IntlProvider>
    );
  }
  WithFeatureTexts.displayName = `WithFeatureTexts(${Screen.displayName ?? Screen.name})`;
  return WithFeatureTexts;
}
