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
    // Re-verification of verified members' identity changes (identityCalls.ts).
    deskReverifications: wireQuery(build, 'deskReverifications', { tags: ['Desk'] }),
    deskReverifyApprove: wireMutation(build, 'deskReverifyApprove', { invalidates: ['Desk'] }),
    deskReverifyRevert: wireMutation(build, 'deskReverifyRevert', { invalidates: ['Desk'] }),
    consoleCounts: wireQuery(build, 'consoleCounts', { tags: ['Desk', 'Inbox', 'Reports'] }),
    inboxList: wireQuery(build, 'inboxList', { tags: ['Inbox'] }),
    inboxOpen: wireQuery(build, 'inboxOpen', { tags: ['Inbox'] }),
    inboxHandle: wireMutation(build, 'inboxHandle', { invalidates: ['Inbox'] }),
    inboxReply: wireMutation(build, 'inboxReply', { invalidates: ['Inbox'] }),
    memberSearch: wireQuery(build, 'memberSearch', { tags: ['MemberFile'] }),
    memberOpen: wireQuery(build, 'memberOpen', { tags: ['MemberFile'] }),
    memberSuspend: wireMutation(build, 'memberSuspend', { invalidates: ['MemberFile'] }),
    memberRestore: wireMutation(build, 'memberRestore', { invalidates: ['MemberFile'] }),
    memberNote: wireMutation(build, 'memberNote', { invalidates: ['MemberFile'] }),
    // The audit log grows with every action: read afresh on each visit.
    auditBrowse: wireQuery(build, 'auditBrowse', {
      tags: ['Desk', 'Inbox', 'MemberFile', 'Staff'],
    }),
    staffList: wireQuery(build, 'staffList', { tags: ['Staff'] }),
    staffAdd: wireMutation(build, 'staffAdd', { invalidates: ['Staff'] }),
    staffSetRole: wireMutation(build, 'staffSetRole', { invalidates: ['Staff'] }),
    staffDisable: wireMutation(build, 'staffDisable', { invalidates: ['Staff'] }),
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
  useDeskReverificationsQuery,
  useDeskReverifyApproveMutation,
  useDeskReverifyRevertMutation,
  useConsoleCountsQuery,
  useInboxListQuery,
  useInboxOpenQuery,
  useInboxHandleMutation,
  useInboxReplyMutation,
  useMemberSearchQuery,
  useMemberOpenQuery,
  useMemberSuspendMutation,
  useMemberRestoreMutation,
  useMemberNoteMutation,
  useAuditBrowseQuery,
  useStaffListQuery,
  useStaffAddMutation,
  useStaffSetRoleMutation,
  useStaffDisableMutation,
} = consoleApi;
