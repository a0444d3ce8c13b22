import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** The Menus screen's calls (src/shared/protocol/menusEditCalls.ts). */
export const menusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    menusOpen: wireQuery(build, 'menusOpen', { tags: ['Menus'] }),
    menusCompare: wireQuery(build, 'menusCompare', { tags: ['Menus'] }),
    // A save or restore changes what the site shows: its menus ('Access') are read afresh too.
    menusSave: wireMutation(build, 'menusSave', { invalidates: ['Menus', 'Access'] }),
    menusRestore: wireMutation(build, 'menusRestore', { invalidates: ['Menus', 'Access'] }),
  }),
});

export const {
  useMenusOpenQuery,
  useMenusCompareQuery,
  useMenusSaveMutation,
  useMenusRestoreMutation,
} = menusApi;
