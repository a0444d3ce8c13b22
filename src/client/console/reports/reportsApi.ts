import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** The reports queue's calls (src/shared/protocol/safetyCalls.ts), in the one createApi. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportsQueue: wireQuery(build, 'reportsQueue', { tags: ['Reports'] }),
    reportClose: wireMutation(build, 'reportClose', { invalidates: ['Reports'] }),
  }),
});

export const { useReportsQueueQuery, useReportCloseMutation } = reportsApi;
