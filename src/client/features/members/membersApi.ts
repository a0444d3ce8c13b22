import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** Members area calls of seed §7: search and interest requests. */
export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: wireQuery(build, 'getMembers', { tags: ['Members'] }),
    sendMemberRequest: wireMutation(build, 'sendMemberRequest', {
      invalidates: ['Members', 'Requests', 'Dashboard'],
    }),
    getFriendsMembers: wireQuery(build, 'getFriendsMembers', { tags: ['Requests'] }),
    acceptRejFrdRequest: wireMutation(build, 'acceptRejFrdRequest', {
      invalidates: ['Members', 'Requests', 'Dashboard'],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useSendMemberRequestMutation,
  useGetFriendsMembersQuery,
  useAcceptRejFrdRequestMutation,
} = membersApi;
