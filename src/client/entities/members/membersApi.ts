import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/**
 * Members area calls of requirements §7: search, interest requests and View Profile. The request posts
 * invalidate nothing themselves: the request machine reloads the lists after a 001 (requirements §8),
 * so a refused post does not spend a profile view on a reload.
 */
export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: wireQuery(build, 'getMembers', { tags: ['Members'] }),
    // Matches for you (dashboard): reloaded with the search after a request changes.
    getMatches: wireQuery(build, 'getMatches', { tags: ['Members'] }),
    sendMemberRequest: wireMutation(build, 'sendMemberRequest'),
    getFriendsMembers: wireQuery(build, 'getFriendsMembers', { tags: ['Requests'] }),
    acceptRejFrdRequest: wireMutation(build, 'acceptRejFrdRequest'),
    withdrawMemberRequest: wireMutation(build, 'withdrawMemberRequest'),
    // Whether a profile may be seen changes with the requests.
    getMemberProfile: wireQuery(build, 'getMemberProfile', { tags: ['Requests'] }),
    // A profile before an interest: its request state changes with the requests, and a block
    // (which reloads the member lists) makes it refused.
    getMemberPreview: wireQuery(build, 'getMemberPreview', { tags: ['Requests', 'Members'] }),
  }),
});

export const {
  useGetMembersQuery,
  useGetFriendsMembersQuery,
  useGetMemberProfileQuery,
  useGetMemberPreviewQuery,
  useGetMatchesQuery,
} = membersApi;
