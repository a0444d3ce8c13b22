import type { Kysely, Transaction } from 'kysely';
import {
  HINDI_SETTING_KEYS,
  type HindiSettingKey,
  type HindiText,
} from '../../../shared/domain/hindiText';
import type { Database } from '../../db/types';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * The settings' Hindi (site_settings_hi, migration 027): kept apart from site_settings, whose
 * console save rewrites the table whole, so saving the English leaves the Hindi as it was.
 */
export async function readHindiSettings(db: Reader): Promise<HindiText<HindiSettingKey>> {
  const rows = await db.selectFrom('site_settings_hi').select(['key', 'value']).execute();
  const keys: readonly string[] = HINDI_SETTING_KEYS;
  return Object.fromEntries(
    rows.filter((r) => keys.includes(r.key) && r.value.trim() !== '').map((r) => [r.key, r.value]),
  );
}

/** Makes the table hold exactly these Hindi settings (content:load). */
export async function writeHindiSettings(
  trx: Transaction<Database>,
  hindi: HindiText<HindiSettingKey>,
  at: string,
): Promise<void> {
  await trx.deleteFrom('site_settings_hi').execute();
  const rows = Object.entries(hindi).map(([key, value]) => ({ key, value, updated_at: at }));
  if (rows.length) await trx.insertInto('site_settings_hi').values(rows).execute();
}
