import type { Language } from '../../../shared/domain/languages';

/** The site's two languages (issue #18): the list client and server share. */
export { LANGUAGES, isLanguage, type Language } from '../../../shared/domain/languages';

/** Each language's name in itself, as the header's switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The Intl locale of each language: India's in both, so numbers group as 12,34,567 and dates
 * read "14 Apr 2026" / "14 अप्रैल 2026".
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A first visit follows the browser: any Hindi (hi, hi-IN, …) means Hindi, all else English. */
export const languageOfBrowser = (tag: string | undefined): Language =>
  tag && /^hi(-|$)/i.test(tag) ? 'hi' : 'en';
