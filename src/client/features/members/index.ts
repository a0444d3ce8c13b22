export {
  membersApi,
  useGetMembersQuery,
  useSendMemberRequestMutation,
  useGetFriendsMembersQuery,
  useAcceptRejFrdRequestMutation,
} from './membersApi';
