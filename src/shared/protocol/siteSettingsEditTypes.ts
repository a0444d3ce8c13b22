import type { HindiSettingKey, HindiText } from '../domain/hindiText';
import type { SiteSettingKey, SiteSettings } from '../domain/siteSettings';

/** One saved version of the site's settings, as the console lists it. */
export interface SettingsVersionLine {
  id: number;
  /** The note typed with the save or restore ('' when none). */
  note: string;
  /** The staff email that saved it, or `content:load` / `migration 021`. */
  saved_by: string;
  /** ISO time. */
  saved_at: string;
  /** The version this one restored, or null. */
  restored_from: number | null;
}

/** A listed version with the keys it changed from the version before it (null: the first). */
export interface SettingsVersionItem extends SettingsVersionLine {
  changed: SiteSettingKey[] | null;
}

/** The Site settings screen: the settings now, the version they are, and the history. */
export interface SiteSettingsEditAnswer {
  settings: SiteSettings;
  /** The Hindi of the settings that may have one (hindiText.ts) and do; kept apart from versions. */
  hi: HindiText<HindiSettingKey>;
  /** The newest version's id (send it back as base_version), or null before any. */
  version: number | null;
  /** The newest versions first (at most 50). */
  versions: SettingsVersionItem[];
  /** How many versions are kept in all. */
  total: number;
}

/** One changed setting between two versions. */
export interface SettingsChange {
  key: SiteSettingKey;
  from: string;
  to: string;
}

/** Two versions compared: what changed from `from` to `to`, in the settings' order. */
export interface SettingsComparison {
  from: SettingsVersionLine;
  to: SettingsVersionLine;
  changes: SettingsChange[];
}
