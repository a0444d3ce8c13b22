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

/**
 * One number format per locale, made when a number is first shown: every screen that says a word
 * calls useT, and making a format for each of them cost the home page's start-up (issue #19 item 3).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

export function languageTools(language: Language): LanguageTools {
  const locale = INTL_LOCALES[language];
  return {
    language,
    t: translatorFor(language),
    formatNumber: (n) => numberFormat(locale).format(n),
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
