import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const uiLanguages = ['de', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'de';

/** The locale id of each UI language: kept in local storage, used for formatting. */
export const localeOfLanguage: Record<UiLanguage, string> = { de: 'de-DE', en: 'en-US' };

/**
 * Spec sections 2 and 9: the UI language comes from the user UI language entry in local storage,
 * which holds a locale id; German when it is the German id, otherwise English; German when there
 * is no entry.
 */
export function uiLanguageOfStoredLocale(entry: string | null | undefined): UiLanguage {
  if (entry === null || entry === undefined || entry === '') return DEFAULT_UI_LANGUAGE;
  return entry === localeOfLanguage.de ? 'de' : 'en';
}

export interface UiLanguageState {
  language: UiLanguage;
}

export const initialUiLanguageState: UiLanguageState = { language: DEFAULT_UI_LANGUAGE };

const uiLanguageSlice = createSlice({
  name: 'uiLanguage',
  initialState: initialUiLanguageState,
  reducers: {
    /** The user picked a language in the header; a saga keeps it in local storage. */
    uiLanguageChanged(state, action: PayloadAction<UiLanguage>) {
      state.language = action.payload;
    },
  },
});

export const { uiLanguageChanged } = uiLanguageSlice.actions;
export const uiLanguageReducer = uiLanguageSlice.reducer;
