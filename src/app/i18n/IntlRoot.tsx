import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { selectUiLanguage } from '../features/uiLanguage/selectors';
import { localeOfLanguage, type UiLanguage } from '../features/uiLanguage/slice';
import { useAppSelector } from '../store/hooks';
import { loadCatalog, type Catalog } from './catalogs';

export type Catalogs = Partial<Record<UiLanguage, Catalog>>;

interface IntlRootProps {
  /** Catalogs already loaded (the bootstrap loads the start language before mounting). */
  catalogs: Catalogs;
  children: ReactNode;
}

/**
 * react-intl in the UI language of the store; `<html lang>` follows it. A language whose
 * catalog is not loaded yet is fetched (its own chunk); the previous texts stay until it is in.
 */
export function IntlRoot({ catalogs, children }: IntlRootProps) {
  const language = useAppSelector(selectUiLanguage);
  const [loaded, setLoaded] = useState<Catalogs>(catalogs);
  const [shown, setShown] = useState<UiLanguage>(() =>
    catalogs[language] ? language : ((Object.keys(catalogs)[0] as UiLanguage) ?? language),
  );

  useEffect(() => {
    if (loaded[language]) {
      setShown(language);
      return;
    }
    let current = true;
    loadCatalog(language).then(
      (catalog) => {
        if (!current) return;
        setLoaded((previous) => ({ ...previous, [language]: catalog }));
        setShown(language);
      },
      (error: unknown) => console.error(`Texts for "${language}" could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [language, loaded]);

  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);

  return (
    <IntlProvider
      locale={localeOfLanguage[shown]}
      defaultLocale="en-US"
      messages={loaded[shown] ?? {}}
    >
      {children}
    </IntlProvider>
  );
}
