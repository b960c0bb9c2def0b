import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import configureMockStore, { type MockStoreEnhanced } from 'redux-mock-store';
import { AppProviders } from '../../../src/app/AppProviders';
import type { AppStore, RootState } from '../../../src/app/store';
import { testCatalogs } from './testUtils';

export type MockStore = MockStoreEnhanced<RootState, UnknownAction>;

/**
 * Renders a component over redux-mock-store: the state stays as given and every dispatched
 * action is recorded (`mockStore.getActions()`), which is what a component test of "what does
 * this screen dispatch" needs.
 */
export function renderWithMockStore(ui: ReactElement, state: RootState) {
  const mockStore: MockStore = configureMockStore<RootState, UnknownAction>()(state);
  // AppProviders reads state and dispatches only; the mock store has both (no sagas, no reducer).
  const store = mockStore as unknown as AppStore;
  const result = render(
    <AppProviders store={store} catalogs={testCatalogs}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { mockStore, ...result };
}
