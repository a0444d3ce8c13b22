import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';

/** The header's site search (searchContent): pages and entries that hold the words. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchContent: wireQuery(build, 'searchContent', { tags: ['Page'] }),
  }),
});

export const { useSearchContentQuery } = searchApi;
