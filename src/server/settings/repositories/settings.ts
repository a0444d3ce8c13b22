import type { Kysely, Transaction } from 'kysely';
import {
  EMPTY_SITE_SETTINGS,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import type { Database } from '../../db/types';
import { keepVersion } from './versions';

type Reader = Kysely<Database> | Transaction<Database>;

/** Every known setting, '' for one the table does not hold; keys no longer known are left out. */
export async function readSettings(db: Reader): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, stored.get(key) ?? '']),
  ) as SiteSettings;
}

/** Makes the table hold exactly these settings (a key left out reads as ''). */
export async function writeSettings(
  trx: Transaction<Database>,
  settings: Partial<Record<SiteSettingKey, string>>,
  at: string,
): Promise<void> {
  await trx.deleteFrom('site_settings').execute();
  const rows = Object.entries(settings).map(([key, value]) => ({ key, value, updated_at: at }));
  if (rows.length) await trx.insertInto('site_settings').values(rows).execute();
}

/**
 * Replaces every setting inside the content load's transaction, and keeps the loaded set as a
 * version when it differs from the last one, so settings edited in the console and then
 * overwritten by `npm run content:load` can be restored from the history.
 */
export async function replaceSettings(
  trx: Transaction<Database>,
  settings: Partial<Record<SiteSettingKey, string>>,
  at: string,
): Promise<void> {
  await writeSettings(trx, settings, at);
  await keepVersion(
    trx,
    { ...EMPTY_SITE_SETTINGS, ...settings },
    { savedBy: 'content:load', note: 'Loaded from content/settings.json.', at },
    { onlyIfChanged: true },
  );
}
