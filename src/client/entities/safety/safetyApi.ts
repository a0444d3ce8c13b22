import { baseApi, type TagType } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/**
 * Blocks, reports and the shortlist (issue #14 items 5, 6, 8). Block and report invalidate
 * nothing themselves: their dialog says what happened first, and the lists reload when it is
 * closed (`blockSettled`), so the card does not vanish under the member's eyes.
 */
/** What a block or an unblock changes: every list of members, the counters and the profile. */
const BLOCK_TAGS: TagType[] = ['Members', 'Requests', 'Dashboard', 'Shortlist', 'Blocked'];

export const safetyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blockMember: wireMutation(build, 'blockMember'),
    unblockMember: wireMutation(build, 'unblockMember', { invalidates: BLOCK_TAGS }),
    getBlockedMembers: wireQuery(build, 'getBlockedMembers', { tags: ['Blocked'] }),
    reportMember: wireMutation(build, 'reportMember'),
    addShortlistMember: wireMutation(build, 'addShortlistMember', { invalidates: ['Shortlist'] }),
    removeShortlistMember: wireMutation(build, 'removeShortlistMember', {
      invalidates: ['Shortlist'],
    }),
    getShortlistMembers: wireQuery(build, 'getShortlistMembers', { tags: ['Shortlist'] }),
  }),
});

/** Reloads what a block or report changed (dispatched when its dialog closes). */
export const blockSettled = () => safetyApi.util.invalidateTags(BLOCK_TAGS);

export const {
  useBlockMemberMutation,
  useUnblockMemberMutation,
  useGetBlockedMembersQuery,
  useReportMemberMutation,
  useAddShortlistMemberMutation,
  useRemoveShortlistMemberMutation,
  useGetShortlistMembersQuery,
} = safetyApi;
