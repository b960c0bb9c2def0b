import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { IntlRoot, type Catalogs } from './i18n/IntlRoot';
import type { AppStore } from './store';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';

interface AppProvidersProps {
  store: AppStore;
  /** The text catalogs loaded so far (at least the one of the store's UI language). */
  catalogs: Catalogs;
  children: ReactNode;
}

/** Store, texts and theme around the app (and around components in tests). */
export function AppProviders({ store, catalogs, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <IntlRoot catalogs={catalogs}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </IntlRoot>
    </Provider>
  );
}
