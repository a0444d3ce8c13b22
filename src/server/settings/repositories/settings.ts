import type { Transaction } from 'kysely';
import {
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import type { Database } from '../../db/types';
import type { Db } from '../../plugins/db';

/** Every known setting, '' for one the table does not hold; keys no longer known are left out. */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, stored.get(key) ?? '']),
  ) as SiteSettings;
}

/** Replaces every setting, inside the content load's transaction (content:load owns them today). */
export async function replaceSettings(
  trx: Transaction<Database>,
  settings: Partial<Record<SiteSettingKey, string>>,
  at: string,
): Promise<void> {
  await trx.deleteFrom('site_settings').execute();
  const rows = Object.entries(settings).map(([key, value]) => ({ key, value, updated_at: at }));
  if (rows.length) await trx.insertInto('site_settings').values(rows).execute();
}
