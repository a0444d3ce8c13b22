import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** The Site settings screen's calls (src/shared/protocol/siteSettingsEditCalls.ts). */
export const siteSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteSettingsOpen: wireQuery(build, 'siteSettingsOpen', { tags: ['SiteSettings'] }),
    siteSettingsCompare: wireQuery(build, 'siteSettingsCompare', { tags: ['SiteSettings'] }),
    // A save or restore changes what the site shows: its settings ('Page') are read afresh too.
    siteSettingsSave: wireMutation(build, 'siteSettingsSave', {
      invalidates: ['SiteSettings', 'Page'],
    }),
    siteSettingsRestore: wireMutation(build, 'siteSettingsRestore', {
      invalidates: ['SiteSettings', 'Page'],
    }),
  }),
});

export const {
  useSiteSettingsOpenQuery,
  useSiteSettingsCompareQuery,
  useSiteSettingsSaveMutation,
  useSiteSettingsRestoreMutation,
} = siteSettingsApi;
