// Public face of the language (issue #18): which one is shown, the switch's action, the
// translate hook with India's number and date formats, and what main.tsx needs at page load.
export {
  languageSlice,
  languageChosen,
  catalogueLoaded,
  selectLanguage,
  selectChosenLanguage,
  type LanguageState,
} from './languageSlice';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  INTL_LOCALES,
  languageOfBrowser,
  type Language,
} from './languages';
export { loadLanguage, saveLanguage, storedLanguage } from './languageStorage';
export { languageApi } from './languageApi';
export {
  loadCatalogue,
  isCatalogueLoaded,
  addEnglishScreens,
  type Translate,
  type MessageValues,
} from './catalogues';
export { localisedQuery } from './inLanguage';
export { useT, languageTools, type LanguageTools } from './useT';
export { NewTabNote } from './NewTabNote';
export { pageWord, type PageWords } from './pageWord';
export { memberScreenTitleIn } from './screenTitle';
export { registerLanguageListeners, applyDocumentLanguage } from './languageListeners';
export type { MessageId } from './messages/en';
