import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { translatorFor, type Translate } from './catalogues';
import { INTL_LOCALES, type Language } from './languages';
import { selectLanguage } from './languageSlice';

export interface LanguageTools {
  language: Language;
  t: Translate;
  /** Indian grouping in both languages: 12,34,567. */
  formatNumber: (n: number) => string;
  /** "14 Apr 2026" / "14 अप्रैल 2026" (India time unless options say otherwise). */
  formatDate: (d: Date, options?: Intl.DateTimeFormatOptions) => string;
}

/** The shown language's messages and formats; a screen re-renders when the language changes. */
export function useT(): LanguageTools {
  const language = useAppSelector(selectLanguage);
  return useMemo(() => languageTools(language), [language]);
}

export function languageTools(language: Language): LanguageTools {
  const locale = INTL_LOCALES[language];
  const numbers = new Intl.NumberFormat(locale);
  return {
    language,
    t: translatorFor(language),
    formatNumber: (n) => numbers.format(n),
    formatDate: (d, options) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
        ...options,
      }).format(d),
  };
}
