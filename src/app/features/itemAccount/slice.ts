import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemAccount, ItemKind } from '../../../common/itemAccount';
import { accountSwitched } from '../../store/accountEvents';

export interface ItemRef {
  kind: ItemKind;
  id: number;
}

/**
 * Where an item that the current account does not hold lives (issue 23 point 10): `loading`
 * while asked, `elsewhere` with another account of the user that holds it, `none` when no
 * account of the user does (or the lookup failed): then the usual not-found stays.
 */
export type ItemAccountLookup =
  | (ItemRef & { status: 'loading' })
  | (ItemRef & { status: 'elsewhere'; account: ItemAccount })
  | (ItemRef & { status: 'none' });

export interface ItemAccountState {
  lookup: ItemAccountLookup | null;
}

export const initialItemAccountState: ItemAccountState = { lookup: null };

const same = (lookup: ItemAccountLookup | null, item: ItemRef) =>
  lookup !== null && lookup.kind === item.kind && lookup.id === item.id;

/** Deep links into another account's item: the lookup of the item's account. */
const itemAccountSlice = createSlice({
  name: 'itemAccount',
  initialState: initialItemAccountState,
  reducers: {
    /** An item screen got a not-found (or forbidden) for its item: ask where it lives. */
    itemAccountRequested(state, action: PayloadAction<ItemRef>) {
      state.lookup = { ...action.payload, status: 'loading' };
    },
    itemAccountFound(state, action: PayloadAction<ItemRef & { account: ItemAccount }>) {
      if (same(state.lookup, action.payload)) {
        state.lookup = { ...action.payload, status: 'elsewhere' };
      }
    },
    itemAccountMissing(state, action: PayloadAction<ItemRef>) {
      if (same(state.lookup, action.payload)) state.lookup = { ...action.payload, status: 'none' };
    },
  },
  extraReducers: (builder) => {
    // The answer named the accounts as they were: after a switch the screen asks afresh.
    builder.addCase(accountSwitched, () => initialItemAccountState);
  },
});

export const { itemAccountRequested, itemAccountFound, itemAccountMissing } =
  itemAccountSlice.actions;
export const itemAccountReducer = itemAccountSlice.reducer;
