// Public face of the site's settings (the grievance officer today; the trust's details later).
export { settingsApi, useGetSiteSettingsQuery } from './settingsApi';
