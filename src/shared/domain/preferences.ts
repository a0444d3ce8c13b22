/**
 * "About me" and partner preferences (issue #15 item 4): named optional fields of getMyProfile
 * and update_profile, kept apart from the requirements §3 fields (docs/requirements.md §3.4.7).
 * Every value travels as text; '' means "not said" (about me) or "any" (a preference).
 */
import { MANGALIC_STATUSES } from './constants';

export const PREFERENCE_FIELDS = [
  'about_me',
  'pref_age_min',
  'pref_age_max',
  'pref_height_min',
  'pref_height_max',
  'pref_education',
  'pref_income',
  'pref_state',
  'pref_city',
  'pref_marital',
  'pref_manglik',
] as const;

export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];
export type Preferences = Record<PreferenceField, string>;

/** The partner preferences alone (about me is not one). */
export const PARTNER_FIELDS = PREFERENCE_FIELDS.filter(
  (f): f is Exclude<PreferenceField, 'about_me'> => f !== 'about_me',
);

/** The multi-choice preferences: comma-separated option values on the wire. */
export const LIST_PREFERENCES = ['pref_education', 'pref_income', 'pref_marital'] as const;

export const ABOUT_ME_MAX = 1000;
export const PREFERENCE_AGE = { min: 18, max: 80 } as const;
export const PREFERENCE_PLACE_MAX = 60;

/**
 * pref_manglik's values, spelled as the profile's mangalic_status spells them: '' any, Mangalic
 * only Manglik members (a partial, Anshik Mangalic, member counts as Manglik), General only
 * members who are not Manglik.
 */
export const MANGLIK_PREFERENCES = [
  { value: '', label: 'Any' },
  { value: 'Mangalic', label: 'Only Manglik' },
  { value: 'General', label: 'Only non-Manglik' },
] as const;

type MangalicStatus = (typeof MANGALIC_STATUSES)[number];

/** The pref_manglik value a member with this mangalic_status fits ('' for an unstated status). */
export function manglikClassOf(status: string): '' | 'Mangalic' | 'General' {
  const s = status as MangalicStatus;
  if (s === 'Mangalic' || s === 'Anshik Mangalic') return 'Mangalic';
  return s === 'General' ? 'General' : '';
}

export const EMPTY_PREFERENCES: Preferences = Object.fromEntries(
  PREFERENCE_FIELDS.map((f) => [f, '']),
) as Preferences;

/** A comma-separated list as its values: trimmed, blanks and repeats dropped. */
export const splitList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** Whether any partner preference is set (about me does not count). */
export const hasPartnerPreferences = (p: Partial<Preferences>): boolean =>
  PARTNER_FIELDS.some((f) => (p[f] ?? '').trim() !== '');
