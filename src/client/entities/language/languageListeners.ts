import type { AppStartListening, Storages } from '../../app/listeners';
import { loadCatalogue } from './catalogues';
import type { Language } from './languages';
import { catalogueFailed, catalogueLoaded, languageChosen } from './languageSlice';
import { saveLanguage } from './languageStorage';

/** `<html lang>` follows the shown language, so the Devanagari font and screen readers follow too. */
export function applyDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A choice is remembered in the browser, its catalogue loaded, then shown. */
export function registerLanguageListeners(startListening: AppStartListening, storages: Storages) {
  startListening({
    actionCreator: languageChosen,
    effect: async ({ payload: language }, api) => {
      saveLanguage(storages.local, language);
      try {
        await loadCatalogue(language);
      } catch {
        api.dispatch(catalogueFailed(language));
        return;
      }
      api.dispatch(catalogueLoaded(language));
    },
  });
  startListening({
    actionCreator: catalogueLoaded,
    effect: (_action, api) => applyDocumentLanguage(api.getState().language.shown),
  });
}
