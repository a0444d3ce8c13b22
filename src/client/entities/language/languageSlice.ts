import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from './languages';

export interface LanguageState {
  /** What the visitor asked for (the switch, the stored choice or the browser's language). */
  chosen: Language;
  /** What the screens show: the chosen language once its catalogue has loaded. */
  shown: Language;
}

const initialState: LanguageState = { chosen: 'en', shown: 'en' };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.chosen = action.payload;
    },
    /** A catalogue arrived; it is shown only if it is still the one asked for. */
    catalogueLoaded(state, action: PayloadAction<Language>) {
      if (state.chosen === action.payload) state.shown = action.payload;
    },
    /** The catalogue's chunk did not load (offline): the screens stay in the language they were. */
    catalogueFailed(state, action: PayloadAction<Language>) {
      if (state.chosen === action.payload) state.chosen = state.shown;
    },
  },
  selectors: {
    selectLanguage: (state) => state.shown,
    selectChosenLanguage: (state) => state.chosen,
  },
});

export const { languageChosen, catalogueLoaded, catalogueFailed } = languageSlice.actions;
export const { selectLanguage, selectChosenLanguage } = languageSlice.selectors;
