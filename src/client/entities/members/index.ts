// Public face of the member listings and profiles: read by the members screens, updated by the
// interest requests.
export {
  membersApi,
  useGetMembersQuery,
  useGetFriendsMembersQuery,
  useGetMemberProfileQuery,
  useGetMemberPreviewQuery,
  useGetMatchesQuery,
} from './membersApi';
export { VerifiedBadge } from './VerifiedBadge';
