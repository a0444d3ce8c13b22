import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import {
  addEnglishScreens,
  languageTools,
  selectLanguage,
  type Language,
  type LanguageTools,
  type MessageId,
  type Translate,
} from '../language';
import { messages as englishScreens } from './englishScreens';

/**
 * The translated screens' side of the language (registration, members area, dashboard, search):
 * their English words are not in the first load (catalogueParts.ts), so they read them through
 * `useScreenT()` / `screenTools()`, which add English's screens half first. Nothing here runs at
 * import: a page that uses none of it does not carry it.
 */
export function screenTools(language: Language): LanguageTools {
  addEnglishScreens(englishScreens);
  return languageTools(language);
}

/** useT() for the translated screens: the shown language's messages and India's formats. */
export function useScreenT(): LanguageTools {
  const language = useAppSelector(selectLanguage);
  return useMemo(() => screenTools(language), [language]);
}

/** Keys made at run time (`value.…`, `field.…`, `tab.…`) are all of the screens' half. */
const isMessageId = (id: string): id is MessageId => Object.hasOwn(englishScreens, id);

/** The shown language's message `id` when the catalogues have one (a key made at run time), else `fallback`. */
export function textOr(t: Translate, id: string, fallback: string): string {
  return isMessageId(id) ? t(id) : fallback;
}

/**
 * The groups of wire values a screen shows by a label (requirements §3's fixed lists). The
 * catalogues name each as `value.<group>.<wire value>` (`value.marital.Unmarried`); the value itself
 * is what the service receives, in every language (docs/glossary.md).
 */
export type ValueGroup =
  | 'gender'
  | 'marital'
  | 'skin'
  | 'qualification'
  | 'income'
  | 'manglik'
  | 'brother'
  | 'sister'
  | 'registeredBy';

/**
 * The shown language's label of a wire value, or `fallback` (the English label the screen had,
 * else the value itself) when the catalogues do not name it, e.g. a stored value outside the list.
 */
export function valueLabel(t: Translate, group: ValueGroup, value: string, fallback = value) {
  return textOr(t, `value.${group}.${value}`, fallback);
}
