/**
 * The site's two languages (issue #18). English is the default and the wire's language. A
 * member's language is kept on the server (members.language, migration 024) and every mail to
 * the member goes out in it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a member who never chose has: the site's default. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A call's optional `lang` field: a language it names, else the default (never a refusal). */
export const langOf = (lang: string | undefined): Language =>
  isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
