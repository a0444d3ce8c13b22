export {
  membersApi,
  useGetMembersQuery,
  useGetFriendsMembersQuery,
  useGetMemberProfileQuery,
} from './membersApi';
