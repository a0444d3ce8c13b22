import { hasControlChars } from '../../shared/domain/controlChars';
import {
  SITE_SETTING_KEYS,
  SITE_SETTING_MAX_LENGTH,
  type SiteSettingKey,
} from '../../shared/domain/siteSettings';
import { asObject, onlyKeys, text } from './check';
import { ContentError } from './input';

/**
 * content/settings.json: one object of known setting keys to text (content/README.md). An unknown
 * key is refused (a typo would otherwise leave a setting blank on the site without a word).
 */
export function parseSettings(
  value: unknown,
  file: string,
): Partial<Record<SiteSettingKey, string>> {
  const obj = asObject(value, file);
  onlyKeys(obj, SITE_SETTING_KEYS, file);
  const out: Partial<Record<SiteSettingKey, string>> = {};
  for (const key of SITE_SETTING_KEYS) {
    if (obj[key] === undefined) continue;
    const v = text(obj, key, file).trim();
    if (v.length > SITE_SETTING_MAX_LENGTH) {
      throw new ContentError(
        `${file}: "${key}" is longer than ${SITE_SETTING_MAX_LENGTH} characters.`,
      );
    }
    if (hasControlChars(v)) throw new ContentError(`${file}: "${key}" holds control characters.`);
    out[key] = v;
  }
  return out;
}
