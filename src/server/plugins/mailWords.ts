import type { Language } from '../../shared/domain/languages';

/**
 * The words of the mails to members, one table per language (issue #18 item 5): each mail file
 * keeps `{ en: …, hi: … }` of the same shape, one entry per mail kind, whose texts name their
 * values as {placeholders}; the builder fills the member's language's entry. mailWords.test.ts
 * checks every table: the same kinds and the same placeholders in both languages. Mails to the
 * trust's office and to visitors stay English.
 */
export interface Words {
  subject: string;
  text: string;
}

/** A table's words: entries of the same shape in every language, nested as the mail needs. */
export interface Templates {
  readonly [key: string]: string | Templates;
}

export type ByLanguage<T> = Record<Language, T>;

type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The template with each {name} replaced by its value, in one pass (a value that itself holds
 * braces, a member's own words, is left as written). A placeholder without a value is a bug.
 */
export function fill(template: string, values: Values = {}): string {
  return template.replace(PLACEHOLDER, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail words: no value for {${name}}`);
    return String(value);
  });
}

/** Subject and text filled from the same values. */
export const fillWords = (words: Words, values: Values = {}): Words => ({
  subject: fill(words.subject, values),
  text: fill(words.text, values),
});

/** Every text of a table by its path ("verified.text"), with its sorted placeholder names. */
export function placeholdersOf(table: Templates, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(table)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string')
      out[at] = [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();
    else Object.assign(out, placeholdersOf(value, at));
  }
  return out;
}
