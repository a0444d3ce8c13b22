// Public face of the site's settings: the trust's name and details, its footer, popup and
// grievance officer (src/shared/domain/siteSettings.ts).
export { settingsApi, useGetSiteSettingsQuery, useSiteSettings } from './settingsApi';
export { putSiteSettings, readBootSettings, seedSiteSettings } from './bootSettings';
