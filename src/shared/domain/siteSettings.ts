/**
 * The site's settings (content/settings.json, the site_settings table): each key the site reads,
 * with what it is for. Every setting here is public (the getSiteSettings call answers them all);
 * the content-editing issue adds the trust's name, address and phones here, and staff editing.
 */
export const SITE_SETTINGS = {
  grievance_officer_name: 'Name of the trust’s grievance officer (Write to Us page).',
  grievance_officer_email: 'Email address of the grievance officer.',
  grievance_officer_phone: 'Phone number of the grievance officer, as people should dial it.',
} as const;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS) as SiteSettingKey[];

/** Every known setting, '' when content/settings.json does not set it. */
export type SiteSettings = Record<SiteSettingKey, string>;

/** The longest value a setting may hold (the check of content:load). */
export const SITE_SETTING_MAX_LENGTH = 500;
