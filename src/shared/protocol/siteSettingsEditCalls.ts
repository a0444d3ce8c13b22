/**
 * The console's Site settings screen (issue #17 items 1 and 5): the trust's editors and admins
 * edit the site's settings, and every save keeps a version they can compare and restore. Spread
 * into staffCalls.ts with one line; like every team call each carries `staff_token`.
 */
import { HINDI_SETTING_KEYS, type HindiSettingKey } from '../domain/hindiText';
import { SITE_SETTING_KEYS, type SiteSettingKey } from '../domain/siteSettings';
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';
import type { SettingsComparison, SiteSettingsEditAnswer } from './siteSettingsEditTypes';

const settingsEditCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) =>
  spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };

/** The site's content is the editors' (and admins'); verifiers never edit it. */
export const CONTENT_ROLES: readonly StaffRole[] = ['admin', 'editor'];
const team = { access: 'team', onlyCms: false, staff: CONTENT_ROLES } as const;

/** The field of a setting's Hindi in siteSettingsSave: hi_trust_name and so on. */
export type HindiSettingField = `hi_${HindiSettingKey}`;
export const hindiSettingField = (key: HindiSettingKey): HindiSettingField => `hi_${key}`;
export const HINDI_SETTING_FIELDS: readonly HindiSettingField[] =
  HINDI_SETTING_KEYS.map(hindiSettingField);

type SaveFields = StaffToken &
  Partial<Record<SiteSettingKey | HindiSettingField, string>> &
  Partial<Fields<'note' | 'base_version'>>;

export const siteSettingsEditCalls = {
  siteSettingsOpen: settingsEditCall<StaffToken, SiteSettingsEditAnswer>({
    ...team,
    kind: 'data',
    answer:
      'SiteSettingsEditAnswer: { settings (every key), hi (the Hindi of the settings that may have one and do: key → Hindi text), version (the newest version id or null), versions (the newest 50, each with the keys it changed), total }',
    required: ['staff_token'],
    optional: [],
    summary: "The site's settings as they are now, with their saved versions, newest first.",
    example: { staff_token: '…' },
  }),
  siteSettingsSave: settingsEditCall<SaveFields, ActionAnswer>({
    ...team,
    kind: 'action',
    answer:
      "action: 001 saved; -10 with the first setting's problem ('Name of the trust: Please fill this in.', 'Name of the trust in Hindi: Please keep this to 500 characters or fewer.'); 0 when base_version is not the newest version (someone else saved since)",
    required: ['staff_token'],
    optional: [...SITE_SETTING_KEYS, ...HINDI_SETTING_FIELDS, 'note', 'base_version'],
    summary:
      'Saves the settings sent (a key left out keeps its value) and the Hindi sent as hi_<key> for the settings that may have one (hi_trust_name …; one left out keeps its Hindi, one sent empty has none: readers of Hindi see the English), keeps the whole set (the English; the Hindi is not part of a version) as a new version with the note, writes the audit line (settings_save) and moves the content version, so every process answers the new settings at once.',
    example: {
      staff_token: '…',
      trust_phones: '98290 12345, 0141 2345678',
      trust_email: 'office@trust.example',
      note: 'New office number.',
    },
  }),
  siteSettingsCompare: settingsEditCall<StaffToken & Fields<'from' | 'to'>, SettingsComparison>({
    ...team,
    kind: 'data',
    answer:
      'SettingsComparison: { from, to (the two versions), changes: { key, from, to }[] in the settings’ order }; 0 when a version is unknown',
    required: ['staff_token', 'from', 'to'],
    optional: [],
    summary: 'Compares two saved versions of the settings: each setting that differs, old → new.',
    example: { staff_token: '…', from: '1', to: '1' },
  }),
  siteSettingsRestore: settingsEditCall<
    StaffToken & Fields<'version_id'> & Partial<Fields<'note'>>,
    ActionAnswer
  >({
    ...team,
    kind: 'action',
    answer: 'action: 001 restored (as a new version); 0 when the version is unknown',
    required: ['staff_token', 'version_id'],
    optional: ['note'],
    summary:
      'Makes a saved version the settings again, itself kept as a new version that names the one it restored (audited as settings_restore; the site shows it at once).',
    example: { staff_token: '…', version_id: '1', note: 'Back to the old phone numbers.' },
  }),
} as const;
