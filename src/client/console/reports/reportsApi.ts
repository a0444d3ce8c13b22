import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** The reports queue's calls (src/shared/protocol/safetyCalls.ts), in the one createApi. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportsQueue: wireQuery(build, 'reportsQueue', { tags: ['Reports'] }),
    // A close may suspend or remove a photo: the member's file is read afresh.
    reportClose: wireMutation(build, 'reportClose', { invalidates: ['Reports', 'MemberFile'] }),
  }),
});

export const { useReportsQueueQuery, useReportCloseMutation } = reportsApi;
