import { createSelector } from '@reduxjs/toolkit';
import {
  visibleNavigation,
  type NavigationCategory,
  type NavigationModule,
} from '../../../common/navigation';
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

export interface NavigationSections {
  /** Categories with the modules Relay serves (those with a path), empty categories left out. */
  categories: NavigationCategory[];
  /** Modules of the wider suite whose screens live outside Relay (no path). */
  outside: NavigationModule[];
}

/**
 * The visible tree split into what Relay serves and what it does not (issue 23): suite modules
 * without a path must not look like working entries, so they are listed apart, as text.
 */
export const selectNavigationSections = createSelector(
  [selectVisibleModuleTree],
  (tree): NavigationSections => ({
    categories: tree
      .map((category) => ({
        ...category,
        modules: category.modules.filter((module) => module.path !== null),
      }))
      .filter((category) => category.modules.length > 0),
    outside: tree.flatMap((category) => category.modules.filter((module) => !module.path)),
  }),
);
