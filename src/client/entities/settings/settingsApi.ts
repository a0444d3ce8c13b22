import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';

/** The site's settings (content/settings.json), kept like the content answers ('Page'). */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: wireQuery(build, 'getSiteSettings', { tags: ['Page'] }),
  }),
});

export const { useGetSiteSettingsQuery } = settingsApi;
