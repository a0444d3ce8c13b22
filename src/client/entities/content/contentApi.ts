import { baseApi } from '../../api/baseApi';
import { type ArgOf, toFields, wireQuery } from '../../api/wireEndpoints';
import type { WireError } from '../../api/wireBaseQuery';
import type { PageAnswer } from '../../../shared/protocol/types';
import { STATUS } from '../../../shared/protocol/wire';
import { localisedQuery } from '../language';

/** Content calls of requirements §7: menus and access, pages, detail pages, recent entries. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccessToken: wireQuery(build, 'getAccessToken', { tags: ['Access'] }),
    getPgData: build.query<PageAnswer, ArgOf<'getPgData'>>({
      /*
       * "No page here" (status 0) is an answer, not a failure: the page has no sections. Kept as
       * data it travels with a server-written page like any other answer, so a category child
       * that is an entry (/articles/{title}) makes no content call when the browser takes the
       * page over; a failed query would be asked again (issue #19 item 1).
       */
      queryFn: async (arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ type: 'getPgData', fields: toFields(arg) });
        if ((result.error as WireError | undefined)?.status === STATUS.fail)
          return { data: { loc: arg.loc, sections: [] } };
        return result.error ? { error: result.error } : { data: result.data as PageAnswer };
      },
      providesTags: ['Page'],
    }),
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
