/**
 * The site's settings (content/settings.json, the site_settings table, edited in the team
 * console's Site settings screen): the trust's identity and details, which the site, the
 * server-written page meta and the mails read, so that nothing of one trust is in the code.
 * Every setting here is public (the getSiteSettings call answers them all).
 *
 * Each entry gives the `kind` of value (which decides its check and its form control),
 * `required` for the one the site cannot do without, and `identity` when the value names this
 * trust (a test keeps such values out of src/). What each setting means, in the words the
 * console's form shows, is in siteSettingsText.ts (SETTING_TEXT; the compiler insists on an
 * entry per key): kept apart so that the public pages' bundle carries no prose.
 */
export type SettingKind =
  /** One line of text. */
  | 'line'
  /** Several lines (line breaks kept). */
  | 'text'
  /** An email address, or empty. */
  | 'email'
  /** A web address (https:// or http://), or empty. */
  | 'url'
  /** A picture: a site path (/media/…) or a web address, or empty. */
  | 'image'
  /** Phone numbers separated by commas, or empty. */
  | 'phones'
  /** 'on' or 'off'. */
  | 'onOff';

export interface SettingSpec {
  kind: SettingKind;
  /** The site cannot do without it (the trust's name); every other setting may be empty. */
  required?: true;
  /** The value names this trust: it must live in settings, never in src/. */
  identity?: true;
}

export const SITE_SETTINGS = {
  trust_name: { kind: 'line', required: true, identity: true },
  trust_short_name: { kind: 'line', identity: true },
  trust_logo: { kind: 'image' },
  site_description: { kind: 'line', identity: true },
  site_keywords: { kind: 'line' },
  trust_address: { kind: 'text', identity: true },
  trust_phones: { kind: 'phones', identity: true },
  trust_email: { kind: 'email', identity: true },
  social_facebook: { kind: 'url', identity: true },
  social_instagram: { kind: 'url', identity: true },
  social_youtube: { kind: 'url', identity: true },
  social_x: { kind: 'url', identity: true },
  footer_disclaimer_title: { kind: 'line' },
  footer_disclaimer: { kind: 'text', identity: true },
  footer_credit: { kind: 'line', identity: true },
  footer_credit_link: { kind: 'url' },
  launch_popup: { kind: 'onOff' },
  launch_popup_section: { kind: 'line' },
  mail_sender_name: { kind: 'line', identity: true },
  mail_sign_off: { kind: 'text', identity: true },
  grievance_officer_name: { kind: 'line', identity: true },
  grievance_officer_email: { kind: 'email', identity: true },
  grievance_officer_phone: { kind: 'line', identity: true },
} as const satisfies Record<string, SettingSpec>;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS) as SiteSettingKey[];

/** Every known setting, '' when not set. */
export type SiteSettings = Record<SiteSettingKey, string>;

export const settingSpec = (key: SiteSettingKey): SettingSpec => SITE_SETTINGS[key];

export const isSiteSettingKey = (key: string): key is SiteSettingKey =>
  Object.prototype.hasOwnProperty.call(SITE_SETTINGS, key);

/** Every setting empty: what the site shows before (or without) its settings. */
export const EMPTY_SITE_SETTINGS: SiteSettings = Object.fromEntries(
  SITE_SETTING_KEYS.map((key) => [key, '']),
) as SiteSettings;

/**
 * The id of the JSON data block in which the server hands the settings to the client with the
 * page (src/server/static/template.ts), so the header shows the trust's name at first paint.
 */
export const SETTINGS_ELEMENT_ID = 'site-settings';

// The answers block's id lives in a module of its own, which the page's boot script can import
// without this file's field table.
export { ANSWERS_ELEMENT_ID } from './answersBlock';

/**
 * The settings whose value may hold line breaks: controlChars.ts's MULTI_LINE_FIELDS lists them
 * too (a test checks), so the request check lets their line breaks through.
 */
export const MULTI_LINE_SETTINGS: readonly SiteSettingKey[] = SITE_SETTING_KEYS.filter(
  (key) => settingSpec(key).kind === 'text',
);

/** The phone numbers of a `phones` setting, as written between the commas. */
export const phoneList = (value: string): string[] =>
  value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
