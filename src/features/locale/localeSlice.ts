/** The visitor's interface language; every API call sends it (X-Locale). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '../../api/types';
import { DEFAULT_LANG } from '../../lib/languages';

export interface LocaleState {
  lang: Lang;
}

const initialState: LocaleState = { lang: DEFAULT_LANG };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** The visitor picked a language (the language switch). */
    languageChosen(state, action: PayloadAction<Lang>) {
      state.lang = action.payload;
    },
    /** A route with a language prefix was entered. */
    routeLanguageEntered(state, action: PayloadAction<Lang>) {
      state.lang = action.payload;
    },
  },
  selectors: {
    selectLang: (state) => state.lang,
  },
});

export const { languageChosen, routeLanguageEntered } = localeSlice.actions;
export const { selectLang } = localeSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    locale: LocaleState;
  }
}

export default localeSlice.reducer;
