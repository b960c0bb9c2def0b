import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NavigationCategory, Product } from '../../../common/navigation';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

export interface NavigationState {
  /** The matched route's name, e.g. `WhatsApp_Overview`. */
  routeName: string | null;
  /** The part of the route name before the underscore (spec section 2): feeds navigation, help. */
  activeModule: string | null;
  /** The part after the underscore. */
  activeSite: string | null;
  /** The left navigation tree of the current account (GetLeftNavTree). */
  moduleTree: NavigationCategory[];
  /** The account's products (GetProducts). */
  products: Product[];
  /** Loading tree and products; `failed` is the fault flag of spec section 8. */
  status: LoadStatus;
}

export const initialNavigationState: NavigationState = {
  routeName: null,
  activeModule: null,
  activeSite: null,
  moduleTree: [],
  products: [],
  status: 'idle',
};

export function splitRouteName(name: string): { activeModule: string; activeSite: string } {
  const index = name.indexOf('_');
  return index < 0
    ? { activeModule: name, activeSite: '' }
    : { activeModule: name.slice(0, index), activeSite: name.slice(index + 1) };
}

const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {
    /** Dispatched after each navigation with the matched route's name. */
    routeActivated(state, action: PayloadAction<{ routeName: string }>) {
      state.routeName = action.payload.routeName;
      Object.assign(state, splitRouteName(action.payload.routeName));
    },
    navigationRequested(state) {
      state.status = 'loading';
    },
    navigationLoaded(
      state,
      action: PayloadAction<{ moduleTree: NavigationCategory[]; products: Product[] }>,
    ) {
      state.moduleTree = action.payload.moduleTree;
      state.products = action.payload.products;
      state.status = 'loaded';
    },
    navigationLoadFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The tree of the previous account must not be shown; the saga loads the new one.
    builder.addCase(accountSwitched, (state) => {
      state.moduleTree = [];
      state.products = [];
      state.status = 'idle';
    });
  },
});

export const { routeActivated, navigationRequested, navigationLoaded, navigationLoadFailed } =
  navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
