import * as yup from 'yup';
import { SITE_SETTING_KEYS, type SiteSettingKey } from '../siteSettings';
import { check } from '../checks';
import { settingProblem } from '../siteSettingsCheck';

/** The longest note kept with a saved version (the server's NOTE_MAX says the same). */
export const SETTINGS_NOTE_MAX = 300;

const setting = (key: SiteSettingKey) =>
  yup
    .string()
    .default('')
    .test('setting', (value, ctx) => {
      const problem = settingProblem(key, (value ?? '').trim());
      return problem ? ctx.createError({ message: problem }) : true;
    });

/**
 * The console's Site settings form: every setting with the check content:load and the server's
 * siteSettingsSave make (siteSettingsCheck.ts settingProblem), and the note kept with the version.
 */
export const siteSettingsSchema = yup.object({
  ...(Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, setting(key)])) as Record<
    SiteSettingKey,
    ReturnType<typeof setting>
  >),
  note: yup
    .string()
    .trim()
    .default('')
    .max(SETTINGS_NOTE_MAX, check('noteTooLong', { max: SETTINGS_NOTE_MAX })),
});
