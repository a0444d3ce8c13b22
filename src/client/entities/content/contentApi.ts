import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';

/** Content calls of requirements §7: menus and access, pages, detail pages, recent entries. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccessToken: wireQuery(build, 'getAccessToken', { tags: ['Access'] }),
    getPgData: wireQuery(build, 'getPgData', { tags: ['Page'] }),
    getPgDataWithChild: wireQuery(build, 'getPgDataWithChild', { tags: ['Page'] }),
    getPgDataRecentArticles: wireQuery(build, 'getPgDataRecentArticles', { tags: ['Page'] }),
  }),
});

export const {
  useGetAccessTokenQuery,
  useGetPgDataQuery,
  useGetPgDataWithChildQuery,
  useGetPgDataRecentArticlesQuery,
} = contentApi;
