/** The fields of setMyLanguage (languageCalls.ts): the wire carries text, checked by languageSchema. */
export type SetLanguageRequest = { local_token: string; language: string };
