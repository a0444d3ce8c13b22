// Public face of the members screens (search, interested members, a member's profile). The
// router loads them through memberPages as one chunk.
export {
  SearchMatchingPage,
  InterestedMembersPage,
  MemberProfilePage,
  ShortlistPage,
} from './memberPages';
// The member cards as a list, for other screens that list members (the dashboard's matches).
export { MemberList } from './MemberList';
// The pair's request control and a member's profile path, for the dashboard's waiting interests.
export { RequestControl, profilePath } from './RequestControl';
