import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as english } from './compiled/en';
import { INTL_LOCALES, type Language } from './languages';
import type { MessageId } from './messages/en';

export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** One Lingui instance per loaded language; English ships in the first load, Hindi on demand. */
const instances = new Map<Language, I18n>([['en', make('en', english)]]);

function make(language: Language, messages: Messages): I18n {
  const locale = INTL_LOCALES[language];
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** Loads a language's catalogue (the Hindi one is a chunk of its own); resolves once usable. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (instances.has(language)) return;
  const { messages } = await import(/* webpackChunkName: "lang-hi" */ './compiled/hi');
  instances.set(language, make(language, messages));
}

let screensAdded = false;

/**
 * Adds English's screens half (catalogueParts.ts) to the English messages; called by the entity
 * screenText (useScreenT), so that half travels in the screens' chunks, never in the first load.
 */
export function addEnglishScreens(messages: Messages) {
  if (screensAdded) return;
  screensAdded = true;
  instances.get('en')!.load(INTL_LOCALES.en, messages);
}

export const isCatalogueLoaded = (language: Language) => instances.has(language);

/** The translate function of a loaded language (English when it is not loaded yet). */
export function translatorFor(language: Language): Translate {
  const i18n = instances.get(language) ?? instances.get('en')!;
  return (id, values) => i18n._(id, values);
}
