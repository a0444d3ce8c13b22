import { isLanguage, languageOfBrowser, type Language } from './languages';
import type { LanguageState } from './languageSlice';

const KEY = 'language';

/**
 * The language at page load: the visitor's earlier choice, else the browser's. The screens start
 * in English until the chosen catalogue is loaded (main.tsx loads it before the first render).
 */
export function loadLanguage(local: Storage, browserTag: string | undefined): LanguageState {
  return { chosen: storedLanguage(local) ?? languageOfBrowser(browserTag), shown: 'en' };
}

/** The language chosen in this browser and remembered, or null when none was. */
export function storedLanguage(local: Storage): Language | null {
  let stored: string | null = null;
  try {
    stored = local.getItem(KEY);
  } catch {
    // Storage refused: nothing is remembered.
  }
  return isLanguage(stored) ? stored : null;
}

export function saveLanguage(local: Storage, language: Language) {
  try {
    local.setItem(KEY, language);
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
