// The settings domain's public face: the site's settings (content/settings.json today; staff
// editing comes with the content-editing issue). Other domains import only this file.
export { getSiteSettings } from './handlers/settings';
export { readSettings, replaceSettings } from './repositories/settings';
