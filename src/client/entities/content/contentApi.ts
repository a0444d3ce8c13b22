import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';
import { localisedQuery } from '../language';

/** Content calls of requirements §7: menus and access, pages, detail pages, recent entries. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccessToken: wireQuery(build, 'getAccessToken', { tags: ['Access'] }),
    getPgData: wireQuery(build, 'getPgData', { tags: ['Page'] }),
    getPgDataWithChild: wireQuery(build, 'getPgDataWithChild', { tags: ['Page'] }),
    getPgDataRecentArticles: wireQuery(build, 'getPgDataRecentArticles', { tags: ['Page'] }),
  }),
});

// Every screen asks in the shown language: Hindi adds lang 'hi' (entities/language/inLanguage.ts).
export const useGetAccessTokenQuery = localisedQuery(contentApi.useGetAccessTokenQuery);
export const useGetPgDataQuery = localisedQuery(contentApi.useGetPgDataQuery);
export const useGetPgDataWithChildQuery = localisedQuery(contentApi.useGetPgDataWithChildQuery);
export const useGetPgDataRecentArticlesQuery = localisedQuery(
  contentApi.useGetPgDataRecentArticlesQuery,
);
