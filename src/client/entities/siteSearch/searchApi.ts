import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';
import { localisedQuery } from '../language';

/** The header's site search (searchContent): pages and entries that hold the words. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchContent: wireQuery(build, 'searchContent', { tags: ['Page'] }),
  }),
});

/** In the shown language: Hindi adds lang 'hi' (entities/language/inLanguage.ts). */
export const useSearchContentQuery = localisedQuery(searchApi.useSearchContentQuery);
