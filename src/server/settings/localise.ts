import type { Language } from '../../shared/domain/languages';
import type { SiteSettings } from '../../shared/domain/siteSettings';
import type { Db } from '../plugins/db';
import { readHindiSettings } from './repositories/hindi';
import { readSettings } from './repositories/settings';

/**
 * The site's settings in a language: in Hindi each setting that has Hindi reads it whole, every
 * other one stays English (getSiteSettings, and the page the server writes).
 */
export async function readSettingsIn(db: Db, lang: Language): Promise<SiteSettings> {
  const settings = await readSettings(db);
  return lang === 'hi' ? { ...settings, ...(await readHindiSettings(db)) } : settings;
}
