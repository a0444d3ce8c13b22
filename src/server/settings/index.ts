// The settings domain's public face: the site's settings (content/settings.json, edited in the
// team console) and their saved versions. Other domains import only this file.
export { getSiteSettings } from './handlers/settings';
export { readSettings, replaceSettings, writeSettings } from './repositories/settings';
export {
  countVersions,
  findVersion,
  HISTORY_SHOWN,
  keepVersion,
  latestVersion,
  listVersions,
} from './repositories/versions';
export { readHindiSettings, writeHindiSettings } from './repositories/hindi';
export { readSettingsIn } from './localise';
export { readMailBrand, type MailBrand } from './brand';
