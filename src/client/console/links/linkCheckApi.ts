import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';

/** The Link check screen's call (src/shared/protocol/linkCheckCalls.ts), in the one createApi. */
export const linkCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linkCheck: wireQuery(build, 'linkCheck'),
  }),
});

export const { useLinkCheckQuery } = linkCheckApi;
