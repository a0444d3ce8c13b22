/**
 * The site's settings (content/settings.json): what visitors' screens show of them. Spread into
 * the registry (registry.ts); answered from the answer cache like the other content calls.
 */
import type { SiteSettings } from '../domain/siteSettings';
import type { CallSpec } from './registry';

const settingsCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

export const settingsCalls = {
  getSiteSettings: settingsCall<Record<never, string>, SiteSettings>({
    access: 'visitor',
    kind: 'data',
    answer:
      "SiteSettings: every key of src/shared/domain/siteSettings.ts (grievance_officer_name, grievance_officer_email, grievance_officer_phone), '' when not set",
    onlyCms: false,
    required: [],
    optional: [],
    summary: "The site's public settings, loaded from content/settings.json by content:load.",
    example: {},
  }),
} as const;
