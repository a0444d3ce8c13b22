import type { Kysely, Transaction } from 'kysely';
import {
  EMPTY_SITE_SETTINGS,
  isSiteSettingKey,
  SITE_SETTING_KEYS,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import type { SettingsVersionLine } from '../../../shared/protocol/siteSettingsEditTypes';
import type { Database } from '../../db/types';
import {
  HISTORY_SHOWN,
  versionedDoc,
  type SavedDocVersion,
  type VersionMeta,
} from '../../db/versionHistory';

type Reader = Kysely<Database> | Transaction<Database>;

/** The settings' history (migration 021); the console lists the newest HISTORY_SHOWN. */
export { HISTORY_SHOWN };

export interface SavedVersion {
  line: SettingsVersionLine;
  settings: SiteSettings;
}

/** A stored version's settings: keys no longer known dropped, keys added since read as ''. */
export function parseVersionSettings(json: string): SiteSettings {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  const out: SiteSettings = { ...EMPTY_SITE_SETTINGS };
  for (const [key, value] of Object.entries(parsed)) {
    if (isSiteSettingKey(key) && typeof value === 'string') out[key] = value;
  }
  return out;
}

/** Which settings differ between two sets, in the table's order. */
const changedKeys = (before: SiteSettings, after: SiteSettings) =>
  SITE_SETTING_KEYS.filter((k) => before[k] !== after[k]);

// The history itself is the console's one versioned-document helper (db/versionHistory.ts).
const history = versionedDoc({
  table: 'site_settings_versions',
  column: 'settings',
  parse: parseVersionSettings,
  changes: changedKeys,
  same: (a, b) => changedKeys(a, b).length === 0,
});

const toSaved = (v: SavedDocVersion<SiteSettings> | undefined): SavedVersion | undefined =>
  v && { line: v.line, settings: v.doc };

export const findVersion = async (db: Reader, id: number) => toSaved(await history.find(db, id));

export const latestVersion = async (db: Reader) => toSaved(await history.latest(db));

/** The newest versions first, each with the keys it changed from the version before it. */
export async function listVersions(db: Reader, limit = HISTORY_SHOWN) {
  return (await history.list(db, limit)).map(({ changes, ...line }) => ({
    ...line,
    changed: changes,
  }));
}

export const countVersions = (db: Reader) => history.count(db);

/**
 * Keeps the whole set as a new version; answers its id. With onlyIfChanged, a set equal to the
 * last version keeps nothing (and answers that version's id).
 */
export const keepVersion = (
  trx: Transaction<Database>,
  settings: SiteSettings,
  meta: VersionMeta,
  options: { onlyIfChanged?: boolean } = {},
): Promise<number> => history.keep(trx, settings, meta, options);
