/**
 * The site's settings (content/settings.json, edited in the console): what visitors' screens
 * show. Spread into the registry (registry.ts); answered from the answer cache like the other
 * content calls.
 */
import type { SiteSettings } from '../domain/siteSettings';
import type { CallSpec } from './registry';

const settingsCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

export const settingsCalls = {
  getSiteSettings: settingsCall<Partial<Record<'lang', string>>, SiteSettings>({
    access: 'visitor',
    kind: 'data',
    answer:
      "SiteSettings: every key of src/shared/domain/siteSettings.ts (the trust's name, short name, logo, meta description and keywords, address, phones, email, social links, footer disclaimer and credit, launch popup, mail sender name and sign-off, grievance officer), '' when not set",
    onlyCms: false,
    required: [],
    optional: ['lang'],
    summary:
      "The site's public settings: loaded from content/settings.json by content:load, edited in the team console (siteSettingsSave).",
    example: {},
  }),
} as const;
