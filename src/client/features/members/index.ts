// Public face of the members screens (search, interested members, a member's profile). The
// router loads them through memberPages as one chunk.
export {
  SearchMatchingPage,
  InterestedMembersPage,
  MemberProfilePage,
  ShortlistPage,
} from './memberPages';
