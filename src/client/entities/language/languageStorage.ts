import { isLanguage, languageOfBrowser, type Language } from './languages';
import type { LanguageState } from './languageSlice';

const KEY = 'language';

/**
 * The language at page load: the visitor's earlier choice, else the browser's. The screens start
 * in English until the chosen catalogue is loaded (main.tsx loads it before the first render).
 */
export function loadLanguage(local: Storage, browserTag: string | undefined): LanguageState {
  let stored: string | null = null;
  try {
    stored = local.getItem(KEY);
  } catch {
    // Storage refused: the browser's language decides.
  }
  const chosen = isLanguage(stored) ? stored : languageOfBrowser(browserTag);
  return { chosen, shown: 'en' };
}

export function saveLanguage(local: Storage, language: Language) {
  try {
    local.setItem(KEY, language);
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
