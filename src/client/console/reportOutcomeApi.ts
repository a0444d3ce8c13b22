import { baseApi } from '../api/baseApi';
import { wireMutation, wireQuery } from '../api/wireEndpoints';

/**
 * The calls of reportOutcomeCalls.ts (issue #16 items 4 and 6): a member's photos, removing one,
 * signing a member out everywhere, the recently closed reports.
 */
export const reportOutcomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberPhotos: wireQuery(build, 'memberPhotos', { tags: ['MemberFile'] }),
    memberPhotoRemove: wireMutation(build, 'memberPhotoRemove', { invalidates: ['MemberFile'] }),
    memberRevokeSessions: wireMutation(build, 'memberRevokeSessions', {
      invalidates: ['MemberFile'],
    }),
    reportsClosed: wireQuery(build, 'reportsClosed', { tags: ['Reports'] }),
  }),
});

export const {
  useMemberPhotosQuery,
  useMemberPhotoRemoveMutation,
  useMemberRevokeSessionsMutation,
  useReportsClosedQuery,
} = reportOutcomeApi;
