import { baseApi } from '../api/baseApi';
import { wireMutation, wireQuery } from '../api/wireEndpoints';

/** The team console's calls (src/shared/protocol/staffCalls.ts), in the one createApi. */
export const consoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffSignIn: wireMutation(build, 'staffSignIn'),
    staffTotp: wireMutation(build, 'staffTotp'),
    staffMe: wireQuery(build, 'staffMe', { tags: ['Desk'] }),
    staffSignOut: wireMutation(build, 'staffSignOut'),
    deskQueue: wireQuery(build, 'deskQueue', { tags: ['Desk'] }),
    deskOpen: wireQuery(build, 'deskOpen', { tags: ['Desk'] }),
    deskVerify: wireMutation(build, 'deskVerify', { invalidates: ['Desk'] }),
    deskReject: wireMutation(build, 'deskReject', { invalidates: ['Desk'] }),
    deskAskChanges: wireMutation(build, 'deskAskChanges', { invalidates: ['Desk'] }),
  }),
});

export const {
  useStaffSignInMutation,
  useStaffTotpMutation,
  useStaffMeQuery,
  useStaffSignOutMutation,
  useDeskQueueQuery,
  useDeskOpenQuery,
  useDeskVerifyMutation,
  useDeskRejectMutation,
  useDeskAskChangesMutation,
} = consoleApi;
