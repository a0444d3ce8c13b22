import { EMPTY_SITE_SETTINGS, type SiteSettings } from '../../../shared/domain/siteSettings';
import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';
import { localisedQuery } from '../language';

/**
 * The site's settings (content/settings.json, edited in the team console), kept like the content
 * answers ('Page'): a save in the console invalidates both.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: wireQuery(build, 'getSiteSettings', { tags: ['Page'] }),
  }),
});

/** In the shown language: Hindi adds lang 'hi' (entities/language/inLanguage.ts). */
export const useGetSiteSettingsQuery = localisedQuery(settingsApi.useGetSiteSettingsQuery);

/**
 * Every setting, '' until they arrive (the page normally carries them: bootSettings.ts). Each
 * part of the site shows what a setting holds and leaves out what is empty.
 */
export function useSiteSettings(): SiteSettings {
  const { data } = useGetSiteSettingsQuery();
  return data ?? EMPTY_SITE_SETTINGS;
}
