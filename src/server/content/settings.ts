import { SITE_SETTING_KEYS, type SiteSettingKey } from '../../shared/domain/siteSettings';
import { settingProblem } from '../../shared/domain/siteSettingsCheck';
import { asObject, onlyKeys, text } from './check';
import { ContentError } from './input';
import {
  HINDI_SETTING_KEYS,
  type HindiSettingKey,
  type HindiText,
} from '../../shared/domain/hindiText';
import { readHindi } from './hindi';

/**
 * content/settings.json: one object of known setting keys to text (content/README.md), each
 * checked as the console's form checks it (siteSettingsCheck.ts settingProblem). An unknown key is
 * refused (a typo would otherwise leave a setting blank on the site without a word).
 */
export function parseSettings(
  value: unknown,
  file: string,
): Partial<Record<SiteSettingKey, string>> {
  const obj = asObject(value, file);
  onlyKeys(obj, [...SITE_SETTING_KEYS, 'hi'], file);
  const out: Partial<Record<SiteSettingKey, string>> = {};
  for (const key of SITE_SETTING_KEYS) {
    if (obj[key] === undefined) continue;
    const v = text(obj, key, file).trim();
    const problem = settingProblem(key, v);
    if (problem) throw new ContentError(`${file}: "${key}": ${problem}`);
    out[key] = v;
  }
  return out;
}

/**
 * settings.json "hi": { key: Hindi text } for the settings visitors read as words
 * (HINDI_SETTING_KEYS), each passing the English setting's own check too (one line, length).
 */
export function parseSettingsHindi(value: unknown, file: string): HindiText<HindiSettingKey> {
  const obj = asObject(value, file);
  const hi = readHindi(obj, HINDI_SETTING_KEYS, file);
  for (const [key, v] of Object.entries(hi)) {
    const problem = settingProblem(key as HindiSettingKey, v);
    if (problem) throw new ContentError(`${file}: "hi": "${key}": ${problem}`);
  }
  return hi;
}
