import { SITE_SETTING_KEYS, type SiteSettings } from '../../../shared/domain/siteSettings';
import { siteSettingsSchema } from '../../../shared/domain/schemas/siteSettings';
import { SETTING_GROUPS, settingsOfGroup } from '../../../shared/domain/siteSettingsText';
import { schemaErrors } from '../../components/form/formCheck';

/** The Site settings form: every setting, and the note kept with the version. */
export type SettingsValues = SiteSettings & { note: string };
export type SettingsField = keyof SettingsValues & string;

/** Screen order: the groups' fieldsets, then the note (the first invalid one takes focus). */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  ...SETTING_GROUPS.flatMap(settingsOfGroup),
  'note',
];

export const settingIdOf = (field: string) => `setting-${field}`;

export const formValues = (settings: SiteSettings): SettingsValues => ({ ...settings, note: '' });

export const validateSettings = (values: SettingsValues) =>
  schemaErrors(siteSettingsSchema, values);

/** What siteSettingsSave is sent: every setting (trimmed), the note and the version it was read at. */
export function savePayload(values: SettingsValues, baseVersion: number | null) {
  const settings = Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, values[key].trim()]),
  ) as SiteSettings;
  return {
    ...settings,
    note: values.note.trim(),
    ...(baseVersion === null ? {} : { base_version: String(baseVersion) }),
  };
}
