import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NavigationState {
  /** The matched route's name, e.g. `WhatsApp_Overview`. */
  routeName: string | null;
  /** The part of the route name before the underscore (spec section 2): feeds navigation, help. */
  activeModule: string | null;
  /** The part after the underscore. */
  activeSite: string | null;
}

export const initialNavigationState: NavigationState = {
  routeName: null,
  activeModule: null,
  activeSite: null,
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
  },
});

export const { routeActivated } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
