/**
 * The checks of the site's settings (siteSettings.ts): content:load, the server's
 * siteSettingsSave and the console's form (schemas/siteSettings.ts) make the same ones. Kept
 * apart from the keys so the public pages' bundle, which reads settings but never checks them,
 * does not carry the checks' words.
 */
import { CONTROL_CHARS_MESSAGE, hasControlChars } from './controlChars';
import { HINDI_SETTING_KEYS, hindiProblem, type HindiSettingKey } from './hindiText';
import {
  phoneList,
  settingSpec,
  SITE_SETTING_KEYS,
  type SettingKind,
  type SiteSettingKey,
  type SiteSettings,
} from './siteSettings';

/** The longest value of a one-line setting, and of a multi-line one. */
export const SITE_SETTING_MAX_LENGTH = 500;
export const SITE_SETTING_TEXT_MAX_LENGTH = 2000;

export const maxLengthOf = (key: SiteSettingKey): number =>
  settingSpec(key).kind === 'text' ? SITE_SETTING_TEXT_MAX_LENGTH : SITE_SETTING_MAX_LENGTH;

const PHONE = /^\+?[0-9][0-9\s\-()]{4,18}[0-9]$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const URL = /^https?:\/\/[^\s"<>]+$/i;
// A site path (never //host, which a browser reads as another site) or a web address.
const IMAGE = /^(\/(?!\/)[^\s"<>]*|https?:\/\/[^\s"<>]+)$/i;

/** What is wrong with a value of the setting's kind, in words, or null (empty passes). */
export function kindProblem(kind: SettingKind, value: string): string | null {
  if (value === '') return null;
  switch (kind) {
    case 'email':
      return EMAIL.test(value) ? null : 'Please enter an email address, like office@trust.org.';
    case 'url':
      return URL.test(value)
        ? null
        : 'Please enter a full web address starting with https://, or leave it empty.';
    case 'image':
      return IMAGE.test(value)
        ? null
        : 'Please enter a site path starting with /media/ or a full https:// address.';
    case 'phones':
      return phoneList(value).every((p) => PHONE.test(p))
        ? null
        : 'Please enter phone numbers of digits only (a leading +, spaces and dashes are fine), separated by commas.';
    case 'onOff':
      return value === 'on' || value === 'off' ? null : 'Please choose on or off.';
    case 'line':
    case 'text':
      return null;
  }
}

/** Everything wrong with one setting's (trimmed) value, or null: the form's and the loader's check. */
export function settingProblem(key: SiteSettingKey, value: string): string | null {
  const spec = settingSpec(key);
  if (spec.required && value === '') return 'Please fill this in.';
  if (spec.kind !== 'text' && /[\r\n]/.test(value)) return 'Please keep this to one line.';
  if (hasControlChars(value, spec.kind === 'text')) return CONTROL_CHARS_MESSAGE;
  const max = maxLengthOf(key);
  if (value.length > max) return `Please keep this to ${max} characters or fewer.`;
  return kindProblem(spec.kind, value);
}

/** A saved version of the settings differs from another in these keys (table order). */
export const changedKeys = (from: SiteSettings, to: SiteSettings): SiteSettingKey[] =>
  SITE_SETTING_KEYS.filter((key) => from[key] !== to[key]);

/**
 * What is wrong with a setting's (trimmed) Hindi, in words, or null: the shared Hindi rule and,
 * when it is not empty (empty: readers of Hindi see the English), the English setting's own
 * (one line, length, kind). The server's siteSettingsSave and the console's form check the same.
 */
export function hindiSettingProblem(key: HindiSettingKey, value: string): string | null {
  return (
    hindiProblem({ [key]: value }, HINDI_SETTING_KEYS) ??
    (value === '' ? null : settingProblem(key, value))
  );
}
