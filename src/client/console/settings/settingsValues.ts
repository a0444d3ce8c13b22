import {
  HINDI_SETTING_KEYS,
  type HindiSettingKey,
  type HindiText,
} from '../../../shared/domain/hindiText';
import { SITE_SETTING_KEYS, type SiteSettings } from '../../../shared/domain/siteSettings';
import { siteSettingsSchema } from '../../../shared/domain/schemas/siteSettings';
import { hindiSettingProblem } from '../../../shared/domain/siteSettingsCheck';
import { SETTING_GROUPS, settingsOfGroup } from '../../../shared/domain/siteSettingsText';
import {
  hindiSettingField,
  type HindiSettingField,
} from '../../../shared/protocol/siteSettingsEditCalls';
import { schemaErrors, type FieldErrors } from '../../components/form/formCheck';

/**
 * The Site settings form: every setting, the Hindi of those that may have one (hi_<key>, as
 * siteSettingsSave names them; issue #18 item 4), and the note kept with the version.
 */
export type SettingsValues = SiteSettings & Record<HindiSettingField, string> & { note: string };
export type SettingsField = keyof SettingsValues & string;

const hindiKeys: readonly string[] = HINDI_SETTING_KEYS;
export const hasHindi = (key: string): key is HindiSettingKey => hindiKeys.includes(key);

/** Screen order: the groups' fieldsets (each Hindi after its English), then the note. */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  ...SETTING_GROUPS.flatMap(settingsOfGroup).flatMap((key) =>
    hasHindi(key) ? [key, hindiSettingField(key)] : [key],
  ),
  'note',
];

export const settingIdOf = (field: string) => `setting-${field}`;

export const formValues = (
  settings: SiteSettings,
  hi: HindiText<HindiSettingKey>,
): SettingsValues => ({
  ...settings,
  ...(Object.fromEntries(
    HINDI_SETTING_KEYS.map((key) => [hindiSettingField(key), hi[key] ?? '']),
  ) as Record<HindiSettingField, string>),
  note: '',
});

/** The settings by the shared schema, and each Hindi by the shared Hindi rule. */
export function validateSettings(values: SettingsValues): FieldErrors {
  const errors = schemaErrors(siteSettingsSchema, values);
  for (const key of HINDI_SETTING_KEYS) {
    const problem = hindiSettingProblem(key, values[hindiSettingField(key)].trim());
    if (problem) errors[hindiSettingField(key)] = problem;
  }
  return errors;
}

/**
 * What siteSettingsSave is sent: every setting and every Hindi (trimmed; an empty Hindi means
 * "show the English"), the note and the version it was read at.
 */
export function savePayload(values: SettingsValues, baseVersion: number | null) {
  const fields = Object.fromEntries(
    [...SITE_SETTING_KEYS, ...HINDI_SETTING_KEYS.map(hindiSettingField)].map((field) => [
      field,
      values[field].trim(),
    ]),
  ) as SiteSettings & Record<HindiSettingField, string>;
  return {
    ...fields,
    note: values.note.trim(),
    ...(baseVersion === null ? {} : { base_version: String(baseVersion) }),
  };
}
