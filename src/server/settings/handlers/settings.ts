import type { Handler } from '../../api/handler';
import { answer } from '../../api/outcome';
import { readSettingsIn } from '../localise';

/**
 * The site's public settings (cached with the content answers: content:load changes both), in
 * Hindi setting by setting when `lang` is 'hi' and the setting has Hindi.
 */
export const getSiteSettings: Handler<'getSiteSettings'> = async ({ lang }, { db }) =>
  answer(await readSettingsIn(db, lang === 'hi' ? 'hi' : 'en'));
