/**
 * The Hindi version of the site's texts (issue #18 item 4): which fields of a content record, a
 * menu entry and the site's settings may carry Hindi, and the one check of a Hindi set that
 * content:load makes (and the console's editing is to make). Stored beside the English as a JSON
 * object field → Hindi text (content_records.hi, menus.hi; site_settings_hi for settings); a
 * field without Hindi reads English, so a visitor never sees a field half in each language.
 * Links, pictures, ordering, styles, phones, emails and addresses of the web stay English-only.
 */
import { hasControlChars } from './controlChars';
import type { SiteSettingKey } from './siteSettings';

/**
 * A content record's visible texts: title, the two rich texts, button label, extra text, and the
 * group title (a section's name where its heading row gives none, such as the notice ticker's).
 */
export const HINDI_RECORD_FIELDS = ['col1', 'col2', 'col3', 'col8', 'col15', 'g_title'] as const;
/** A menu entry's label, page title, meta description and keywords. */
export const HINDI_MENU_FIELDS = ['col1', 'col3', 'col4', 'col5'] as const;
/** The settings visitors read as words (never the phones, emails, addresses of the web, on/off). */
export const HINDI_SETTING_KEYS = [
  'trust_name',
  'trust_short_name',
  'site_description',
  'site_keywords',
  'trust_address',
  'footer_disclaimer_title',
  'footer_disclaimer',
  'footer_credit',
  'grievance_officer_name',
] as const satisfies readonly SiteSettingKey[];

export type HindiRecordField = (typeof HINDI_RECORD_FIELDS)[number];
export type HindiMenuField = (typeof HINDI_MENU_FIELDS)[number];
export type HindiSettingKey = (typeof HINDI_SETTING_KEYS)[number];

/** A Hindi set: field → its Hindi text; a field left out (or empty) reads English. */
export type HindiText<K extends string = string> = Partial<Record<K, string>>;

// Rich text (col2, col3) and several-line settings keep their line breaks.
const MULTI_LINE: readonly string[] = ['col2', 'col3', 'trust_address', 'footer_disclaimer'];
export const HINDI_MAX_LENGTH = 20_000;

/**
 * What is wrong with a Hindi set, in words, or null. Only the allowed fields, each text without
 * control characters; rich text is then cleaned as the English is, where a record becomes an
 * answer. Empty texts are allowed here and dropped by cleanHindi.
 */
export function hindiProblem(value: unknown, allowed: readonly string[]): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'The Hindi must be an object of field names and Hindi texts.';
  for (const [field, text] of Object.entries(value as Record<string, unknown>)) {
    if (!allowed.includes(field))
      return `"${field}" has no Hindi version (these do: ${allowed.join(', ')}).`;
    if (typeof text !== 'string') return `The Hindi of "${field}" must be text.`;
    if (text.length > HINDI_MAX_LENGTH) return `The Hindi of "${field}" is too long.`;
    if (hasControlChars(text, MULTI_LINE.includes(field)))
      return `The Hindi of "${field}" holds control characters (such as escape or tab).`;
  }
  return null;
}

/** A checked Hindi set without its empty texts (an empty Hindi text means "show the English"). */
export function cleanHindi<K extends string>(value: Record<string, string>): HindiText<K> {
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(value)) if (text.trim()) out[field] = text.trim();
  return out as HindiText<K>;
}

/** A stored Hindi column (JSON) read back; anything unreadable counts as no Hindi. */
export function readStoredHindi(stored: string | null | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(stored ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
      ),
    );
  } catch {
    return {};
  }
}
