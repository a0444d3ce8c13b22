import type { AppStartListening, Storages } from '../../app/listeners';
import { loggedIn, selectIsLoggedIn, selectToken } from '../session';
import { loadCatalogue } from './catalogues';
import { setMyLanguageCall } from './languageApi';
import type { Language } from './languages';
import { catalogueFailed, catalogueLoaded, languageChosen } from './languageSlice';
import { saveLanguage, storedLanguage } from './languageStorage';

/** `<html lang>` follows the shown language, so the Devanagari font and screen readers follow too. */
export function applyDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * A signed-in member's language is kept on the server too, so that the mails follow it
 * (setMyLanguage). Nothing waits for it and a failure changes nothing on the screen: the next
 * choice sends it again.
 */
function tellServer(api: ListenerApi, language: Language) {
  const state = api.getState();
  const token = selectToken(state);
  if (!selectIsLoggedIn(state) || !token) return;
  void api.dispatch(setMyLanguageCall.initiate({ local_token: token, language }));
}

/**
 * A choice is remembered in the browser (and, for a signed-in member, on the server), its
 * catalogue loaded, then shown. At login the shown language does not change: the server is told
 * the language chosen in this browser, if one was; a browser where none was chosen leaves the
 * member's stored language as it is (a member who chose Hindi on the phone keeps Hindi mails
 * after logging in on an office computer that shows English).
 */
export function registerLanguageListeners(startListening: AppStartListening, storages: Storages) {
  startListening({
    actionCreator: loggedIn,
    effect: (_action, api) => {
      const chosen = storedLanguage(storages.local);
      if (chosen) tellServer(api, chosen);
    },
  });
  startListening({
    actionCreator: languageChosen,
    effect: async ({ payload: language }, api) => {
      saveLanguage(storages.local, language);
      tellServer(api, language);
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
