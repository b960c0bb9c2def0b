import { createSelector } from '@reduxjs/toolkit';
import { visibleNavigation } from '../../../common/navigation';
import type { RootState } from '../../store/rootReducer';

export const selectActiveRouteName = (state: RootState) => state.navigation.routeName;
export const selectActiveModule = (state: RootState) => state.navigation.activeModule;
export const selectActiveSite = (state: RootState) => state.navigation.activeSite;
export const selectNavigationStatus = (state: RootState) => state.navigation.status;

/**
 * The tree as the server answered it, filtered again by the rights in the store once they are
 * loaded (the server filters too; the SPA never shows more than its own rights allow).
 */
export const selectVisibleModuleTree = createSelector(
  [(state: RootState) => state.navigation.moduleTree, (state: RootState) => state.rights],
  (tree, rights) => (rights.status === 'loaded' ? visibleNavigation(tree, rights.rights) : tree),
);

/** The account's products by order number. */
export const selectProducts = createSelector(
  [(state: RootState) => state.navigation.products],
  (products) => [...products].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber)),
);
